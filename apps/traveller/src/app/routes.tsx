/**
 * @module The traveller app's routes (spec 2.1, DECISIONS.md 2): the home page in the first script, every other
 * screen's route in ./screens.tsx (its own chunk, issue 13), and what is drawn while a screen's chunk loads.
 */
import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { Page } from '@turismo/app-core/Page';
import { AppLayout } from './layout/AppLayout.tsx';
import { HomeScreen } from './pages/HomeScreen.tsx';
import { StayPreview, stayPreview } from './pages/stay-preview.tsx';

// Every other screen and its route in one chunk (./screens.tsx), fetched with the first script on any other page
// (vite.config.ts, scriptAfterFirstPaint): the home page's first script carries one lazy entry, not the whole table.
const loadScreens = () => import('./screens.tsx');
const StandaloneScreens = lazy(async () => ({ default: (await loadScreens()).StandaloneScreens }));
const FramedScreens = lazy(async () => ({ default: (await loadScreens()).FramedScreens }));

function Loading() {
  const { t } = useTranslation();
  return <Spinner size="lg" label={t('A carregar...')} />;
}
const loading = <Loading />;

/**
 * While a screen's chunk loads (issue 13, ADR 0036): /rides and /eventos keep their heading in place, the one the
 * page's prerendered shell painted (apps/traveller/index.html), an establishment's page its name, cover and
 * description (./pages/stay-preview.tsx), under the spinner; other screens show the spinner.
 * Texts equal to RidesPage's and EventsPage's headings.
 */
function ScreenLoading() {
  const { t } = useTranslation();
  const [location] = useLocation();
  if (/^\/rides\/?$/.test(location)) {
    return (
      <Page
        title={t('Viagens Disponíveis')}
        description={t('Todas as viagens publicadas por motoristas, das mais próximas às mais distantes.')}
      >
        {loading}
      </Page>
    );
  }
  if (/^\/(eventos|events)\/?$/.test(location)) return <Page title={t('Eventos e Feiras')}>{loading}</Page>;
  // An establishment's page: its name, place, cover and description as the server put them in the page.
  const stay = /^\/alojamentos\/([^/]+)\/?$/.exec(location);
  const preview = stay ? stayPreview(stay[1]!) : null;
  if (preview) return <StayPreview preview={preview}>{loading}</StayPreview>;
  return loading;
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
