/** @module Entry point of the traveller app. */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startI18n } from '@turismo/app-core/i18n';
import pt from './locales/pt.json';
import { registerServiceWorker } from './pwa.ts';
import { preloadScreenOf } from './app/public-screens.ts';

// What the page draws first loads in parallel: the API client and, off the home page, its screen (issue 33).
preloadScreenOf(location.pathname);
// The API's health line in the console: its own chunk (its texts need not be in the first script; issue 13).
void import('@turismo/app-core/health-check').then((m) => m.checkApiHealth(), () => null);
void registerServiceWorker();

const found = document.getElementById('root');
if (!found) throw new Error('O elemento #root não existe em index.html.');
const container: HTMLElement = found;

// index.html holds a prerendered shell (header, hero, footer; issue 13). Let the browser paint it before React's
// first render, a long task on a cheap phone; React then replaces it. (A hidden tab runs no animation frames: the
// timer starts the app there.) The first screen is drawn in the visitor's language (English's catalog loads first
// when it is needed).
let started = false;
function start() {
  if (started) return;
  started = true;
  // A transition: React renders the first screen in short slices, yielding to the browser between them, instead of
  // one long task (issue 13, ADR 0036 'Fourth pass').
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  );
}
const languageReady = startI18n({ pt, en: () => import('./locales/en.json') });
requestAnimationFrame(() => setTimeout(() => void languageReady.finally(start), 0));
setTimeout(() => void languageReady.finally(start), 200);
