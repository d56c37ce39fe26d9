/** The organisers' service worker registration (ADR 0035, addendum): where it registers, and when an update reloads. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSW } from 'virtual:pwa-register';
import { inScope, registerServiceWorker } from './pwa.ts';

vi.mock('virtual:pwa-register', () => ({ registerSW: vi.fn() }));

const reload = vi.fn();

function page(path: string, controller: string | null) {
  vi.stubEnv('PROD', true);
  vi.stubGlobal('location', { ...window.location, pathname: path, reload });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: controller ? { scriptURL: `https://mozturismo.co.mz${controller}` } : null },
  });
}

/** The onNeedReload given to registerSW: vite-plugin-pwa calls it when a new worker has taken over the page. */
const onNeedReload = () => vi.mocked(registerSW).mock.calls[0]![0]!.onNeedReload!;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.mocked(registerSW).mockReset();
  reload.mockReset();
});

describe('the organisers’ service worker', () => {
  it("covers the organisers' pages only", () => {
    expect(inScope('/organizadores')).toBe(true);
    expect(inScope('/organizadores/check-in')).toBe(true);
    expect(inScope('/organizadoresx')).toBe(false);
    expect(inScope('/drivers')).toBe(false);
    expect(inScope('/')).toBe(false);
  });

  it('is registered from a page of the area only, and never by the development server', async () => {
    page('/drivers/offers', null);
    await registerServiceWorker();
    expect(registerSW).not.toHaveBeenCalled();
    page('/organizadores/check-in', null);
    vi.stubEnv('PROD', false);
    await registerServiceWorker();
    expect(registerSW).not.toHaveBeenCalled();
    page('/organizadores/check-in', null);
    await registerServiceWorker();
    expect(registerSW).toHaveBeenCalledWith(expect.objectContaining({ immediate: true }));
  });

  it('reloads the page into an update of its own worker', async () => {
    page('/organizadores/check-in', '/portal/sw.js');
    await registerServiceWorker();
    onNeedReload()();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("does not reload at the first install, even when the traveller's worker controlled the page", async () => {
    page('/organizadores/check-in', '/sw.js');
    await registerServiceWorker();
    onNeedReload()();
    page('/organizadores/check-in', null);
    vi.mocked(registerSW).mockClear();
    await registerServiceWorker();
    onNeedReload()();
    expect(reload).not.toHaveBeenCalled();
  });
});
