/**
 * Issue 32, point 9: axe (axe-core through @axe-core/playwright, in the Chromium Playwright drives) on every page of
 * the three apps, as each role that uses them (visitor, client, driver, accommodation manager, event organiser,
 * admin), at 360 px (phone) and 1280 px (desktop), and on the tabs and dialogs a person opens there: no violation
 * of impact 'serious' or 'critical'. The rules are axe's default set (WCAG 2.0-2.2 A and AA, best practices) plus
 * label-content-name-mismatch (WCAG 2.5.3, "Label in Name": the accessible name contains the visible label).
 * A failure lists each state with its rule, impact and the first elements it names; the figures (states checked,
 * states failing) are printed either way.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';

type Role = 'visitor' | 'client' | 'driver' | 'manager' | 'organiser' | 'admin';

const ACCOUNTS: Record<Exclude<Role, 'visitor'>, string> = {
  client: 'cliente@demo.co.mz',
  driver: 'motorista@demo.co.mz',
  manager: 'hotel@demo.co.mz',
  organiser: 'eventos@demo.co.mz',
  admin: 'admin@demo.co.mz',
};

const WIDTHS = [360, 1280] as const;

async function signIn(browser: Browser, role: Role): Promise<Page> {
  // A context of its own (axe-core/playwright needs one, not browser.newPage's).
  const context = await browser.newContext();
  const page = await context.newPage();
  if (role === 'visitor') return page;
  await page.goto('/login?next=%2Fperfil');
  await page.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS[role]);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login Realizado!').first()).toBeVisible();
  return page;
}

/** The first link on `path` whose href matches `pattern`, e.g. a ride's page from /rides. */
async function firstLink(page: Page, path: string, pattern: RegExp): Promise<string | null> {
  await page.goto(path);
  // Polled from here: under the apps' CSP (no 'unsafe-eval') page.waitForFunction fails as soon as it has to poll
  // a second time (microsoft/playwright#7395, #36986) and its catch let the sweep go on with no link, so no visitor
  // page was swept; a cold marketplace on a shared machine may take a while to draw its first list.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const found = hrefs.find((href) => pattern.test(href));
    if (found || Date.now() > deadline) return found ?? null;
    await page.waitForTimeout(500);
  }
}

type Finding = { state: string; rule: string; impact: string; help: string; targets: string[]; why?: string };

/** Runs axe on the page as it is and returns its serious and critical violations, named by `state`. */
async function audit(page: Page, state: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      state,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      // axe's own words on the first node (for contrast: the colours and the ratio it measured).
      why: v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 300),
    }));
}

/** Until the page has drawn its data: no skeleton, spinner or busy region left (at most 8 s), then a breath. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  // A locator's count, not page.waitForFunction (which fails under the apps' CSP once it has to poll, see
  // firstLink): the sweep used to audit pages still loading.
  await expect(page.locator('[data-skeleton], [data-ring], [aria-busy="true"]')).toHaveCount(0, { timeout: 8_000 })
    .catch(() => {});
  await page.waitForTimeout(250);
}

/** A page's state: open the path, then optionally act (open a tab or a dialog) before the audit. */
type State = { name: string; path: string; act?: (page: Page) => Promise<void> };

const tabs = (path: string) => async (page: Page, width: number, found: Finding[], count: { states: number }) => {
  await page.goto(path);
  await settle(page);
  const names = await page.getByRole('tab').allTextContents();
  for (const [i, name] of names.entries()) {
    await page.getByRole('tab').nth(i).click();
    await settle(page);
    count.states += 1;
    found.push(...await audit(page, `${path} tab '${name.trim()}' at ${width} px`));
  }
};

async function sweep(browser: Browser, role: Role, states: (page: Page) => Promise<State[]>, tabbed: string[] = []) {
  const page = await signIn(browser, role);
  const list = await states(page);
  const found: Finding[] = [];
  const count = { states: 0 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    for (const state of list) {
      await page.goto(state.path);
      await settle(page);
      if (state.act) {
        await state.act(page);
        await settle(page);
      }
      count.states += 1;
      const started = Date.now();
      found.push(...await audit(page, `${state.name} at ${width} px`));
      if (process.env.AXE_TIMES) console.info(`  ${state.name} at ${width}: axe ${Date.now() - started} ms`);
    }
    for (const path of tabbed) await tabs(path)(page, width, found, count);
  }
  const failing = new Set(found.map((f) => f.state));
  console.info(`axe ${role}: ${count.states} states, ${failing.size} with serious or critical violations`);
  for (const f of found) {
    console.info(`  ${f.state}: ${f.rule} (${f.impact}) ${f.help}: ${f.targets.join(' | ')}${f.why ? ` — ${f.why}` : ''}`);
  }
  await page.context().close();
  expect(found, found.map((f) => `${f.state}: ${f.rule} ${f.targets.join(' | ')}`).join('\n')).toEqual([]);
}

