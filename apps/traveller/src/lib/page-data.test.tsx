import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { useEvent } from '../features/events/api/events.ts';
import { useHotel } from '../features/stays/api/stays.ts';
import { useDriverProfile, useRide } from '../features/rides/api/rides.ts';
import { type PageData, pageDataConfig, readPageData } from './page-data.tsx';

const get = vi.hoisted(() => vi.fn());
vi.mock('@turismo/app-core/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@turismo/app-core/api')>()),
  api: { GET: get },
}));

/** The page's data block as the server writes it (api/src/domains/pages/pages.html.ts, pageDataScript). */
function writeBlock(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.body.append(script);
}

function Title({ id }: { id: string }) {
  const { data } = useEvent(id);
  return <h1>{data ? data.title : 'A carregar'}</h1>;
}

function Listings({ ids }: { ids: { event: string; hotel: string; ride: string; driver: string } }) {
  const event = useEvent(ids.event).data;
  const hotel = useHotel(ids.hotel).data;
  const ride = useRide(ids.ride).data;
  const driver = useDriverProfile(ids.driver).data;
  return <p>{[event?.title, hotel?.name, ride?.fromAddress, driver?.firstName].join(' | ')}</p>;
}

/** Each test its own swr cache (a fresh provider), under the page data's config. */
function withPageData(config: object) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ provider: () => new Map(), ...config }}>{children}</SWRConfig>;
  };
}

const flush = () => act(() => new Promise((r) => setTimeout(r, 30)));

const options = (o: Partial<{ signedIn: boolean; pathname: string; language: string }> = {}) => ({
  language: () => o.language ?? 'pt-MZ',
  signedIn: () => o.signedIn ?? false,
  pathname: () => o.pathname ?? '/events/e1',
});

const page = (entries: PageData['entries'], path = '/events/e1', lang: 'pt' | 'en' = 'pt'): PageData => ({
  path,
  lang,
  entries,
});

describe('page data (issue 26): the server-held API answers as swr fallback, no second fetch on load', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockImplementation(async (path: string) => ({
      data: { data: { title: `da API ${path}`, name: 'API', fromAddress: 'API', firstName: 'API' } },
      response: new Response(null, { status: 200 }),
    }));
  });
  afterEach(() => document.getElementById('page-data')?.remove());

  it('reads the block the server wrote, and nothing from a missing or broken one', () => {
    expect(readPageData()).toBeNull();
    writeBlock(page([{ key: ['events/one', 'e1'], data: { title: 'Festival <Marrabenta>' } }]));
    expect(readPageData()?.entries[0]?.data).toEqual({ title: 'Festival <Marrabenta>' });
    document.getElementById('page-data')!.remove();
    writeBlock('{"path": "/events/e1", "entr');
    expect(readPageData()).toBeNull();
  });

  it("draws the page's event at once and never asks the API for it", async () => {
    const config = pageDataConfig(page([{ key: ['events/one', 'e1'], data: { title: 'Festival da Marrabenta' } }]), options());
    const Wrapper = withPageData(config);
    renderWithApp(<Wrapper><Title id="e1" /></Wrapper>);
    // The first render already holds it: no loading text in between.
    expect(screen.getByRole('heading').textContent).toBe('Festival da Marrabenta');
    await flush();
    expect(get).not.toHaveBeenCalled();
    expect(screen.getByRole('heading').textContent).toBe('Festival da Marrabenta');
  });

  it("the stay's, the ride's and the driver's keys as their hooks use them", async () => {
    const ids = { event: 'e2', hotel: 'h2', ride: 'r2', driver: 'd2' };
    const config = pageDataConfig(
      page([
        { key: ['events/one', 'e2'], data: { title: 'Evento' } },
        { key: ['hotels/one', 'h2'], data: { name: 'Casa do Mar' } },
        { key: ['rides/search', 'one', 'r2'], data: { fromAddress: 'Maputo' } },
        { key: ['profiles/driver', 'd2'], data: { firstName: 'Carlos' } },
      ]),
      options(),
    );
    const Wrapper = withPageData(config);
    renderWithApp(<Wrapper><Listings ids={ids} /></Wrapper>);
    expect(screen.getByText('Evento | Casa do Mar | Maputo | Carlos')).toBeTruthy();
    await flush();
    expect(get).not.toHaveBeenCalled();
  });

  it('other keys are fetched as usual', async () => {
    const config = pageDataConfig(page([{ key: ['events/one', 'e1'], data: { title: 'Festival' } }]), options());
    const Wrapper = withPageData(config);
    renderWithApp(<Wrapper><Title id="e3" /></Wrapper>);
    expect(await screen.findByText('da API /api/events/{id}')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('a signed-in visitor sees it at once and fetches their own answer; another page or language fetches', async () => {
    const entry = { key: ['events/one', 'e4'], data: { title: 'Do servidor' } };
    const SignedIn = withPageData(pageDataConfig(page([entry]), options({ signedIn: true })));
    const first = renderWithApp(<SignedIn><Title id="e4" /></SignedIn>);
    expect(screen.getByRole('heading').textContent).toBe('Do servidor');
    expect(await screen.findByText('da API /api/events/{id}')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
    first.unmount();

    // The visitor has gone to another page since: fetched.
    let pathname = '/eventos';
    const moved = pageDataConfig(page([entry]), { ...options(), pathname: () => pathname });
    const Moved = withPageData(moved);
    const second = renderWithApp(<Moved><Title id="e4" /></Moved>);
    expect(await screen.findByText('da API /api/events/{id}')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
    second.unmount();
    // ... and coming back to the page's own path does not make the page's data fresh again.
    pathname = '/events/e1';
    const Back = withPageData(moved);
    renderWithApp(<Back><Title id="e4" /></Back>);
    await flush();
    expect(get).toHaveBeenCalledTimes(3);

    // A page made in Portuguese, an app in English: no fallback (the API's texts are in the app's language).
    expect(pageDataConfig(page([entry]), options({ language: 'en' }))).toEqual({});
  });
});
