/** @module The traveller app: providers around the routes. */
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
