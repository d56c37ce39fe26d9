import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { ScreenLoading } from '../app/routes.tsx';
import { StaysSearchScreen } from '../app/pages/StaysSearchScreen.tsx';

// The page as the server sends /alojamentos?local=Tofo (api/src/domains/pages: the screen's heading, then the
// search's results as links), in place before the app's modules load, as in the browser.
const sent = vi.hoisted(() => {
  window.history.replaceState(null, '', '/alojamentos?local=Tofo');
  document.body.innerHTML = '<div id="root"><div class="shell"><header>MozTurismo</header><main>' +
    '<div class="shell-page shell-lead"><h1>Alojamentos</h1><p>Alojamentos em Tofo</p></div>' +
    '<article class="shell-page shell-doc" data-page-doc><h2>Alojamentos em Tofo</h2><p>2 alojamentos</p><ul>' +
    '<li><a href="/alojamentos/h1">Casa do Mar · Tofo, Inhambane · A partir de 3500,00 MTn por noite</a></li>' +
    '<li><a href="/alojamentos/h2">Pousada do Tofo · Tofo, Inhambane · A partir de 2000,00 MTn por noite</a></li>' +
    '</ul></article></main></div></div>';
  const main = document.querySelector('main')!;
  return { text: main.textContent, doc: main.querySelector('article')! };
});

const answer = vi.hoisted(() => {
  let resolve: (v: unknown) => void = () => {};
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
});
vi.mock('@turismo/app-core/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@turismo/app-core/api')>()),
  api: {
    // The stay search answers when the test says; nothing else answers.
    GET: (path: string) => (path === '/api/hotels' ? answer.promise : new Promise(() => {})),
  },
}));

describe("the search pages' first render is what the server sent (issue 26: no flash)", () => {
  it('while the screen loads, the main content is the server\'s own nodes, text for text', () => {
    const { container } = renderWithApp(<ScreenLoading />, { path: '/alojamentos?local=Tofo' });
    // The same nodes (moved, not drawn again), so the same text in the same order.
    expect(container.contains(sent.doc)).toBe(true);
    expect(container.textContent).toBe(sent.text);
    expect(screen.queryByText('A carregar...')).toBeNull();
  });

  it("the screen keeps the server's results in place of its skeleton until its own list is there", async () => {
    renderWithApp(<StaysSearchScreen />, { path: '/alojamentos?local=Tofo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Alojamentos' })).toBeTruthy();
    expect(screen.getByText('Alojamentos em Tofo', { selector: 'p' })).toBeTruthy();
    expect(document.body.contains(sent.doc)).toBe(true);
    expect(screen.getByRole('link', { name: /^Casa do Mar · Tofo/ })).toBeTruthy();
    await act(async () => {
      answer.resolve({
        data: { data: { accommodations: [], total: 0, page: 1, pageSize: 20 } },
        response: new Response(null, { status: 200 }),
      });
      await answer.promise;
    });
    expect(await screen.findByText('Nenhuma acomodação encontrada para os critérios selecionados.')).toBeTruthy();
    expect(document.body.contains(sent.doc)).toBe(false);
  });

  it('once the visitor has gone to another address, the spinner as before', () => {
    window.history.pushState(null, '', '/alojamentos?local=Beira');
    renderWithApp(<ScreenLoading />, { path: '/alojamentos?local=Beira' });
    expect(screen.getByText('A carregar...')).toBeTruthy();
    expect(document.body.contains(sent.doc)).toBe(false);
  });
});
