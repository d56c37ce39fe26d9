/**
 * @module The page's main content as the server sent it (issue 26, ADR 0046 addendum). The server writes each public
 * page's main text into the prerendered shell (the search pages' heading, criteria and results as links, a
 * listing's name and facts; api/src/domains/pages); React's first render replaces the shell. Without this, those
 * texts vanished under a spinner and a skeleton, then came back drawn by the screen: a flash. Its nodes are kept
 * here before the first render and put back, themselves (the same text in the same place, nothing drawn again),
 * where the app would draw its spinner (routes.tsx) or its skeleton (the search screens), until the screen has its
 * own: on the page the server made only, in the language it made it in.
 */

const loadedAt = location.pathname + location.search;
const main = document.querySelector('#root main');
/** The main's nodes as the server sent them. */
const nodes = main ? [...main.childNodes] : [];
/** The page's main text as the server sent it (`<article data-page-doc>`: a search's results), or null. */
export const serverDoc = main?.querySelector('[data-page-doc]') ?? null;
const madeIn = document.documentElement.lang.slice(0, 2);
let left = false;

/** Whether the server's content may be drawn: on the page it made (once left, never again), in its language. */
export function asSent(language: string): boolean {
  left ||= location.pathname + location.search !== loadedAt;
  return !left && !!serverDoc && language.startsWith(madeIn);
}

/** The server's main content of this page, when {@link asSent}; else null. */
export const serverMain = (language: string) => asSent(language) ? nodes : null;

/** Puts the server's `nodes` here (moved, not copied). */
export function ServerNodes({ nodes }: { nodes: Node[] }) {
  return <div className="page-doc" ref={(el) => void el?.append(...nodes)} />;
}
