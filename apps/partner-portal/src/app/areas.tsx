/**
 * @module The portal's three areas (DECISIONS.md 4): drivers (/drivers, spec 2.15), accommodation managers
 * (/hotels, spec 2.16) and event organisers (/organizadores). Each is its frame (header, bottom bar), its gate
 * (sign-in, role, verification) and its routes. Paths are absolute: the app is served at these paths while its
 * assets live under /portal/.
 */
import { useTranslation } from 'react-i18next';
import { Route, Switch, useLocation } from 'wouter';
import { useSession } from '@turismo/app-core/session';
import { useChatRooms } from '@turismo/app-core/chat';
import { providerUnread } from '../features/chat/lib/provider-unread.ts';
import { DriverChatPage } from '../features/chat/components/DriverChatPage.tsx';
import { ProviderChat } from '../features/chat/components/ProviderChat.tsx';
import { DriverDashboardPage } from '../features/rides/components/DriverDashboardPage.tsx';
import { DriverPartnershipsPage } from '../features/partnerships/components/DriverPartnershipsPage.tsx';
import { PartnershipOpportunities } from '../features/partnerships/components/PartnershipOpportunities.tsx';
import { ReviewPrompt } from '@turismo/app-core/reviews/ReviewPrompt';
import { OffersPage } from '../features/rides/components/OffersPage.tsx';
import { PublishRoutePage } from '../features/rides/components/PublishRoutePage.tsx';
import { RecurringRidesPage } from '../features/rides/components/RecurringRidesPage.tsx';
import { RideManagePage } from '../features/rides/components/RideManagePage.tsx';
import { LodgingDashboardPage } from '../features/stays/components/LodgingDashboardPage.tsx';
import {
  OrganiserCheckInPage,
  OrganiserDashboardPage,
  OrganiserEventsPage,
  OrganiserEventsPanel,
  OrganiserSalesPage,
} from '../features/events/components/OrganiserPages.tsx';
import { EarningsPage } from '../features/earnings/components/EarningsPage.tsx';
import { ProviderDisputesPage } from '../features/disputes/components/ProviderDisputesPage.tsx';
import { IntegrationsPage } from '../features/integrations/components/IntegrationsPage.tsx';
import { AreaGate } from './area-access.tsx';
import { AreaShell } from './layout/AreaShell.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

/** The permissions each area offers to its API keys (issue 29; the server checks the caller holds each). */
const DRIVER_SCOPES = ['ride.manage', 'ride.create', 'booking.accept', 'driver.stats', 'earnings.view'] as const;
const LODGING_SCOPES = ['accommodation.manage', 'accommodation.create', 'booking.manage', 'earnings.view'] as const;
const ORGANISER_SCOPES = ['event.manage', 'event.create', 'ticket.checkin', 'earnings.view'] as const;

/**
 * /drivers and /drivers/*: Dashboard, Publicar Rota, Minhas Ofertas, Parcerias, Chat, Ganhos, Disputas; a Portuguese 404
 * otherwise.
 */
