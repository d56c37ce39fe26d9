/** @module Schemas of the chat domain (spec 2.12, 2.15, 3 'Chat conversation', 'Message', 4 'Chat status', 5, 7). */
import { z } from '@hono/zod-openapi';

export const CHAT_MESSAGES = {
  empty: 'A mensagem não pode estar vazia.',
  tooLong: 'A mensagem não pode exceder 2000 caracteres.',
  location: 'Indique a latitude e a longitude da localização partilhada.',
  cursor: 'Mensagem de referência inválida.',
} as const;

export const MESSAGE_MAX = 2000;

export const ChatStatusSchema = z.enum(['active', 'completed', 'expired']).openapi('ChatStatus', {
  description: 'active (Ativo): the booking is pending or confirmed and not over, messages can be sent; completed ' +
    '(Concluído): the trip or stay is over; expired (Expirado): the booking was cancelled or its hold expired (spec 4). ' +
    'A partnership conversation is active while its post is active (and its manager not suspended), completed ' +
    'otherwise (ADR 0033).',
});
export type ChatStatus = z.infer<typeof ChatStatusSchema>;

export const ChatMessageSchema = z.object({
  id: z.string().uuid(),
  roomId: z.string().uuid(),
  senderId: z.string(),
  senderName: z.string().openapi({ example: 'Carlos Nhantumbo' }),
  senderRole: z.enum(['client', 'provider']).openapi({ description: 'Which side of the booking sent it.' }),
  message: z.string().openapi({ example: 'Bom dia! Estarei na paragem da Praça dos Trabalhadores às 06:15.' }),
  type: z.enum(['text', 'location']).openapi({ description: "location: shown as 'Localização partilhada'." }),
  lat: z.number().nullable().openapi({ example: -25.9692 }),
  lng: z.number().nullable().openapi({ example: 32.5732 }),
  createdAt: z.string().openapi({ example: '2026-12-18T04:10:00.000Z' }),
}).openapi('ChatMessage');
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatRoomSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(['booking', 'partnership']).openapi({
    description: "booking: the chat of a ride or stay booking (ADR 0007). partnership ('Parceria', spec 2.15): " +
      'the conversation a driver opened by registering interest in a partnership post, with the manager of its ' +
      'establishment (ADR 0033); the driver is the client side, the manager the provider side.',
  }),
  bookingId: z.string().uuid().nullable().openapi({ description: 'null for a partnership conversation.' }),
  bookingType: z.enum(['ride', 'stay', 'partnership']).openapi({
    description: "What the conversation is about: a ride or stay booking, or a partnership post ('Parceria').",
  }),
  bookingStatus: z.enum(['pending', 'confirmed', 'completed', 'cancelled']).nullable()
    .openapi({ description: 'null for a partnership conversation.' }),
  partnershipPostId: z.string().uuid().nullable()
    .openapi({ description: 'The partnership post of a partnership conversation; null for a booking.' }),
  bookingDetails: z.string().openapi({
    example: 'Maputo → Inhambane · 18/12/2026 06:30',
    description: 'Ride: from → to · local date and time. Stay: room type · check-in a check-out (dd/MM/yyyy). ' +
      "Partnership: the post's title.",
  }),
  status: ChatStatusSchema,
  role: z.enum(['client', 'provider']).openapi({ description: "The caller's side of the booking." }),
  providerId: z.string(),
  providerName: z.string().openapi({ example: 'Carlos Nhantumbo', description: 'The driver, or the establishment.' }),
  providerType: z.enum(['driver', 'hotel']),
  providerAvatar: z.string().nullable(),
  providerPhone: z.string().nullable().openapi({
    example: '+258841234567',
    description: "The driver's phone for the 'Ligar' button: given to the client of an active ride chat once the " +
      'booking is paid (confirmed), when known; never for an unpaid hold (ADR 0017).',
  }),
  clientId: z.string(),
  clientName: z.string().openapi({ example: 'Ana Macuácua' }),
  lastMessage: z.string().nullable(),
  lastMessageType: z.enum(['text', 'location']).nullable(),
  lastMessageTime: z.string().nullable(),
  unreadCount: z.number().int().openapi({ description: 'Messages of the other participant the caller has not read.' }),
  createdAt: z.string(),
}).openapi('ChatRoom');
export type ChatRoom = z.infer<typeof ChatRoomSchema>;

export const RoomIdParamSchema = z.object({
  roomId: z.string().openapi({
    param: { name: 'roomId', in: 'path' },
    example: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  }),
});

export const MessagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50)
    .openapi({ example: 50, description: 'Page size, 1 to 100 (default 50).' }),
  before: z.string().uuid(CHAT_MESSAGES.cursor).optional()
    .openapi({ description: 'A message id of this room: the page of messages older than it.' }),
  after: z.string().uuid(CHAT_MESSAGES.cursor).optional()
    .openapi({ description: 'A message id of this room: the messages newer than it (polling).' }),
});
export type MessagesQuery = z.infer<typeof MessagesQuerySchema>;

export const ChatThreadSchema = z.object({
  room: ChatRoomSchema,
  messages: z.array(ChatMessageSchema).openapi({ description: 'Oldest first.' }),
  hasOlder: z.boolean().openapi({ description: 'Whether older messages exist before this page (use `before`).' }),
}).openapi('ChatThread');
export type ChatThread = z.infer<typeof ChatThreadSchema>;

const messageText = z.string({ message: CHAT_MESSAGES.empty }).trim().min(1, CHAT_MESSAGES.empty)
  .max(MESSAGE_MAX, CHAT_MESSAGES.tooLong);

export const SendMessageBodySchema = z.object({
  message: messageText.openapi({ example: 'Olá! Posso levar uma mala grande?' }),
  type: z.enum(['text', 'location']).default('text'),
  lat: z.number().min(-90, CHAT_MESSAGES.location).max(90, CHAT_MESSAGES.location).optional()
    .openapi({ example: -25.9692 }),
  lng: z.number().min(-180, CHAT_MESSAGES.location).max(180, CHAT_MESSAGES.location).optional()
    .openapi({ example: 32.5732 }),
}).refine((b) => b.type !== 'location' || (b.lat !== undefined && b.lng !== undefined), {
  message: CHAT_MESSAGES.location,
  path: ['lat'],
}).openapi('SendMessageBody', {
  description: "A message: 1 to 2000 characters after trimming (spec 5). type 'location' also needs lat and lng.",
});
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;
