/**
 * @module The home page's modals from the rides and stays features (spec 2.3, 2.6, 2.7), composed for HomeScreen's
 * slots: 'Buscar Viagens' (with 'Publicar Viagem' for drivers), 'Criar Nova Viagem' and 'Buscar Acomodações'. In a
 * chunk of their own, loaded when a modal first opens or the user first touches the page (issue 13, ADR 0036).
 */
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@turismo/ui-kit/Button';
import type { HomeSlotApi } from '../../features/home/components/HomePage.tsx';
import { RIDE_SEARCH_KEY } from '../../features/rides/api/ride-search-key.ts';
import { RideCreateModal } from '../../features/rides/components/RideCreateModal.tsx';
import { RideSearchModal } from '../../features/rides/components/RideSearchModal.tsx';
import { HotelSearchModal } from '../../features/stays/components/HotelSearchModal.tsx';
import { rideBookingHref } from './ride-href.ts';
import { stayHref } from './stay-href.ts';

/** 'Buscar Viagens': choosing a ride opens its booking; a driver may publish one from the same route. */
export function RideSearchSlot(
  { api: { modals, openModal, closeModal }, refreshToken, driver }: {
    api: HomeSlotApi;
    /** Changes when a ride was published: the results refresh. */
    refreshToken: number;
    /** Whether the user may publish rides ('ride.create'). */
    driver: boolean;
  },
) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const params = modals.rideSearch.params;
  if (!params) return null;
  return (
    <RideSearchModal
      open={modals.rideSearch.open}
      onOpenChange={(open) => !open && closeModal('rideSearch')}
      initialParams={params}
      refreshToken={refreshToken}
      onChooseRide={(ride, passengers) => {
        closeModal('rideSearch');
        navigate(rideBookingHref(ride.id, passengers));
      }}
      footerAction={driver ? (
        <Button
          variant="secondary"
          onClick={() => openModal('rideCreate', { from: params.from, to: params.to, date: params.date })}
        >
          {t('Publicar Viagem')}
        </Button>
      ) : null}
    />
  );
}

/** 'Criar Nova Viagem': a published ride refreshes every ride search (spec 4 'Ride create'). */
export function RideCreateSlot({ api: { modals, closeModal }, onCreated }: { api: HomeSlotApi; onCreated: () => void }) {
  const params = modals.rideCreate.params;
  if (!params) return null;
  return (
    <RideCreateModal
      open={modals.rideCreate.open}
      onOpenChange={(open) => !open && closeModal('rideCreate')}
      initialParams={params}
      onCreated={() => {
        onCreated();
        // swr's global mutate: the app's one cache.
        void import('swr').then(({ mutate }) => mutate((key) => Array.isArray(key) && key[0] === RIDE_SEARCH_KEY));
      }}
    />
  );
}

/** 'Buscar Acomodações': choosing a stay opens its page with the search's dates; 'Mais filtros' the stays search. */
export function HotelSearchSlot({ api: { modals, closeModal } }: { api: HomeSlotApi }) {
  const [, navigate] = useLocation();
  const params = modals.hotelSearch.params;
  if (!params) return null;
  return (
    <HotelSearchModal
      open={modals.hotelSearch.open}
      onOpenChange={(open) => !open && closeModal('hotelSearch')}
      initialParams={params}
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
  );
}
