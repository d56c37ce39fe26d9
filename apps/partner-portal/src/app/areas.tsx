/**
 * @module The portal's three areas (DECISIONS.md 4): drivers (/drivers, spec 2.15), accommodation managers
 * (/hotels, spec 2.16) and event organisers (/organizadores). Each is its frame (header, bottom bar), its gate
 * (sign-in, role, verification) and its routes. Paths are absolute: the app is served at these paths while its
 * assets live under /portal/.
 */
import { Route, Switch } from 'wouter';
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
import { AreaGate } from './area-access.tsx';
import { AreaShell } from './layout/AreaShell.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

/** /drivers and /drivers/*: Dashboard, Publicar Rota, Minhas Ofertas, Parcerias, Chat, Ganhos; a Portuguese 404 otherwise. */
export function DriverArea() {
  // The Chat entry's badge: unread messages of the driver's passengers (DECISIONS.md 1: real data or nothing).
  const { user } = useSession();
  const chat = useChatRooms(Boolean(user));
  return (
    <AreaShell
      home="/drivers"
      areaName="Motoristas"
      navLabel="Área do Motorista"
      nav={[
        { href: '/drivers', label: 'Dashboard', exact: true },
        { href: '/drivers/publish', label: 'Publicar Rota' },
        { href: '/drivers/offers', label: 'Minhas Ofertas' },
        { href: '/drivers/partnerships', label: 'Parcerias' },
        { href: '/drivers/chat', label: 'Chat' },
        { href: '/drivers/ganhos', label: 'Ganhos' },
      ]}
      bottom={[
        { href: '/drivers', label: 'Dashboard', icon: 'home', exact: true },
        { href: '/drivers/publish', label: 'Publicar', icon: 'map-pin' },
        { href: '/drivers/offers', label: 'Ofertas', icon: 'car' },
        { href: '/drivers/chat', label: 'Chat', icon: 'chat', badge: providerUnread(chat.data, 'driver') },
        { href: '/', label: 'Voltar', icon: 'chevron-left' },
      ]}
    >
      <AreaGate
        role="driver"
        signedOut={{
          title: 'Autenticação Necessária',
          description: 'Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança.',
          action: 'Iniciar Sessão',
        }}
      >
        <Switch>
          <Route path="/drivers">
            <DriverDashboardPage
              partnerships={<PartnershipOpportunities />}
              reviews={<ReviewPrompt side="host" bookingType="ride" hint="Como foi o passageiro?" />}
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
  return (
    <AreaShell
      home="/hotels"
      areaName="Alojamentos"
      navLabel="Área de Alojamentos"
      nav={[
        { href: '/hotels', label: 'Dashboard', exact: true },
        { href: '/hotels/ganhos', label: 'Ganhos' },
        { href: '/', label: 'Voltar ao Site', external: true },
      ]}
      bottom={[
        { href: '/hotels', label: 'Alojamentos', icon: 'bed' },
        { href: '/', label: 'Voltar', icon: 'chevron-left' },
      ]}
    >
      <AreaGate
        role="hotel_manager"
        signedOut={{
          title: 'Acesso Restrito',
          description: 'Esta área é exclusiva para gestores de alojamento registados. Inicie sessão para continuar.',
          action: 'Fazer Login',
        }}
      >
        {/* Issue 5: the lodging area's Eventos tab uses the organisers' events components (hotel_manager may
            create and manage events). Vendas lives under /organizadores, gated by the organiser role: not linked. */}
        <Switch>
          <Route path="/hotels/ganhos">
            <EarningsPage />
          </Route>
          <Route>
            <LodgingDashboardPage
              eventsSlot={<OrganiserEventsPanel label="Eventos do alojamento" />}
              chatSlot={(roomId) => <ProviderChat key={roomId} providerType="hotel" initialRoomId={roomId} />}
            />
          </Route>
        </Switch>
      </AreaGate>
    </AreaShell>
  );
}

/** /organizadores and /organizadores/*: Dashboard, Os Meus Eventos, Vendas, Check-in, Ganhos; a Portuguese 404 otherwise. */
export function OrganiserArea() {
  return (
    <AreaShell
      home="/organizadores"
      areaName="Organizadores"
      navLabel="Área de Organizadores"
      nav={[
        { href: '/organizadores', label: 'Dashboard', exact: true },
        { href: '/organizadores/eventos', label: 'Os Meus Eventos' },
        { href: '/organizadores/vendas', label: 'Vendas' },
        { href: '/organizadores/check-in', label: 'Check-in' },
        { href: '/organizadores/ganhos', label: 'Ganhos' },
        { href: '/', label: 'Voltar ao Site', external: true },
      ]}
      bottom={[
        { href: '/organizadores', label: 'Dashboard', icon: 'home', exact: true },
        { href: '/organizadores/eventos', label: 'Eventos', icon: 'calendar' },
        { href: '/organizadores/vendas', label: 'Vendas', icon: 'ticket' },
        { href: '/organizadores/check-in', label: 'Check-in', icon: 'check-circle' },
        { href: '/', label: 'Voltar', icon: 'chevron-left' },
      ]}
    >
      <AreaGate
        role="event"
        alsoRoles={['hotel_manager']}
        signedOut={{
          title: 'Acesso Restrito',
          description: 'Esta área é exclusiva para organizadores de eventos registados. Inicie sessão para continuar.',
          action: 'Fazer Login',
        }}
      >
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
          <Route>
            <NotFoundPage home="/organizadores" />
          </Route>
        </Switch>
      </AreaGate>
    </AreaShell>
  );
}
