/**
 * @module Every traveller screen but the home page (spec 2.1, DECISIONS.md 2), and the routes that lead to them: the
 * Portuguese paths are canonical and the English ones land on the same screens. Sign-in is required for bookings,
 * loyalty, chat, notifications and profile (spec 6 'Access by area'). In a chunk of its own (issue 13, ADR 0036): the
 * first script holds the home page and this table only as one lazy entry; each screen is again a chunk of its own.
 */
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { useDocumentTitle } from '@turismo/app-core/document-title';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { PageDataProvider } from '../lib/page-data.tsx';
import { loadEventsScreen, loadRidesPage, loadStayScreen, loadStaysSearchScreen } from './public-screens.ts';

/**
 * A screen loaded on first visit: the home page ships in the first script, every other screen in its own chunk,
 * so a phone on a slow network downloads only what it shows.
 */
function screen<P extends object>(load: () => Promise<Record<string, unknown>>, name: string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
}

// The access gate and the 404 page are drawn on no public first screen: their own chunks too (issue 13, ADR 0036).
const RequireAuth = screen<{ children: ReactNode }>(
  () => import('../features/auth/components/RequireAuth.tsx'),
  'RequireAuth',
);
const NotFoundPage = screen(() => import('./pages/NotFoundPage.tsx'), 'NotFoundPage');
const LoginPage = screen(() => import('../features/auth/components/LoginPage.tsx'), 'LoginPage');
const SignupPage = screen(() => import('../features/auth/components/SignupPage.tsx'), 'SignupPage');
const BlogPage = screen(() => import('../features/blog/components/BlogPage.tsx'), 'BlogPage');
const HelpPage = screen(() => import('../features/help/components/HelpPage.tsx'), 'HelpPage');
const SupportPage = screen(() => import('../features/help/components/SupportPage.tsx'), 'SupportPage');
const SupportThreadPage = screen<{ requestId: string }>(
  () => import('../features/help/components/SupportPage.tsx'),
  'SupportThreadPage',
);
const ChatPage = screen<{ chatId?: string }>(() => import('../features/chat/components/ChatPage.tsx'), 'ChatPage');
const LoyaltyPage = screen(() => import('../features/loyalty/components/LoyaltyPage.tsx'), 'LoyaltyPage');
const LoyaltySummary = screen(() => import('../features/loyalty/components/LoyaltySummary.tsx'), 'LoyaltySummary');
const NotificationsPage = screen(
  () => import('../features/notifications/components/NotificationsPage.tsx'),
  'NotificationsPage',
);
const PartnershipsPage = screen(
  () => import('../features/events/components/PartnershipsPage.tsx'),
  'PartnershipsPage',
);
/** The profile's 'Pontos' tab: the live loyalty widget (DECISIONS.md 2), loaded when the tab opens. */
function ProfilePoints() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('A carregar os pontos...')} />}>
      <LoyaltySummary />
    </Suspense>
  );
}
const profilePoints = <ProfilePoints />;
const ProfilePage = screen<{ children?: ReactNode }>(
  () => import('../features/profile/components/ProfilePage.tsx'),
  'ProfilePage',
);
const VerificationPage = screen(
  () => import('../features/profile/components/VerificationPage.tsx'),
  'VerificationPage',
);
const RidesPage = screen(loadRidesPage, 'RidesPage');
const BookingsScreen = screen<{ path: string }>(() => import('./pages/BookingsScreen.tsx'), 'BookingsScreen');
const EventsScreen = screen(loadEventsScreen, 'EventsScreen');
const EventDetailScreen = screen<{ eventId: string }>(loadEventsScreen, 'EventDetailScreen');
const TripPlanScreen = screen<{ eventId: string }>(() => import('./pages/TripScreens.tsx'), 'TripPlanScreen');
const TripScreen = screen<{ tripId: string }>(() => import('./pages/TripScreens.tsx'), 'TripScreen');
const TripStayPlanScreen = screen(() => import('./pages/TripScreens.tsx'), 'TripStayPlanScreen');
const RideBookingScreen = screen<{ rideId: string }>(() => import('./pages/RideBookingScreen.tsx'), 'RideBookingScreen');
const DriverScreen = screen<{ driverId: string }>(() => import('./pages/DriverScreen.tsx'), 'DriverScreen');
const OrganiserScreen = screen<{ organiserId: string }>(
  () => import('./pages/OrganiserScreen.tsx'),
  'OrganiserScreen',
);
const ReceiptPage = screen<{ receiptId: string }>(
  () => import('../features/receipts/components/ReceiptPage.tsx'),
  'ReceiptPage',
);
const StayScreen = screen<{ hotelId: string }>(loadStayScreen, 'StayScreen');
const StaysSearchScreen = screen(loadStaysSearchScreen, 'StaysSearchScreen');

/**
 * Shows the page only to a signed-in user; others see the access gate (spec 2.5) under the page's tab title
 * (`title`: a Portuguese text marked with msg(), translated here).
 */
