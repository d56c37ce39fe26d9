/** @module Schemas of room calendar sync (issue 29, ADR 0053). */
import { z } from '@hono/zod-openapi';
import { CalendarParamSchema } from './stays.calendar.schemas.ts';

/** How many other channels' feeds a room type may import. */
export const MAX_IMPORTS = 10;

export const FEED_MESSAGES = {
  label: 'Dê um nome ao calendário (1 a 60 caracteres), por exemplo Airbnb.',
  url: 'Endereço inválido: use um URL https:// completo.',
  tooMany: 'Atingiu o máximo de 10 calendários importados para este tipo de quarto.',
  importNotFound: 'Calendário importado não encontrado.',
  calendarNotFound: 'Calendário não encontrado.',
  notCalendar: 'O endereço não devolveu um calendário iCal (.ics).',
  tooLarge: 'O calendário é demasiado grande (mais de 2 MB).',
  unreachable: (status: number) => `O endereço respondeu com o erro ${status}.`,
} as const;

export const CalendarImportSchema = z.object({
  id: z.string().uuid(),
  label: z.string().openapi({ example: 'Airbnb' }),
  url: z.string().openapi({ example: 'https://www.airbnb.com/calendar/ical/12345.ics?s=abc' }),
  createdAt: z.string().datetime(),
  lastSyncedAt: z.string().datetime().nullable().openapi({ description: 'Last read (every 15 minutes).' }),
  lastError: z.string().nullable().openapi({ description: "The last read's failure; null after a success." }),
  nights: z.number().int().openapi({ description: 'Nights from today on that this feed blocks here.' }),
}).openapi('CalendarImport');
export type CalendarImport = z.infer<typeof CalendarImportSchema>;

export const CalendarSyncSchema = z.object({
  exportUrl: z.string().openapi({
    example: 'https://mozturismo.co.mz/api/room-calendars/3f2a...',
    description: "The secret iCal address to give the other channels (their 'import calendar').",
  }),
  imports: z.array(CalendarImportSchema).max(10),
  conflicts: z.array(z.object({
    night: z.string().openapi({ example: '2026-12-24', description: 'yyyy-MM-dd, Africa/Maputo.' }),
    label: z.string().openapi({ example: 'Airbnb', description: 'The feed that holds it.' }),
    bookedRooms: z.number().int().openapi({ description: 'Rooms booked here that night.' }),
  })).max(100).openapi({ description: 'Nights sold elsewhere and here too (from today, at most 100).' }),
}).openapi('CalendarSync');
export type CalendarSync = z.infer<typeof CalendarSyncSchema>;

export const CalendarImportBodySchema = z.object({
  label: z.string({ message: FEED_MESSAGES.label }).trim().min(1, FEED_MESSAGES.label).max(60, FEED_MESSAGES.label)
    .openapi({ example: 'Airbnb' }),
  url: z.string({ message: FEED_MESSAGES.url }).trim().min(8, FEED_MESSAGES.url).max(1000, FEED_MESSAGES.url)
    .openapi({ example: 'https://www.airbnb.com/calendar/ical/12345.ics?s=abc' }),
});

export const CalendarImportParamSchema = CalendarParamSchema.extend({
  importId: z.string().openapi({ param: { name: 'importId', in: 'path' } }),
});

export const CalendarTokenParamSchema = z.object({
  token: z.string().openapi({ param: { name: 'token', in: 'path' }, example: '3f2a9c...' }),
});
