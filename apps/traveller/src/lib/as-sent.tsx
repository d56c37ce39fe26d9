/**
 * @module Where a search screen draws its skeleton while its results load (issue 26): the results as the server sent
 * them instead, on the page the server made (./server-doc.tsx), so that their text never leaves the screen between
 * the server's page and the app's own list. Apart from ./server-doc.tsx so as to stay out of the first script.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asSent, ServerNodes, serverDoc } from './server-doc.tsx';

/** The server's results of this page while the screen has none of its own, else `children` (its skeleton). */
export function AsSent({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return serverDoc && asSent(i18n.language) ? <ServerNodes nodes={[serverDoc]} /> : children;
}
