/**
 * @module The words of a booking in every app (spec 2.10, 2.16, 3, 4): its status and its product's name, as catalog
 * keys shown with `t(label)`. The types come from the generated client (`openapi/schema.d.ts`), and each table is
 * checked with `satisfies Record<..., string>`, so a status or a product the API adds fails the type check here until
 * it has its words (issue 31): no app declares the booking types or statuses by hand.
 */
import type { Schema } from '@turismo/api-client/client';
import type { BadgeTone } from '@turismo/ui-kit/Badge';
import { msg } from './i18n.ts';

/** A booking's status, as the API answers it. */
export type BookingStatus = Schema<'BookingStatus'>;

/** A booking's product ('ride', 'stay', 'event', ...), as the API answers it. */
export type BookingType = Schema<'Booking'>['type'];

/** The badge of each status (spec 2.10 / 4). */
export const BOOKING_STATUS_LABELS = {
  pending: msg('Pendente'),
  confirmed: msg('Confirmada'),
  completed: msg('Concluída'),
  cancelled: msg('Cancelada'),
} as const satisfies Record<BookingStatus, string>;

/** The badge tone of each status: waiting is a warning, paid a success, over is information, cancelled a danger. */
export const BOOKING_STATUS_TONES = {
  pending: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'danger',
} as const satisfies Record<BookingStatus, BadgeTone>;

/** The name of one booking's product ('Viagem: Maputo → Vilankulo'). */
export const BOOKING_TYPE_LABELS = {
  ride: msg('Viagem'),
  stay: msg('Estadia'),
  event: msg('Evento'),
} as const satisfies Record<BookingType, string>;

/** The name of a product's bookings taken together (the admin's figures by product). */
export const BOOKING_TYPE_PLURAL_LABELS = {
  ride: msg('Viagens'),
  stay: msg('Estadias'),
  event: msg('Eventos'),
} as const satisfies Record<BookingType, string>;
