/**
 * @module The home page with its ride parts (spec 2.3, 2.6): the home feature's page, given the rides feature's
 * 'Buscar Viagens' and 'Criar Nova Viagem' modals and its offers and popular rides through slots (features meet
 * here, never import each other). Choosing a ride opens its booking at /rides/:id.
 */
import { lazy, Suspense, useState } from 'react';
import { useSession } from '@turismo/app-core/session';
import { HomePage } from '../../features/home/components/HomePage.tsx';
import { rideBookingHref } from './ride-href.ts';
import { stayHref } from './stay-href.ts';

// The modals (./home-slots.tsx) load when first opened (issue 13: not in the first script), or as soon as the user
// touches or focuses the page, so they are usually there by the time a search is sent.
const loadSlots = () => import('./home-slots.tsx');
const RideSearchSlot = lazy(async () => ({ default: (await loadSlots()).RideSearchSlot }));
const RideCreateSlot = lazy(async () => ({ default: (await loadSlots()).RideCreateSlot }));
const HotelSearchSlot = lazy(async () => ({ default: (await loadSlots()).HotelSearchSlot }));
// The sections under the search card, in their own chunks too: they render when scrolled to (HomeHighlights).
const RideHighlights = lazy(async () => ({
  default: (await import('../../features/rides/components/RideHighlights.tsx')).RideHighlights,
}));
const EventHighlights = lazy(async () => ({
  default: (await import('../../features/events/components/EventHighlights.tsx')).EventHighlights,
}));
const StayHighlights = lazy(async () => ({
  default: (await import('../../features/stays/components/StayHighlights.tsx')).StayHighlights,
}));
/** Holds the sections' reserved height while their chunk loads (no layout shift). */
const highlightsLoading = <div style={{ minHeight: '28rem' }} aria-busy="true" />;
let preloaded = false;
function preloadModals() {
  if (preloaded) return;
  preloaded = true;
  void loadSlots().catch(() => {
    preloaded = false;
  });
}

export function HomeScreen() {
  const { user, can } = useSession();
  const [refreshToken, setRefreshToken] = useState(0);
  const driver = Boolean(user) && can('ride.create');

  return (
    <div style={{ display: 'contents' }} onPointerDownCapture={preloadModals} onFocusCapture={preloadModals}>
    <HomePage
      renderRideSearch={(api) => api.modals.rideSearch.params && (
        <Suspense fallback={null}>
          <RideSearchSlot api={api} refreshToken={refreshToken} driver={driver} />
        </Suspense>
      )}
      renderRideCreate={(api) => api.modals.rideCreate.params && (
        <Suspense fallback={null}>
          <RideCreateSlot api={api} onCreated={() => setRefreshToken((n) => n + 1)} />
        </Suspense>
      )}
      renderHotelSearch={(api) => api.modals.hotelSearch.params && (
        <Suspense fallback={null}>
          <HotelSearchSlot api={api} />
        </Suspense>
      )}
      renderHighlights={(tab) => (
        <Suspense fallback={highlightsLoading}>
          {tab === 'rides'
            ? <RideHighlights rideHref={(ride) => rideBookingHref(ride.id)} />
            : tab === 'events'
            ? <EventHighlights />
            : <StayHighlights stayHref={(id) => stayHref(id)} />}
        </Suspense>
      )}
    />
    </div>
  );
}
