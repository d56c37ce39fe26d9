/**
 * @module Words of the traveller's chat screens (spec 2.12): Portuguese source texts marked with msg() (issue 14), shown
 * with t(). The status badge and the closed notice are the app core's (`@turismo/app-core/chat-room`).
 */
import { msg } from '@turismo/app-core/i18n';
import type { ChatStatus } from '@turismo/app-core/chat-room';
import { BOOKING_TYPE_LABELS as PRODUCT_LABELS } from '@turismo/app-core/booking-labels';

/** The booking banner of a conversation (spec 2.12 'Em Andamento / Concluído'). */
export const CHAT_BANNER_LABELS: Record<ChatStatus, string> = {
  active: msg('Em Andamento'),
  completed: msg('Concluído'),
  expired: msg('Expirado'),
};

/** A conversation's kind: a ride's or a stay's booking (the app core's product words) or a partnership. */
export const BOOKING_TYPE_LABELS = {
  ride: PRODUCT_LABELS.ride,
  stay: PRODUCT_LABELS.stay,
  partnership: msg('Parceria'),
} as const;