const plain = (...paths: string[]): State[] => paths.map((path) => ({ name: path, path }));

test('axe: the visitor\'s pages have no serious or critical violation at 360 and 1280 px', async ({ browser }) => {
  test.setTimeout(600_000);
  await sweep(browser, 'visitor', async (page) => {
    const ride = await firstLink(page, '/rides', /^\/rides\/[0-9a-f-]{36}/);
    const event = await firstLink(page, '/eventos', /^\/(events|eventos)\/[0-9a-f-]{36}/);
    const highlights = await (await page.request.get('/api/highlights')).json() as { data: { topHotels: { id: string }[] } };
    const stay = highlights.data.topHotels[0] ? `/alojamentos/${highlights.data.topHotels[0].id}` : null;
    const driver = ride ? await firstLink(page, ride, /^\/(motoristas|drivers)\/[A-Za-z0-9_-]{10,64}$/) : null;
    const organiser = event ? await firstLink(page, event, /^\/organizador\/[A-Za-z0-9_-]{10,64}$/) : null;
    expect([ride, event, stay], 'a ride, an event and a stay to open').not.toContain(null);
    return [
      ...plain('/', '/rides', '/eventos', '/alojamentos', '/partnerships', '/blog', '/login', '/signup'),
      ...plain(...[ride, event, stay, driver, organiser].filter((p): p is string => Boolean(p))),
      {
        name: "/ 'Buscar Viagens' dialog",
        path: '/',
        act: async (p) => {
          const card = p.getByRole('form', { name: 'Pesquisar viagens' });
          await card.getByRole('button', { name: 'Buscar Viagens' }).click();
          await expect(p.getByRole('dialog')).toBeVisible();
        },
      },
      ...plain('/drivers', '/hotels', '/organizadores', '/admin'),
    ];
  });
});

test('axe: the client\'s pages have no serious or critical violation at 360 and 1280 px', async ({ browser }) => {
  test.setTimeout(600_000);
  await sweep(browser, 'client', async (page) => {
    const receipt = await firstLink(page, '/reservas', /^\/recibos\//);
    const chat = await firstLink(page, '/chat', /^\/chat\/[0-9a-f-]{36}/);
    return [
      ...plain('/', '/reservas', '/fidelidade', '/chat', '/notificacoes', '/perfil', '/profile/verification'),
      ...plain(...[receipt, chat].filter((p): p is string => Boolean(p))),
    ];
  }, ['/perfil']);
});

test('axe: the driver\'s pages have no serious or critical violation at 360 and 1280 px', async ({ browser }) => {
  test.setTimeout(600_000);
  await sweep(browser, 'driver', async (page) => {
    const offer = await firstLink(page, '/drivers/offers', /^\/drivers\/offers\/[0-9a-f-]{36}/);
    return plain(
      '/drivers',
      '/drivers/publish',
      '/drivers/publish/recorrente',
      '/drivers/offers',
      '/drivers/partnerships',
      '/drivers/chat',
      '/drivers/ganhos',
      ...(offer ? [offer] : []),
    );
  });
});

test('axe: the accommodation manager\'s pages have no serious or critical violation at 360 and 1280 px', async ({ browser }) => {
  test.setTimeout(600_000);
  await sweep(browser, 'manager', async () => plain('/hotels', '/hotels/ganhos'), ['/hotels']);
});

test('axe: the organiser\'s pages have no serious or critical violation at 360 and 1280 px', async ({ browser }) => {
  test.setTimeout(600_000);
  await sweep(
    browser,
    'organiser',
    async () =>
      plain(
        '/organizadores',
        '/organizadores/eventos',
        '/organizadores/vendas',
        '/organizadores/check-in',
        '/organizadores/ganhos',
      ),
  );
});

test('axe: the admin\'s pages have no serious or critical violation at 360 and 1280 px', async ({ browser }) => {
  test.setTimeout(600_000);
  await sweep(
    browser,
    'admin',
    async () =>
      plain(
        '/admin',
        '/admin/users',
        '/admin/billing',
        '/admin/payouts',
        '/admin/reconciliation',
        '/admin/reports',
        '/admin/analytics',
        '/admin/reviews',
        '/admin/settings',
      ),
  );
});
