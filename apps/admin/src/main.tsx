/** @module Entry point of the admin app (served at /admin). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { checkApiHealth } from '@turismo/app-core/health-check';
import { startI18n } from '@turismo/app-core/i18n';
import pt from './locales/pt.json';

void checkApiHealth();

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
