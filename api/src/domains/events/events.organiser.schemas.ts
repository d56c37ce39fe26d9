/**
 * @module Schemas of the organiser tools (issue 15; ADR 0030): ticket types, promo codes, the external sales figure
 * (issue 11), messages to attendees.
 */
import { z } from '@hono/zod-openapi';
import { isIsoDate } from '../../lib/time.ts';
import { MAX_PRICE_MT } from '../common/schemas.ts';
import { onlyPlatformLinks, PLATFORM_LINKS_MESSAGE } from '../../lib/web-url.ts';

export const ORGANISER_MESSAGES = {
  typeName: 'Indique o nome do tipo de bilhete (1 a 60 caracteres).',
  typePrice: 'Preço do tipo de bilhete inválido.',
  typeQuantity: 'A quantidade do tipo de bilhete deve ser um número inteiro maior que zero.',
  typeWindow: 'O fim das vendas deve ser igual ou posterior ao início.',
  typeNamesUnique: 'Os tipos de bilhete devem ter nomes diferentes.',
  date: 'Data inválida. Use o formato AAAA-MM-DD.',
  promoCode: 'O código deve ter 6 a 30 letras, algarismos, hífenes ou sublinhados.',
  promoFree: 'Um desconto de 100% torna os bilhetes gratuitos: confirme essa escolha.',
  promoValue: 'Indique o valor do desconto.',
  promoPercentage: 'A percentagem deve estar entre 1 e 100.',
  promoValidity: 'A data final do código deve ser igual ou posterior à inicial.',
  promoMaxUses: 'O limite de utilizações deve ser um número inteiro maior que zero.',
  external: 'Indique um número inteiro de bilhetes entre 0 e 1 000 000.',
  subject: 'Indique o assunto (1 a 120 caracteres).',
  message: 'Escreva a mensagem (1 a 500 caracteres).',
} as const;

const isoDate = z.string().refine(isIsoDate, ORGANISER_MESSAGES.date);
const mt = (message: string) =>
  z.number({ message }).min(0, message).max(MAX_PRICE_MT, message)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, message);

export const TicketTypeSchema = z.object({
  id: z.string().uuid(),
  name: z.string().openapi({ example: 'VIP' }),
  description: z.string(),
  priceCents: z.number().int().openapi({ example: 350000, description: 'Per ticket, centavos (0: free).' }),
  quantity: z.number().int().openapi({ description: 'Tickets of this type on sale on the platform.' }),
  sold: z.number().int().openapi({ description: 'Platform tickets of this type sold or held by pending bookings.' }),
  left: z.number().int(),
  salesStart: z.string().nullable().openapi({ example: '2026-12-01', description: 'Local date, inclusive.' }),
  salesEnd: z.string().nullable().openapi({ example: '2026-12-20', description: 'Local date, inclusive.' }),
  isActive: z.boolean(),
  saleState: z.enum(['on_sale', 'not_started', 'ended', 'sold_out', 'inactive']).openapi({
    description: 'on_sale: can be bought today (Africa/Maputo); not_started/ended: outside its sale window.',
  }),
}).openapi('TicketType');
export type TicketType = z.infer<typeof TicketTypeSchema>;

export const TicketTypeInputSchema = z.object({
  id: z.string().uuid().optional().openapi({ description: 'An existing type of this event to update.' }),
  name: z.string({ message: ORGANISER_MESSAGES.typeName }).trim().min(1, ORGANISER_MESSAGES.typeName)
    .max(60, ORGANISER_MESSAGES.typeName).openapi({ example: 'Estudante' }),
  description: z.string().trim().max(300).default(''),
  price: mt(ORGANISER_MESSAGES.typePrice).openapi({ example: 750, description: 'Price per ticket in METICAIS.' }),
  quantity: z.number({ message: ORGANISER_MESSAGES.typeQuantity }).int(ORGANISER_MESSAGES.typeQuantity)
    .min(1, ORGANISER_MESSAGES.typeQuantity).max(1_000_000, ORGANISER_MESSAGES.typeQuantity),
  salesStart: isoDate.nullable().optional(),
  salesEnd: isoDate.nullable().optional(),
  isActive: z.boolean().default(true),
}).refine((t) => !t.salesStart || !t.salesEnd || t.salesEnd >= t.salesStart, {
  message: ORGANISER_MESSAGES.typeWindow,
  path: ['salesEnd'],
}).openapi('TicketTypeInput');
export type TicketTypeInput = z.infer<typeof TicketTypeInputSchema>;

/** The most ticket types listed for one event (GET /api/events/{id}/ticket-types, ADR 0047). */
export const MAX_TICKET_TYPES_LISTED = 100;

export const PutTicketTypesBodySchema = z.object({
  ticketTypes: z.array(TicketTypeInputSchema).max(10).openapi({
    description: 'Replaces the list: entries with an id update that type, others are added; a missing type is ' +
      'deleted, or deactivated when it has sales. An empty list returns the event to its single price.',
  }),
}).refine(
  (b) => new Set(b.ticketTypes.map((t) => t.name.toLowerCase())).size === b.ticketTypes.length,
  { message: ORGANISER_MESSAGES.typeNamesUnique, path: ['ticketTypes'] },
).openapi('PutTicketTypesBody');

