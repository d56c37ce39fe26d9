/** @module The partner portal: providers around the three areas' routes. */
import { AppProviders } from '@turismo/app-core/AppProviders';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