function SignedIn({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t(title));
  return <RequireAuth>{children}</RequireAuth>;
}

/** Sets the tab title of a page that does not set its own (the stand-alone sign-in and sign-up pages). */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t(title));
  return children;
}

function signedIn(title: string, page: ReactNode) {
  return <SignedIn title={title}>{page}</SignedIn>;
}

/** /login and /signup, which stand alone (no header or bottom bar). */
export function StandaloneScreens() {
  return (
    <Switch>
      <Route path="/login">
        <Titled title={msg('Entrar')}>
          <LoginPage />
        </Titled>
      </Route>
      <Route path="/signup">
        <Titled title={msg('Criar Conta')}>
          <SignupPage />
        </Titled>
      </Route>
    </Switch>
  );
}

/** The screens inside the app's frame, and the 404 page for any other path. */
export function FramedScreens() {
  return (
    <PageDataProvider>
      <Switch>
        <Route path="/eventos">
          <EventsScreen />
        </Route>
        <Route path="/events">
          <EventsScreen />
        </Route>
        <Route path="/events/:id">{(params) => <EventDetailScreen key={params.id} eventId={params.id} />}</Route>
        {/* Issue 30: the whole trip around an event, and the trip page. */}
        <Route path="/events/:id/planear">
          {(params) => signedIn(msg('Planear a viagem'), <TripPlanScreen key={params.id} eventId={params.id} />)}
        </Route>
        <Route path="/planear-viagem">{() => signedIn(msg('Planear a viagem'), <TripStayPlanScreen />)}</Route>
        <Route path="/viagens/:id">
          {(params) => signedIn(msg('A sua viagem'), <TripScreen key={params.id} tripId={params.id} />)}
        </Route>

        <Route path="/rides">
          <RidesPage />
        </Route>
        <Route path="/rides/:id">{(params) => <RideBookingScreen key={params.id} rideId={params.id} />}</Route>
        <Route path="/motoristas/:id">{(params) => <DriverScreen key={params.id} driverId={params.id} />}</Route>
        <Route path="/organizador/:id">
          {(params) => <OrganiserScreen key={params.id} organiserId={params.id} />}
        </Route>
        <Route path="/drivers/:id">{(params) => <DriverScreen key={params.id} driverId={params.id} />}</Route>
        <Route path="/alojamentos">
          <StaysSearchScreen />
        </Route>
        <Route path="/alojamentos/:id">{(params) => <StayScreen key={params.id} hotelId={params.id} />}</Route>
        <Route path="/partnerships">
          <PartnershipsPage />
        </Route>
        <Route path="/blog">
          <BlogPage />
        </Route>
        {/* The help centre (issue 32): open to visitors; the support form needs a session (a suspended one too). */}
        <Route path="/ajuda">
          <HelpPage />
        </Route>
        <Route path="/help">
          <HelpPage />
        </Route>
        <Route path="/ajuda/suporte">{signedIn(msg('Contactar o suporte'), <SupportPage />)}</Route>
        <Route path="/ajuda/suporte/:id">
          {(params) =>
            signedIn(msg('Pedido de suporte'), <SupportThreadPage key={params.id} requestId={params.id} />)}
        </Route>

        {/* Spec 2.10: the bookings page has its own gate, 'Acesso Restrito'. */}
        <Route path="/reservas">
          <BookingsScreen path="/reservas" />
        </Route>
        <Route path="/bookings">
          <BookingsScreen path="/bookings" />
        </Route>
        <Route path="/dashboard">
          <BookingsScreen path="/dashboard" />
        </Route>

        <Route path="/recibos/:id">
          {(params) => signedIn(msg('Recibo'), <ReceiptPage key={params.id} receiptId={params.id} />)}
        </Route>

        <Route path="/fidelidade">{signedIn(msg('Programa Fidelidade'), <LoyaltyPage />)}</Route>
        <Route path="/loyalty">{signedIn(msg('Programa Fidelidade'), <LoyaltyPage />)}</Route>

        <Route path="/chat">{signedIn(msg('Conversas'), <ChatPage />)}</Route>
        <Route path="/chat/:chatId">{(params) => signedIn(msg('Conversa'), <ChatPage chatId={params.chatId} />)}</Route>

        <Route path="/notificacoes">{signedIn(msg('Notificações'), <NotificationsPage />)}</Route>
        <Route path="/notifications">{signedIn(msg('Notificações'), <NotificationsPage />)}</Route>

        <Route path="/perfil">{signedIn(msg('Perfil'), <ProfilePage>{profilePoints}</ProfilePage>)}</Route>
        <Route path="/profile">{signedIn(msg('Perfil'), <ProfilePage>{profilePoints}</ProfilePage>)}</Route>
        <Route path="/profile/verification">{signedIn(msg('Verificar Perfil'), <VerificationPage />)}</Route>

        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </PageDataProvider>
  );
}
