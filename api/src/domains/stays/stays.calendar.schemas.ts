/**
 * @module Schemas of the room calendar (issue 15 'Accommodation managers', ADR 0031): rooms free per night, blocked
 * nights, nightly rates, and the price of a stay as the booking charges it.
 */
import { z } from '@hono/zod-openapi';
import { isIsoDate } from '../../lib/time.ts';
import { MAX_PRICE_CENTS } from '../common/schemas.ts';
import { IdParamSchema } from '../../lib/ids.ts';

export const CALENDAR_MESSAGES = {
  date: 'Data inválida. Use o formato aaaa-mm-dd.',
  order: 'A data final não pode ser anterior à data inicial.',
  past: 'Não pode alterar noites passadas.',
  range: 'Escolha no máximo 366 noites de uma vez.',
  nothing: 'Indique um preço, um bloqueio ou um desbloqueio.',
  rate: 'O preço por noite deve estar entre 1 MT e 1 000 000 MT.',
  weekdays: 'Dias da semana inválidos (0 = domingo a 6 = sábado).',
  window: 'Escolha no máximo 92 noites por consulta.',
} as const;

/** Nights one calendar change may cover, and one calendar read may show. */
export const MAX_CHANGE_NIGHTS = 366;
export const MAX_VIEW_NIGHTS = 92;

const localDate = (example: string, description: string) =>
  z.string({ message: CALENDAR_MESSAGES.date }).refine(isIsoDate, CALENDAR_MESSAGES.date)
    .openapi({ example, description });

export const CalendarParamSchema = IdParamSchema.extend({
  roomTypeId: z.string().openapi({ param: { name: 'roomTypeId', in: 'path' } }),
});

export const CalendarQuerySchema = z.object({
  from: localDate('2026-12-01', 'First night shown (Africa/Maputo, yyyy-MM-dd).'),
  to: localDate('2026-12-31', 'Last night shown, inclusive (at most 92 nights after `from`).'),
});

export const CalendarDaySchema = z.object({
  date: z.string().openapi({ example: '2026-12-24', description: 'The night of this date (Africa/Maputo).' }),
  totalRooms: z.number().int().openapi({ example: 4 }),
  bookedRooms: z.number().int().openapi({ example: 1, description: 'Rooms sold or held on this night.' }),
  freeRooms: z.number().int().openapi({ example: 3, description: 'Rooms still for sale (0 when blocked).' }),
  blocked: z.boolean().openapi({ description: 'Closed (maintenance): never sold; stays already booked are kept.' }),
  rateCents: z.number().int().nullable().openapi({
    example: 450000,
    description: "This night's own rate in centavos, or null (the room type's price applies).",
  }),
  priceCents: z.number().int().openapi({ example: 450000, description: 'What this night costs, in centavos.' }),
}).openapi('CalendarDay');

export const RoomCalendarSchema = z.object({
  roomTypeId: z.string().uuid(),
  pricePerNightCents: z.number().int().openapi({ description: "The room type's price (nights without a rate)." }),
  totalRooms: z.number().int(),
  minNights: z.number().int(),
  days: z.array(CalendarDaySchema),
}).openapi('RoomCalendar');
export type RoomCalendar = z.infer<typeof RoomCalendarSchema>;

export const CalendarChangeBodySchema = z.object({
  from: localDate('2026-12-01', 'First night changed (Africa/Maputo), not before today.'),
  to: localDate('2026-12-31', 'Last night changed, inclusive (at most 366 nights).'),
  weekdays: z.array(z.number({ message: CALENDAR_MESSAGES.weekdays }).int(CALENDAR_MESSAGES.weekdays).min(0).max(6))
    .min(1, CALENDAR_MESSAGES.weekdays).max(7).optional().openapi({
      example: [5, 6],
      description: 'Only these days of the week (0 Sunday to 6 Saturday), e.g. [5, 6] for Friday and Saturday ' +
        'nights (weekend rates); all days when absent.',
    }),
  blocked: z.boolean().optional().openapi({ description: 'true blocks the nights (maintenance), false reopens them.' }),
  rateCents: z.number({ message: CALENDAR_MESSAGES.rate }).int(CALENDAR_MESSAGES.rate).min(100, CALENDAR_MESSAGES.rate)
    .max(MAX_PRICE_CENTS, CALENDAR_MESSAGES.rate).nullable().optional().openapi({
      example: 450000,
      description: "The nights' rate in centavos (high season, weekends); null removes it (the room type's price " +
        'applies again).',
    }),
}).openapi('CalendarChangeBody');
export type CalendarChangeBody = z.infer<typeof CalendarChangeBodySchema>;

export const QuoteParamSchema = z.object({
  roomTypeId: z.string().openapi({ param: { name: 'roomTypeId', in: 'path' } }),
});

export const QuoteQuerySchema = z.object({
  checkIn: localDate('2026-12-18', 'Check-in date (Africa/Maputo).'),
  checkOut: localDate('2026-12-21', 'Check-out date (Africa/Maputo).'),
  rewardRedemptionId: z.string().max(64).optional().openapi({
    description: "A loyalty reward of the signed-in caller to apply (as the booking's rewardRedemptionId would).",
  }),
});

export const StayQuoteSchema = z.object({
  roomTypeId: z.string().uuid(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int().openapi({ example: 3 }),
  totalCents: z.number().int().openapi({
    example: 1150000,
    description: 'Sum of the nights, centavos, before any reward and the platform fee.',
  }),
  rewardDiscountCents: z.number().int().openapi({
    example: 115000,
    description: 'The loyalty reward off the nights (0 without one), centavos; paid by the platform (ADR 0043).',
  }),
  rewardTitle: z.string().nullable().openapi({ example: 'Desconto de 10% em alojamento' }),
  subtotalCents: z.number().int().openapi({ description: 'totalCents - rewardDiscountCents: the booking subtotal.' }),
  platformFeeBps: z.number().int().openapi({ example: 1000 }),
  platformFeeCents: z.number().int().openapi({ description: 'The platform fee on the subtotal (DECISIONS.md 2).' }),
  payableCents: z.number().int().openapi({
    example: 1138500,
    description: "subtotalCents + platformFeeCents: exactly what 'Reservar' then charges.",
  }),
  nightly: z.array(z.object({ date: z.string(), priceCents: z.number().int() })).openapi({
    description: 'Each night and its price in centavos.',
  }),
  freeRooms: z.number().int().openapi({ description: 'Rooms free on every night (0 when one is blocked or full).' }),
  minNights: z.number().int(),
  available: z.boolean().openapi({ description: 'A room is free on every night and the stay is long enough.' }),
  reason: z.string().nullable().openapi({
    example: 'Este quarto exige uma estadia mínima de 2 noites.',
    description: 'Why it is not available (Portuguese), or null.',
  }),
}).openapi('StayQuote');
export type StayQuote = z.infer<typeof StayQuoteSchema>;
