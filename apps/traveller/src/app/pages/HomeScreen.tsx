/**
 * @module The home page with its ride parts (spec 2.3, 2.6): the home feature's page, given the rides feature's
 * 'Buscar Viagens' and 'Criar Nova Viagem' modals and its offers and popular rides through slots (features meet
 * here, never import each other). Choosing a ride opens its booking at /rides/:id.
 */
import { lazy, Suspense, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { HomePage } from '../../features/home/components/HomePage.tsx';
import { RIDE_SEARCH_KEY } from '../../features/rides/api/rides.ts';
import { stayHref } from './stay-href.ts';

// The modals load when first opened (issue 13: not in the first script), or as soon as the user touches or focuses
// the page, so they are usually there by the time a search is sent.
const loadRideSearch = () => import('../../features/rides/components/RideSearchModal.tsx');
const loadRideCreate = () => import('../../features/rides/components/RideCreateModal.tsx');
const loadHotelSearch = () => import('../../features/stays/components/HotelSearchModal.tsx');
const RideSearchModal = lazy(async () => ({ default: (await loadRideSearch()).RideSearchModal }));
const RideCreateModal = lazy(async () => ({ default: (await loadRideCreate()).RideCreateModal }));
const HotelSearchModal = lazy(async () => ({ default: (await loadHotelSearch()).HotelSearchModal }));
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
  void Promise.all([loadRideSearch(), loadRideCreate(), loadHotelSearch()]).catch(() => {
    preloaded = false;
  });
}

/** The booking page of a ride, for `seats` seats. */
export function rideBookingHref(rideId: string, seats = 1): string {
  return seats > 1 ? `/rides/${rideId}?seats=${seats}` : `/rides/${rideId}`;
}

export function HomeScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { user, can } = useSession();
  const { mutate } = useSWRConfig();
  const [refreshToken, setRefreshToken] = useState(0);
  const driver = Boolean(user) && can('ride.create');

  return (
    <div style={{ display: 'contents' }} onPointerDownCapture={preloadModals} onFocusCapture={preloadModals}>
    <HomePage
      renderRideSearch={({ modals, openModal, closeModal }) => modals.rideSearch.params && (
        <Suspense fallback={null}>
        <RideSearchModal
          open={modals.rideSearch.open}
          onOpenChange={(open) => !open && closeModal('rideSearch')}
          initialParams={modals.rideSearch.params}
          refreshToken={refreshToken}
          onChooseRide={(ride, passengers) => {
            closeModal('rideSearch');
            navigate(rideBookingHref(ride.id, passengers));
          }}
          footerAction={driver ? (
            <Button
              variant="secondary"
              onClick={() => openModal('rideCreate', {
                from: modals.rideSearch.params?.from ?? '',
                to: modals.rideSearch.params?.to ?? '',
                date: modals.rideSearch.params?.date ?? '',
              })}
            >
              {t('Publicar Viagem')}
            </Button>
          ) : null}
        />
        </Suspense>
      )}
      renderRideCreate={({ modals, closeModal }) => modals.rideCreate.params && (
        <Suspense fallback={null}>
        <RideCreateModal
          open={modals.rideCreate.open}
          onOpenChange={(open) => !open && closeModal('rideCreate')}
          initialParams={modals.rideCreate.params}
          onCreated={() => {
            // Spec 4 'Ride create': the ride search results refresh.
            setRefreshToken((n) => n + 1);
            void mutate((key) => Array.isArray(key) && key[0] === RIDE_SEARCH_KEY);
          }}
        />
        </Suspense>
      )}
      renderHotelSearch={({ modals, closeModal }) => modals.hotelSearch.params && (
        <Suspense fallback={null}>
        <HotelSearchModal
          open={modals.hotelSearch.open}
          onOpenChange={(open) => !open && closeModal('hotelSearch')}
          initialParams={modals.hotelSearch.params}
          onMoreFilters={(q) => {
            closeModal('hotelSearch');
            void import('../../features/stays/lib/stay-search-url.ts').then(({ parseStaySearch, stringifyStaySearch }) =>
              navigate(`/alojamentos?${stringifyStaySearch({ ...parseStaySearch(''), ...q })}`)
            );
          }}
          onChoose={(a, q) => {
            closeModal('hotelSearch');
            navigate(stayHref(a.hotelId, {
              roomTypeId: a.roomTypeId,
              checkIn: q.checkIn,
              checkOut: q.checkOut,
              guests: q.guests,
            }));
          }}
        />
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
