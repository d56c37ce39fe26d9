/**
 * @module The traveller app's routes (spec 2.1, DECISIONS.md 2): the home page in the first script, every other
 * screen's route in ./screens.tsx (its own chunk, issue 13), and what is drawn while a screen's chunk loads.
 */
import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { AppLayout } from './layout/AppLayout.tsx';
import { HomeScreen } from './pages/HomeScreen.tsx';
import { StayPreview, stayPreview } from './pages/stay-preview.tsx';
import { ServerNodes, serverMain } from '../lib/server-doc.tsx';
import { loadScreens } from './public-screens.ts';

// Every other screen and its route in one chunk (./screens.tsx), fetched with the first script on any other page
// (./public-screens.ts): the home page's first script carries one lazy entry, not the whole table.
const StandaloneScreens = lazy(async () => ({ default: (await loadScreens()).StandaloneScreens }));
const FramedScreens = lazy(async () => ({ default: (await loadScreens()).FramedScreens }));

function Loading() {
  const { t } = useTranslation();
  return <Spinner size="lg" label={t('A carregar...')} />;
}
const loading = <Loading />;

/**
 * While a screen's chunk loads (issue 13, ADR 0036): an establishment's page keeps its name, cover and description
 * (./pages/stay-preview.tsx) under the spinner; a page the server wrote keeps its main content as sent (the
 * headings of /rides and /eventos the shell painted, the search's results, a listing's name and facts; issue 26,
 * ../lib/server-doc.tsx); other screens show the spinner.
 */
export function ScreenLoading() {
  const { i18n } = useTranslation();
  const [location] = useLocation();
  // An establishment's page: its name, place, cover and description as the server put them in the page.
  const stay = /^\/alojamentos\/([^/]+)\/?$/.exec(location);
  const preview = stay ? stayPreview(stay[1]!) : null;
  if (preview) return <StayPreview preview={preview}>{loading}</StayPreview>;
  const sent = serverMain(i18n.language);
  return sent ? <ServerNodes nodes={sent} /> : loading;
}
const screenLoading = <ScreenLoading />;

/** Every screen of the traveller app. /login and /signup stand alone; the rest share the header and bottom bar. */
export function AppRoutes() {
  return (
    <Suspense fallback={loading}>
      <Switch>
        <Route path="/login">
          <StandaloneScreens />
        </Route>
        <Route path="/signup">
          <StandaloneScreens />
        </Route>
        <Route>
          <AppLayout>
            <Suspense fallback={screenLoading}>
              <Switch>
                <Route path="/">
                  <HomeScreen />
                </Route>
                <Route>
                  <FramedScreens />
                </Route>
              </Switch>
            </Suspense>
          </AppLayout>
        </Route>
      </Switch>
    </Suspense>
  );
}
