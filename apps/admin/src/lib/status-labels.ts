/**
 * @module Portuguese labels of the admin supervision lists and dashboard (spec 3, 4): catalog keys, shown with t().
 * A booking's status and product are the app core's (`@turismo/app-core/booking-labels`).
 */
import { msg } from '@turismo/app-core/i18n';
import type { BadgeTone } from '@turismo/ui-kit/Badge';

export type RideStatus = 'active' | 'completed' | 'cancelled';
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export const RIDE_STATUS_LABELS: Record<RideStatus, string> = {
  active: msg('Ativa'),
  completed: msg('Concluída'),
  cancelled: msg('Cancelada'),
};
export const RIDE_STATUS_TONES: Record<RideStatus, BadgeTone> = {
  active: 'success',
  completed: 'info',
  cancelled: 'danger',
};
export const PAYMENT_METHOD_LABELS: Record<'card' | 'mpesa' | 'bank', string> = {
  card: msg('Cartão'),
  mpesa: msg('M-Pesa'),
  bank: msg('Transferência bancária'),
};
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: msg('Pagamento pendente'),
  succeeded: msg('Pago'),
  failed: msg('Pagamento falhado'),
  cancelled: msg('Pagamento anulado'),
};
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: msg('Reembolso em processamento'),
  succeeded: msg('Reembolsado'),
  failed: msg('Reembolso falhado'),
};
export const PRIORITY_LABELS: Record<'high' | 'medium' | 'low', string> = {
  high: msg('Alta'),
  medium: msg('Média'),
  low: msg('Baixa'),
};
export const PRIORITY_TONES: Record<'high' | 'medium' | 'low', BadgeTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'info',
};
