/** @module Schemas of the admin analytics (spec 2.17 'Análises'; issue 15): platform use over time from the database. */
import { z } from '@hono/zod-openapi';
import { BookingTypeSchema } from '../bookings/bookings.schemas.ts';
import { isIsoDate } from '../../lib/time.ts';

const MESSAGES = {
  date: 'Indique uma data válida (aaaa-mm-dd).',
  range: 'A data final não pode ser anterior à inicial, e o período tem no máximo 366 dias.',
};

const localDate = z.string().refine(isIsoDate, MESSAGES.date);
/** A booking's product (BOOKING_TYPES of the booking core). */
export const ProductTypeSchema = BookingTypeSchema;
export const GranularitySchema = z.enum(['day', 'week', 'month']).openapi('AnalyticsGranularity');

export const AnalyticsQuerySchema = z.object({
  from: localDate.optional().openapi({
    example: '2026-11-01',
    description: 'First local date (Africa/Maputo), ' +
      'inclusive. Default: 29 days before `to`.',
  }),
  to: localDate.optional().openapi({
    example: '2026-11-30',
    description: 'Last local date, inclusive. Default: today.',
  }),
  granularity: GranularitySchema.default('day').openapi({
    description: 'Periods of the series (weeks start on Monday).',
  }),
  type: ProductTypeSchema.optional().openapi({
    description: 'Only bookings of this product (series, totals, provinces).',
  }),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;
export const ANALYTICS_MESSAGES = MESSAGES;

const counts = {
  bookings: z.number().int().openapi({ description: 'Bookings created in the period.' }),
  confirmed: z.number().int().openapi({ description: 'Of those, confirmed at some point (paid, or free and booked).' }),
  cancelled: z.number().int().openapi({ description: 'Of those, cancelled by now.' }),
  revenueCents: z.number().int().openapi({
    description: 'Succeeded payments settled in the period, net of their ' +
      "refunds (the billing financial report's totalRevenue), centavos.",
  }),
  feesCents: z.number().int().openapi({ description: 'Platform fees of those payments, net of refunds, centavos.' }),
};

export const AnalyticsPointSchema = z.object({
  period: z.string().openapi({ example: '2026-11-23', description: 'First local date of the period.' }),
  ...counts,
}).openapi('AnalyticsPoint');

const rate = z.number().openapi({ example: 62.5, description: 'Per cent, one decimal; 0 when nothing to divide.' });

export const AnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  granularity: GranularitySchema,
  type: ProductTypeSchema.nullable(),
  series: z.array(AnalyticsPointSchema).openapi({ description: 'Every period of the range, zeros included.' }),
  totals: z.object({ ...counts, conversionRate: rate.openapi({ description: 'confirmed / bookings.' }) }),
  byProduct: z.array(z.object({ type: ProductTypeSchema, ...counts, conversionRate: rate })).openapi({
    description: 'The three products, whatever `type` says.',
  }),
  byProvince: z.array(z.object({
    province: z.string().nullable().openapi({
      example: 'Inhambane',
      description: "The ride's origin, the " +
        "establishment's or the event's place; null when the address names no known place.",
    }),
    ...counts,
  })).openapi({ description: 'Provinces with bookings or revenue in the range, most bookings first.' }),
  occupancy: z.object({
    rides: z.object({ offered: z.number().int(), sold: z.number().int(), rate }).openapi({
      description: 'Seats of the rides departing in the range (not cancelled), and those sold (confirmed bookings).',
    }),
    stays: z.object({ available: z.number().int(), booked: z.number().int(), rate }).openapi({
      description: 'Room nights of the range in active room types, and those booked (confirmed stays).',
    }),
    events: z.object({ capacity: z.number().int(), sold: z.number().int(), rate }).openapi({
      description: 'Tickets of the events starting in the range (not cancelled), and those sold on the platform.',
    }),
  }),
}).openapi('Analytics');
export type Analytics = z.infer<typeof AnalyticsSchema>;
