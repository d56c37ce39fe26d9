/**
 * @module The traveller app's routes (spec 2.1, DECISIONS.md 2): the Portuguese paths are canonical and the English
 * ones land on the same screens. Sign-in is required for bookings, loyalty, chat, notifications and profile
 * (spec 6 'Access by area'); /eventos and the home page are open to visitors.
 */
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { RequireAuth } from '../features/auth/components/RequireAuth.tsx';
import { SignupPage } from '../features/auth/components/SignupPage.tsx';
import { BlogPage } from '../features/blog/components/BlogPage.tsx';
import { BookingsPage } from '../features/bookings/components/BookingsPage.tsx';
import { ChatPage } from '../features/chat/components/ChatPage.tsx';
import { EventDetailPage } from '../features/events/components/EventDetailPage.tsx';
import { EventsPage } from '../features/events/components/EventsPage.tsx';
import { HomePage } from '../features/home/components/HomePage.tsx';
import { LoyaltyPage } from '../features/loyalty/components/LoyaltyPage.tsx';
import { NotificationsPage } from '../features/notifications/components/NotificationsPage.tsx';
import { PartnershipsPage } from '../features/partnerships/components/PartnershipsPage.tsx';
import { ProfilePage } from '../features/profile/components/ProfilePage.tsx';
import { VerificationPage } from '../features/profile/components/VerificationPage.tsx';
import { RidesPage } from '../features/rides/components/RidesPage.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

/** Shows the page only to a signed-in user; others see the access gate (spec 2.5). */
function signedIn(page: ReactNode) {
  return <RequireAuth>{page}</RequireAuth>;
}

/** Every screen of the traveller app. /login and /signup stand alone; the rest share the header and bottom bar. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login">
        <LoginPage />
      </Route>
      <Route path="/signup">
        <SignupPage />
      </Route>
      <Route>
        <AppLayout>
          <Switch>
            <Route path="/">
              <HomePage />
            </Route>

            <Route path="/eventos">
              <EventsPage />
            </Route>
            <Route path="/events">
              <EventsPage />
            </Route>
            <Route path="/events/:id">{(params) => <EventDetailPage eventId={params.id} />}</Route>

            <Route path="/rides">
              <RidesPage />
            </Route>
            <Route path="/partnerships">
              <PartnershipsPage />
            </Route>
            <Route path="/blog">
              <BlogPage />
            </Route>

            <Route path="/reservas">{signedIn(<BookingsPage />)}</Route>
            <Route path="/bookings">{signedIn(<BookingsPage />)}</Route>
            <Route path="/dashboard">{signedIn(<BookingsPage />)}</Route>

            <Route path="/fidelidade">{signedIn(<LoyaltyPage />)}</Route>
            <Route path="/loyalty">{signedIn(<LoyaltyPage />)}</Route>

            <Route path="/chat">{signedIn(<ChatPage />)}</Route>
            <Route path="/chat/:chatId">{(params) => signedIn(<ChatPage chatId={params.chatId} />)}</Route>

            <Route path="/notificacoes">{signedIn(<NotificationsPage />)}</Route>
            <Route path="/notifications">{signedIn(<NotificationsPage />)}</Route>

            <Route path="/perfil">{signedIn(<ProfilePage />)}</Route>
            <Route path="/profile">{signedIn(<ProfilePage />)}</Route>
            <Route path="/profile/verification">{signedIn(<VerificationPage />)}</Route>

            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </AppLayout>
      </Route>
    </Switch>
  );
}
