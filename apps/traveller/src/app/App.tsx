/** @module The traveller app: providers around the routes. */
import { AppProviders } from '@turismo/app-core/AppProviders';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
