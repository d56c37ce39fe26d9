/** @module Schemas of the offline check-in (issue 14, ADR 0035): the device's check-in list and the sync of its queue. */
import { z } from '@hono/zod-openapi';

export const CHECKIN_MESSAGES = {
  code: 'Indique o código do bilhete (até 40 caracteres).',
  checkedInAt: 'Indique a data e hora da entrada (ISO 8601).',
  deviceId: 'Identificador do dispositivo inválido (8 a 64 letras, algarismos ou hífenes).',
  items: 'Envie entre 1 e 2000 entradas de cada vez.',
} as const;

export const CheckInListTicketSchema = z.object({
  codeHash: z.string().openapi({
    example: '9f2c5a0e…',
    description: "Lower-case hex SHA-256 of '<event id>:<code>' (code upper case, 'MZT-XXXX-XXXX-XXXX'): the device " +
      'checks a typed or scanned code against it and never keeps the codes themselves.',
  }),
  holderName: z.string().openapi({ example: 'Ana Macuácua' }),
  ticketType: z.string().openapi({
    example: 'VIP',
    description: "The ticket type ('Normal' for events without types).",
  }),
  checkedInAt: z.string().nullable().openapi({ description: 'When it entered (ISO 8601), or null.' }),
  cancelled: z.boolean().openapi({ description: 'A cancelled ticket admits nobody.' }),
}).openapi('CheckInListTicket');

export const CheckInListSchema = z.object({
  eventId: z.string().uuid(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  checkInOpensAt: z.string().openapi({
    description: "When the check-in opens (ISO 8601): the event's set hours before the start (default 6; ADR 0043).",
  }),
  checkInClosesAt: z.string().openapi({ description: 'When the check-in closes: the end of the event.' }),
  generatedAt: z.string().openapi({ description: 'When the server made the list (ISO 8601).' }),
  tickets: z.array(CheckInListTicketSchema),
}).openapi('CheckInList');
export type CheckInList = z.infer<typeof CheckInListSchema>;

export const CheckInSyncItemSchema = z.object({
  code: z.string({ message: CHECKIN_MESSAGES.code }).trim().min(1, CHECKIN_MESSAGES.code)
    .max(40, CHECKIN_MESSAGES.code).openapi({ example: 'MZT-AB12-CD34-EF56' }),
  checkedInAt: z.string({ message: CHECKIN_MESSAGES.checkedInAt }).datetime({
    offset: true,
    message: CHECKIN_MESSAGES.checkedInAt,
  }).openapi({ example: '2026-12-20T17:05:00.000Z', description: "The device's time of the entry." }),
  deviceId: z.string({ message: CHECKIN_MESSAGES.deviceId }).regex(/^[A-Za-z0-9-]{8,64}$/, CHECKIN_MESSAGES.deviceId)
    .openapi({ example: '5d0c1a9e-3f1b-4c2a-8d7e-1b2c3d4e5f60', description: 'A random id the device keeps.' }),
}).openapi('CheckInSyncItem');
export type CheckInSyncItem = z.infer<typeof CheckInSyncItemSchema>;

export const CheckInSyncBodySchema = z.object({
  items: z.array(CheckInSyncItemSchema, { message: CHECKIN_MESSAGES.items }).min(1, CHECKIN_MESSAGES.items)
    .max(2000, CHECKIN_MESSAGES.items),
}).openapi('CheckInSyncBody');

export const CheckInSyncResultSchema = z.object({
  code: z.string().openapi({ description: 'The normalised code.' }),
  status: z.enum(['accepted', 'duplicate', 'conflict', 'unknown', 'cancelled', 'outside_window']).openapi({
    description: 'accepted: checked in now; duplicate: this same device had already admitted it (a resent queue, ' +
      'fine); conflict: it had entered before, online or from another device; unknown: no ticket of this event ' +
      'has that code; cancelled: the ticket was cancelled; outside_window: admitted on the device before the ' +
      'check-in opened or after the event ended (ADR 0043), not recorded.',
  }),
  holderName: z.string().nullable(),
  checkedInAt: z.string().nullable().openapi({
    description: 'accepted and duplicate: the recorded check-in; conflict: the first check-in, the one that counts.',
  }),
  by: z.enum(['device', 'other_device', 'online']).nullable().openapi({
    description: 'Who made the recorded check-in: this device, another device (a sync), or the online check-in.',
  }),
}).openapi('CheckInSyncResult');
export type CheckInSyncResult = z.infer<typeof CheckInSyncResultSchema>;

export const UndoCheckInResultSchema = z.object({
  ticketId: z.string().uuid(),
  code: z.string().openapi({ example: 'MZT-AB12-CD34-EF56' }),
  eventId: z.string().uuid(),
  undoneCheckedInAt: z.string().openapi({ description: 'The check-in that was undone (ISO 8601).' }),
}).openapi('UndoCheckInResult');