export function DriverArea() {
  const { t } = useTranslation();
  // The Chat entry's badge: unread messages of the driver's passengers (DECISIONS.md 1: real data or nothing).
  const { user } = useSession();
  const chat = useChatRooms(Boolean(user));
  return (
    <AreaShell
      home="/drivers"
      areaName={t('Motoristas')}
      navLabel={t('Área do Motorista')}
      nav={[
        { href: '/drivers', label: t('Dashboard'), exact: true },
        { href: '/drivers/publish', label: t('Publicar Rota') },
        { href: '/drivers/offers', label: t('Minhas Ofertas') },
        { href: '/drivers/partnerships', label: t('Parcerias') },
        { href: '/drivers/chat', label: t('Chat') },
        { href: '/drivers/ganhos', label: t('Ganhos') },
        { href: '/drivers/disputas', label: t('Disputas') },
        { href: '/drivers/integracoes', label: t('Integrações') },
        { href: '/ajuda', label: t('Ajuda'), external: true },
      ]}
      bottom={[
        { href: '/drivers', label: t('Dashboard'), icon: 'home', exact: true },
        { href: '/drivers/publish', label: t('Publicar'), icon: 'map-pin' },
        { href: '/drivers/offers', label: t('Ofertas'), icon: 'car' },
        { href: '/drivers/chat', label: t('Chat'), icon: 'chat', badge: providerUnread(chat.data, 'driver') },
        // Issue 32: earnings and the payout account on phones too; the way back to the site is in the account menu.
        { href: '/drivers/ganhos', label: t('Ganhos'), icon: 'wallet' },
        // Issue 32: the provider's disputes (answer within 72 h) are reachable on phones like 'Ganhos'.
        { href: '/drivers/disputas', label: t('Disputas'), icon: 'alert' },
      ]}
    >
      <AreaGate
        role="driver"
        signedOut={{
          title: t('Autenticação Necessária'),
          description: t('Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança.'),
          action: t('Iniciar Sessão'),
        }}
      >
        <Switch>
          <Route path="/drivers">
            <DriverDashboardPage
              partnerships={<PartnershipOpportunities />}
              reviews={<ReviewPrompt side="host" bookingType="ride" hint={t('Como foi o passageiro?')} />}
            />
          </Route>
          <Route path="/drivers/publish">
            <PublishRoutePage />
          </Route>
          <Route path="/drivers/offers">
            <OffersPage />
          </Route>
          <Route path="/drivers/offers/:rideId">{(params) => <RideManagePage rideId={params.rideId} />}</Route>
          <Route path="/drivers/publish/recorrente">
            <RecurringRidesPage />
          </Route>
          <Route path="/drivers/partnerships">
            <DriverPartnershipsPage />
          </Route>
          <Route path="/drivers/chat">
            <DriverChatPage />
          </Route>
          <Route path="/drivers/chat/:roomId">{(params) => <DriverChatPage roomId={params.roomId} />}</Route>
          <Route path="/drivers/ganhos">
            <EarningsPage />
          </Route>
          <Route path="/drivers/disputas">
            <ProviderDisputesPage />
          </Route>
          <Route path="/drivers/integracoes">
            <IntegrationsPage scopes={DRIVER_SCOPES} />
          </Route>
          <Route>
            <NotFoundPage home="/drivers" />
          </Route>
        </Switch>
      </AreaGate>
    </AreaShell>
  );
}

/** /hotels/ganhos: Ganhos; /hotels, /hotels/* (and any other path of the portal): the lodging dashboard. */
export function LodgingArea() {
  const { t } = useTranslation();
  return (
    <AreaShell
      home="/hotels"
      areaName={t('Alojamentos')}
      navLabel={t('Área de Alojamentos')}
      nav={[
        { href: '/hotels', label: t('Dashboard'), exact: true },
        { href: '/hotels/ganhos', label: t('Ganhos') },
        { href: '/hotels/disputas', label: t('Disputas') },
        { href: '/hotels/integracoes', label: t('Integrações') },
        { href: '/ajuda', label: t('Ajuda'), external: true },
        { href: '/', label: t('Voltar ao Site'), external: true },
      ]}
      bottom={[
        { href: '/hotels', label: t('Alojamentos'), icon: 'bed', exact: true },
        { href: '/hotels/ganhos', label: t('Ganhos'), icon: 'wallet' },
        { href: '/hotels/disputas', label: t('Disputas'), icon: 'alert' },
        { href: '/', label: t('Voltar'), icon: 'chevron-left' },
      ]}
    >
      <AreaGate
        role="hotel_manager"
        signedOut={{
          title: t('Acesso Restrito'),
          description: t('Esta área é exclusiva para gestores de alojamento registados. Inicie sessão para continuar.'),
          action: t('Fazer Login'),
        }}
      >
        {/* Issue 5: the lodging area's Eventos tab uses the organisers' events components (hotel_manager may
            create and manage events). Vendas lives under /organizadores, gated by the organiser role: not linked. */}
        <Switch>
          <Route path="/hotels/ganhos">
            <EarningsPage />
          </Route>
          <Route path="/hotels/disputas">
            <ProviderDisputesPage />
          </Route>
          <Route path="/hotels/integracoes">
            <IntegrationsPage scopes={LODGING_SCOPES} />
          </Route>
          <Route>
            <LodgingDashboardPage
              eventsSlot={<OrganiserEventsPanel label={t('Eventos do alojamento')} />}
              chatSlot={(roomId) => <ProviderChat key={roomId} providerType="hotel" initialRoomId={roomId} />}
            />
          </Route>
        </Switch>
      </AreaGate>
    </AreaShell>
  );
}

