/**
 * @module The booking desk's registry of products (ADR 0021): each booking type of the core (BOOKING_TYPES of
 * bookings.schemas.ts) with its product (`BookingProduct` of bookings.product.ts, implemented in the product's
 * folder). The desk books, describes, settles, cancels and quotes through it and never names a product elsewhere; a
 * booking type without its entry here does not type-check.
 */
import type { BookingProduct } from '../bookings/bookings.product.ts';
import type { BookingType, LedgerBooking } from '../bookings/bookings.schemas.ts';
import { eventProduct } from '../events/events.product.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { rideProduct } from '../rides/rides.product.ts';
import { stayProduct } from '../stays/stays.product.ts';
import type { Booking, CreateBookingBody } from './booking-desk.schemas.ts';

/** The create-booking body of the booking type `T`. */
type BodyOf<T extends BookingType> = Extract<CreateBookingBody, { type: T }>;

/** The products' parts of the booking answer (`ride`, `event`, `stay`). */
export type Parts = Omit<Booking, keyof LedgerBooking>;

/** One product in the registry: its body, any of the parts, and the real payment provider. */
export type RegisteredProduct<T extends BookingType> = BookingProduct<BodyOf<T>, Partial<Parts>, PaymentProvider>;

/** Every product, by the booking type it books. */
export const PRODUCTS: { readonly [T in BookingType]: RegisteredProduct<T> } = {
  ride: rideProduct,
  stay: stayProduct,
  event: eventProduct,
};

/** Every product, in the order the desk describes and settles bookings (each touches only its own). */
export const ALL_PRODUCTS: readonly RegisteredProduct<BookingType>[] = Object.values(PRODUCTS);

/** The parts every booking answer carries, as they are on the bookings of other products (`blankPart`). */
const BLANK_PARTS: Partial<Parts> = Object.assign({}, ...ALL_PRODUCTS.map((p) => p.blankPart ?? {}));

/**
 * A booking with its product's part and the blank parts of the others (`ride: null` on a stay's): the API's `Booking`.
 * Each product's `create` answers its own part, and its `describe` adds it to a list.
 */
export function withBlankParts(b: LedgerBooking & Partial<Parts>): Booking {
  return { ...BLANK_PARTS, ...b } as Booking;
}

/** The product of a booking type, typed by it (`productOf(input.type).create(user, input, ...)`). */
export function productOf<T extends BookingType>(type: T): RegisteredProduct<T> {
  return PRODUCTS[type];
}
