/**
 * @module Schemas of the waitlists (issue 30, ADR 0054): joining the line of a full ride, a sold-out event or ticket
 * type, or a full room type on given nights; the caller's places in lines; a listing's line length for its provider.
 */
import { z } from '@hono/zod-openapi';
import { RIDE_LIMITS } from '@turismo/rules/rides.ts';
import { isIsoDate } from '../../lib/time.ts';
import { pageQuery } from '../../lib/paging.ts';

export const WAITLIST_MESSAGES = {
  kind: "Indique o que quer esperar: 'ride', 'event' ou 'stay'.",
  id: 'Identificador inválido.',
  quantity: 'A quantidade deve ser um número inteiro entre 1 e 10.',
  seats: 'O número de lugares deve ser entre 1 e 8.',
  date: 'Data inválida. Use o formato AAAA-MM-DD.',
  guests: 'O número de hóspedes deve ser entre 1 e 10.',
  oneListing: 'Indique um só anúncio: rideId, eventId, ticketTypeId ou roomTypeId.',
} as const;

const uuid = (example: string) =>
  z.string({ message: WAITLIST_MESSAGES.id }).uuid(WAITLIST_MESSAGES.id).openapi({ example });
const date = (example: string) =>
  z.string({ message: WAITLIST_MESSAGES.date }).refine(isIsoDate, WAITLIST_MESSAGES.date)
    .openapi({ example, description: 'Local date (Africa/Maputo), yyyy-MM-dd.' });

const RideWaitBodySchema = z.object({
  kind: z.literal('ride'),
  rideId: uuid('0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10'),
  seats: z.number({ message: WAITLIST_MESSAGES.seats }).int(WAITLIST_MESSAGES.seats)
    .min(RIDE_LIMITS.passengers.min, WAITLIST_MESSAGES.seats).max(RIDE_LIMITS.passengers.max, WAITLIST_MESSAGES.seats)
    .default(1).openapi({ example: 2, description: 'Seats wanted, 1 to 8.' }),
}).openapi('RideWaitBody');

const EventWaitBodySchema = z.object({
  kind: z.literal('event'),
  eventId: uuid('3f1c2b7a-6d4e-4a8b-9c0d-1e2f3a4b5c6d'),
  ticketTypeId: uuid('5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e').optional().openapi({
    description: 'The sold-out ticket type (required when the event sells ticket types).',
  }),
  quantity: z.number({ message: WAITLIST_MESSAGES.quantity }).int(WAITLIST_MESSAGES.quantity)
    .min(1, WAITLIST_MESSAGES.quantity).max(10, WAITLIST_MESSAGES.quantity).default(1)
    .openapi({ example: 2, description: 'Tickets wanted, 1 to 10.' }),
}).openapi('EventWaitBody');

const StayWaitBodySchema = z.object({
  kind: z.literal('stay'),
  roomTypeId: uuid('5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e'),
  checkIn: date('2026-12-18'),
  checkOut: date('2026-12-21'),
  guests: z.number({ message: WAITLIST_MESSAGES.guests }).int(WAITLIST_MESSAGES.guests)
    .min(1, WAITLIST_MESSAGES.guests).max(10, WAITLIST_MESSAGES.guests).default(2)
    .openapi({ example: 2, description: 'Guests, 1 to 10 (one room).' }),
}).openapi('StayWaitBody');

export const JoinWaitlistBodySchema = z.discriminatedUnion('kind', [
  RideWaitBodySchema,
  EventWaitBodySchema,
  StayWaitBodySchema,
], { message: WAITLIST_MESSAGES.kind }).openapi('JoinWaitlistBody', {
  description: "What to wait for, by `kind`: a full ride's seats, a sold-out event's (or ticket type's) tickets, or " +
    'one room of a full room type on the nights from `checkIn` to the morning of `checkOut`.',
});
export type JoinWaitlistBody = z.infer<typeof JoinWaitlistBodySchema>;

export const WAITLIST_STATUSES = [
  'waiting',
  'held',
  'offered',
  'booked',
  'left',
  'lapsed',
  'declined',
  'closed',
] as const;

export const WaitlistEntrySchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(['ride', 'event', 'stay']),
  status: z.enum(WAITLIST_STATUSES).openapi({
    description: 'waiting: in line; held: a place freed for you, the offer is being made; offered: a pending ' +
      'booking holds it for you until `offerExpiresAt` (pay it in /reservas); booked: paid; left: you left the ' +
      'line; lapsed: the offer ran out (or could not be made); declined: you cancelled the offer; closed: the ' +
      'listing ended.',
  }),
  position: z.number().int().nullable().openapi({
    example: 3,
    description: 'Your place in the line (1: next), while waiting; null otherwise.',
  }),
  quantity: z.number().int().openapi({ example: 2, description: 'Seats, tickets or rooms (1) wanted.' }),
  title: z.string().openapi({ example: 'Maputo → Inhambane, 23/12/2026 07:00', description: 'The listing in words.' }),
  rideId: z.string().uuid().nullable(),
  eventId: z.string().uuid().nullable(),
  ticketTypeId: z.string().uuid().nullable(),
  roomTypeId: z.string().uuid().nullable(),
  checkIn: z.string().nullable().openapi({ example: '2026-12-18' }),
  checkOut: z.string().nullable().openapi({ example: '2026-12-21' }),
  bookingId: z.string().uuid().nullable().openapi({ description: "The offer's pending booking (pay it like any)." }),
  offerExpiresAt: z.string().datetime().nullable().openapi({ description: 'Until when the offer is held (ISO).' }),
  link: z.string().openapi({ example: '/rides/0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10', description: 'App path.' }),
  createdAt: z.string().datetime(),
}).openapi('WaitlistEntry');
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

/** The most entries one page of GET /api/waitlists/mine lists. */
export const MAX_WAITLIST_PAGE = 50;

export const MyWaitlistsQuerySchema = pageQuery(MAX_WAITLIST_PAGE).extend({
  rideId: uuid('0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10').optional().openapi({ description: 'Only this ride.' }),
  eventId: uuid('3f1c2b7a-6d4e-4a8b-9c0d-1e2f3a4b5c6d').optional().openapi({ description: 'Only this event.' }),
  roomTypeId: uuid('5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e').optional().openapi({ description: 'Only this room type.' }),
  active: z.enum(['true', 'false']).optional().openapi({
    description: "'true': only the places still in line or offered (waiting, held, offered).",
  }),
});
export type MyWaitlistsQuery = z.infer<typeof MyWaitlistsQuerySchema>;

export const WaitlistLengthQuerySchema = z.object({
  rideId: uuid('0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10').optional(),
  eventId: uuid('3f1c2b7a-6d4e-4a8b-9c0d-1e2f3a4b5c6d').optional(),
  ticketTypeId: uuid('5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e').optional(),
  roomTypeId: uuid('5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e').optional(),
});
export type WaitlistLengthQuery = z.infer<typeof WaitlistLengthQuerySchema>;

export const WaitlistLengthSchema = z.object({
  waiting: z.number().int().openapi({ example: 12, description: 'People in line.' }),
  units: z.number().int().openapi({ example: 17, description: 'Seats, tickets or rooms they wait for, in all.' }),
  offered: z.number().int().openapi({
    example: 1,
    description: 'Offers held for the first in line right now (being made, or awaiting payment).',
  }),
}).openapi('WaitlistLength');