/**
 * /organizadores and /organizadores/*: Dashboard, Os Meus Eventos, Vendas, Check-in, Ganhos; a Portuguese 404 otherwise.
 * With no network the profile cannot be read, and the check-in opens anyway (ADR 0035, addendum): it works from the
 * lists this device downloaded for the signed-in organiser, and the server checks every entry when they are sent.
 */
export function OrganiserArea() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const checkIn = location === '/organizadores/check-in' || location === '/organizadores/check-in/';
  const routes = (
    <Switch>
      <Route path="/organizadores">
        <OrganiserDashboardPage />
      </Route>
      <Route path="/organizadores/eventos">
        <OrganiserEventsPage />
      </Route>
      <Route path="/organizadores/vendas">
        <OrganiserSalesPage />
      </Route>
      <Route path="/organizadores/check-in">
        <OrganiserCheckInPage />
      </Route>
      <Route path="/organizadores/ganhos">
        <EarningsPage />
      </Route>
      <Route path="/organizadores/disputas">
        <ProviderDisputesPage />
      </Route>
      <Route path="/organizadores/integracoes">
        <IntegrationsPage scopes={ORGANISER_SCOPES} />
      </Route>
      <Route>
        <NotFoundPage home="/organizadores" />
      </Route>
    </Switch>
  );
  return (
    <AreaShell
      home="/organizadores"
      areaName={t('Organizadores')}
      navLabel={t('Área de Organizadores')}
      nav={[
        { href: '/organizadores', label: t('Dashboard'), exact: true },
        { href: '/organizadores/eventos', label: t('Os Meus Eventos') },
        { href: '/organizadores/vendas', label: t('Vendas') },
        { href: '/organizadores/check-in', label: t('Check-in') },
        { href: '/organizadores/ganhos', label: t('Ganhos') },
        { href: '/organizadores/disputas', label: t('Disputas') },
        { href: '/organizadores/integracoes', label: t('Integrações') },
        { href: '/ajuda', label: t('Ajuda'), external: true },
        { href: '/', label: t('Voltar ao Site'), external: true },
      ]}
      bottom={[
        { href: '/organizadores', label: t('Dashboard'), icon: 'home', exact: true },
        { href: '/organizadores/eventos', label: t('Eventos'), icon: 'calendar' },
        { href: '/organizadores/vendas', label: t('Vendas'), icon: 'ticket' },
        { href: '/organizadores/check-in', label: t('Check-in'), icon: 'check-circle' },
        { href: '/organizadores/ganhos', label: t('Ganhos'), icon: 'wallet' },
        { href: '/organizadores/disputas', label: t('Disputas'), icon: 'alert' },
      ]}
    >
      <AreaGate
        role="event"
        alsoRoles={['hotel_manager']}
        signedOut={{
          title: t('Acesso Restrito'),
          description: t('Esta área é exclusiva para organizadores de eventos registados. Inicie sessão para continuar.'),
          action: t('Fazer Login'),
        }}
        // The same element either way: when the network returns and the profile loads, the page keeps its state.
        unreachable={checkIn ? routes : undefined}
      >
        {routes}
      </AreaGate>
    </AreaShell>
  );
}
