/**
 * @module The home page with its ride parts (spec 2.3, 2.6): the home feature's page, given the rides feature's
 * 'Buscar Viagens' and 'Criar Nova Viagem' modals and its offers and popular rides through slots (features meet
 * here, never import each other). Choosing a ride opens its booking at /rides/:id.
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { HomePage } from '../../features/home/components/HomePage.tsx';
import { RIDE_SEARCH_KEY } from '../../features/rides/api/rides.ts';
import { RideCreateModal } from '../../features/rides/components/RideCreateModal.tsx';
import { RideHighlights } from '../../features/rides/components/RideHighlights.tsx';
import { EventHighlights } from '../../features/events/components/EventHighlights.tsx';
import { StayHighlights } from '../../features/stays/components/StayHighlights.tsx';
import { RideSearchModal } from '../../features/rides/components/RideSearchModal.tsx';
import { HotelSearchModal } from '../../features/stays/components/HotelSearchModal.tsx';
import { parseStaySearch, stringifyStaySearch } from '../../features/stays/lib/stay-search-url.ts';
import { stayHref } from './StayScreen.tsx';

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
    <HomePage
      renderRideSearch={({ modals, openModal, closeModal }) => (
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
      )}
      renderRideCreate={({ modals, closeModal }) => (
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
      )}
      renderHotelSearch={({ modals, closeModal }) => (
        <HotelSearchModal
          open={modals.hotelSearch.open}
          onOpenChange={(open) => !open && closeModal('hotelSearch')}
          initialParams={modals.hotelSearch.params}
          onMoreFilters={(q) => {
            closeModal('hotelSearch');
            navigate(`/alojamentos?${stringifyStaySearch({ ...parseStaySearch(''), ...q })}`);
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
      )}
      renderHighlights={(tab) =>
        tab === 'rides'
          ? <RideHighlights rideHref={(ride) => rideBookingHref(ride.id)} />
          : tab === 'events'
          ? <EventHighlights />
          : <StayHighlights stayHref={(id) => stayHref(id)} />}
    />
  );
}
