/** @module Portuguese labels of the admin supervision lists and dashboard (spec 3, 4). */
import type { BadgeTone } from '@turismo/ui-kit/Badge';

export type BookingStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';
export type BookingType = 'ride' | 'stay' | 'event';
export type RideStatus = 'active' | 'completed' | 'cancelled';
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pendente',
  confirmed: 'Confirmada',
  completed: 'Concluída',
  cancelled: 'Cancelada',
};
export const BOOKING_STATUS_TONES: Record<BookingStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'danger',
};
export const BOOKING_TYPE_LABELS: Record<BookingType, string> = { ride: 'Viagem', stay: 'Estadia', event: 'Evento' };
export const RIDE_STATUS_LABELS: Record<RideStatus, string> = {
  active: 'Ativa',
  completed: 'Concluída',
  cancelled: 'Cancelada',
};
export const RIDE_STATUS_TONES: Record<RideStatus, BadgeTone> = {
  active: 'success',
  completed: 'info',
  cancelled: 'danger',
};
export const PAYMENT_METHOD_LABELS: Record<'card' | 'mpesa' | 'bank', string> = {
  card: 'Cartão',
  mpesa: 'M-Pesa',
  bank: 'Transferência bancária',
};
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pagamento pendente',
  succeeded: 'Pago',
  failed: 'Pagamento falhado',
  cancelled: 'Pagamento anulado',
};
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Reembolso em processamento',
  succeeded: 'Reembolsado',
  failed: 'Reembolso falhado',
};
export const PRIORITY_LABELS: Record<'high' | 'medium' | 'low', string> = {
  high: 'Alta',
  medium: 'Média',
  low: 'Baixa',
};
export const PRIORITY_TONES: Record<'high' | 'medium' | 'low', BadgeTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'info',
};
