/**
 * @module The home page's modal states (spec 2.3): rideSearch, rideCreate, hotelSearch and hotelBooking, each with
 * an open flag and its params.
 */
import { useCallback, useState } from 'react';

/** Ride search params (spec 3): from, to, date ('yyyy-MM-dd', Africa/Maputo), passengers (default 1, spec 9). */
export type RideSearchParams = { from: string; to: string; date: string; passengers: number };
/** Ride creation starts from the same route fields (spec 2.6 'Criar Nova Viagem'). */
export type RideCreateParams = { from: string; to: string; date: string };
/** Stay search params (spec 2.7): location, check-in, check-out, guests (default 2, spec 9). */
export type HotelSearchParams = { location: string; checkIn: string; checkOut: string; guests: number };
/** The stay chosen from the hotel search results, with the searched dates. */
export type HotelBookingParams = { accommodationId: string; checkIn: string; checkOut: string; guests: number };

export type ModalState<P> = { open: boolean; params: P | null };

export type HomeModalStates = {
  rideSearch: ModalState<RideSearchParams>;
  rideCreate: ModalState<RideCreateParams>;
  hotelSearch: ModalState<HotelSearchParams>;
  hotelBooking: ModalState<HotelBookingParams>;
};

export type HomeModalName = keyof HomeModalStates;
type ParamsOf<N extends HomeModalName> = NonNullable<HomeModalStates[N]['params']>;

const closedModals: HomeModalStates = {
  rideSearch: { open: false, params: null },
  rideCreate: { open: false, params: null },
  hotelSearch: { open: false, params: null },
  hotelBooking: { open: false, params: null },
};

/**
 * Holds the four home modals. Opening one stores its params; closing keeps them so a reopened modal starts where
 * the user left it.
 */
export function useHomeModals() {
  const [modals, setModals] = useState<HomeModalStates>(closedModals);

  const openModal = useCallback(<N extends HomeModalName>(name: N, params: ParamsOf<N>) => {
    setModals((current) => ({ ...current, [name]: { open: true, params } }));
  }, []);

  const closeModal = useCallback((name: HomeModalName) => {
    setModals((current) => ({ ...current, [name]: { ...current[name], open: false } }));
  }, []);

  return { modals, openModal, closeModal };
}

export type HomeModalsApi = ReturnType<typeof useHomeModals>;
