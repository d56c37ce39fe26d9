/** @module Entry point of the traveller app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { checkApiHealth } from '@turismo/app-core/health-check';
import { registerServiceWorker } from './pwa.ts';

void checkApiHealth();
void registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('O elemento #root não existe em index.html.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
