/** @module Entry point of the partner portal (served at /drivers, /hotels and /organizadores). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { checkApiHealth } from '@turismo/app-core/health-check';
import { startI18n } from '@turismo/app-core/i18n';
import pt from './locales/pt.json';
import { registerServiceWorker } from './pwa.ts';

void checkApiHealth();
void registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('O elemento #root não existe em index.html.');

// The first screen is drawn in the visitor's language (English's catalog loads first when it is needed).
void startI18n({ pt, en: () => import('./locales/en.json') }).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