export const PromoCodeSchema = z.object({
  id: z.string().uuid(),
  code: z.string().openapi({ example: 'ESTUDANTE10' }),
  kind: z.enum(['percentage', 'amount']),
  value: z.number().int().openapi({ description: 'Percentage (1-100) or amount off the booking in centavos.' }),
  maxUses: z.number().int().nullable().openapi({ description: 'null: unlimited.' }),
  uses: z.number().int().openapi({ description: 'Bookings (pending or confirmed) that used it.' }),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
}).openapi('PromoCode');
export type PromoCode = z.infer<typeof PromoCodeSchema>;

export const CreatePromoCodeBodySchema = z.object({
  code: z.string({ message: ORGANISER_MESSAGES.promoCode }).trim().toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9_-]{5,29}$/, ORGANISER_MESSAGES.promoCode).openapi({
      example: 'ESTUDANTE10',
      description: '6 to 30 characters (issue 27: shorter codes are guessed).',
    }),
  kind: z.enum(['percentage', 'amount']).openapi({ description: 'percentage of the booking, or a fixed amount.' }),
  value: z.number({ message: ORGANISER_MESSAGES.promoValue }).positive(ORGANISER_MESSAGES.promoValue)
    .max(MAX_PRICE_MT, ORGANISER_MESSAGES.promoValue).openapi({
      example: 10,
      description: 'percentage: 1 to 100 (whole number); amount: METICAIS off each booking (answers use centavos).',
    }),
  maxUses: z.number({ message: ORGANISER_MESSAGES.promoMaxUses }).int(ORGANISER_MESSAGES.promoMaxUses)
    .min(1, ORGANISER_MESSAGES.promoMaxUses).max(1_000_000, ORGANISER_MESSAGES.promoMaxUses).nullable().optional(),
  validFrom: isoDate.nullable().optional(),
  validUntil: isoDate.nullable().optional(),
  allowFree: z.boolean().optional().openapi({
    description: 'Must be true for a 100 % code (free tickets): such a code exists only by an explicit choice.',
  }),
}).refine((p) => p.kind !== 'percentage' || (Number.isInteger(p.value) && p.value <= 100), {
  message: ORGANISER_MESSAGES.promoPercentage,
  path: ['value'],
}).refine((p) => p.kind !== 'amount' || Math.abs(p.value * 100 - Math.round(p.value * 100)) < 1e-6, {
  message: ORGANISER_MESSAGES.promoValue,
  path: ['value'],
}).refine((p) => !p.validFrom || !p.validUntil || p.validUntil >= p.validFrom, {
  message: ORGANISER_MESSAGES.promoValidity,
  path: ['validUntil'],
}).refine((p) => !(p.kind === 'percentage' && p.value >= 100) || p.allowFree === true, {
  message: ORGANISER_MESSAGES.promoFree,
  path: ['allowFree'],
}).openapi('CreatePromoCodeBody');
export type CreatePromoCodeBody = z.infer<typeof CreatePromoCodeBodySchema>;

export const UpdatePromoCodeBodySchema = z.object({
  isActive: z.boolean().openapi({ description: 'false: the code is no longer accepted (uses kept).' }),
}).openapi('UpdatePromoCodeBody');

export const ExternalSalesBodySchema = z.object({
  externalTicketsSold: z.number({ message: ORGANISER_MESSAGES.external }).int(ORGANISER_MESSAGES.external)
    .min(0, ORGANISER_MESSAGES.external).max(1_000_000, ORGANISER_MESSAGES.external).openapi({
      example: 120,
      description: "Tickets sold through other channels: the organiser's own figure, shown only to them; it never " +
        'reduces the tickets on sale on the platform (issue 11).',
    }),
}).openapi('ExternalSalesBody');

export const MessageAttendeesBodySchema = z.object({
  subject: z.string({ message: ORGANISER_MESSAGES.subject }).trim().min(1, ORGANISER_MESSAGES.subject)
    .max(120, ORGANISER_MESSAGES.subject).refine((v) => onlyPlatformLinks(v), PLATFORM_LINKS_MESSAGE)
    .openapi({ example: 'Abertura das portas às 15:00' }),
  message: z.string({ message: ORGANISER_MESSAGES.message }).trim().min(1, ORGANISER_MESSAGES.message)
    .max(500, ORGANISER_MESSAGES.message).refine((v) => onlyPlatformLinks(v), PLATFORM_LINKS_MESSAGE)
    .openapi({ description: 'Links only to the platform (PUBLIC_URL); 400 otherwise (issue 27).' }),
}).openapi('MessageAttendeesBody', {
  description: 'Rate limited: 3 messages per event and 10 per organiser an hour (429 RATE_LIMITED).',
});

export const MessageResultSchema = z.object({
  id: z.string().uuid(),
  recipients: z.number().int().openapi({ description: 'Distinct holders of valid (not cancelled) tickets.' }),
  createdAt: z.string(),
}).openapi('AttendeesMessage');
