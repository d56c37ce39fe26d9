/** @module Portuguese labels of admin user management (spec 2.17, 3 'Admin user', 4 'Admin user status', 6). */
import type { BadgeTone } from '@turismo/ui-kit/Badge';
import type { AdminUser, AdminUserDetails, AdminUserStatus } from '../api/users.ts';

export const STATUS_LABELS: Record<AdminUserStatus, string> = {
  active: 'Ativo',
  pending_verification: 'Verificação pendente',
  suspended: 'Suspenso',
  banned: 'Banido',
};

export const STATUS_TONES: Record<AdminUserStatus, BadgeTone> = {
  active: 'success',
  pending_verification: 'warning',
  suspended: 'danger',
  banned: 'danger',
};

export const VERIFICATION_LABELS: Record<AdminUser['verificationStatus'], string> = {
  none: 'Não submetida',
  pending: 'Em análise',
  approved: 'Aprovada',
  rejected: 'Rejeitada',
};

export const DOCUMENT_LABELS: Record<'bi' | 'passport' | 'driving_licence', string> = {
  bi: 'Bilhete de Identidade (BI)',
  passport: 'Passaporte',
  driving_licence: 'Carta de Condução',
};

export const ACTION_LABELS: Record<AdminUserDetails['history'][number]['action'], string> = {
  verification_approved: 'Verificação aprovada',
  verification_rejected: 'Verificação rejeitada',
  suspended: 'Conta suspensa',
  reactivated: 'Conta reativada',
  future_bookings_cancelled: 'Reservas futuras canceladas e reembolsadas',
  review_hidden: 'Avaliação ocultada',
};

/** '3 reservas canceladas, 2 reembolsadas (1 650,00 MT)': the outcome of cancelling a provider's future bookings. */
export function cancelledSummary(r: { cancelledBookings: number; refunds: number }, amount: string): string {
  if (r.cancelledBookings === 0) return 'Não havia reservas futuras por cancelar.';
  const cancelled = r.cancelledBookings === 1 ? '1 reserva cancelada' : `${r.cancelledBookings} reservas canceladas`;
  const refunded = r.refunds === 1 ? '1 reembolsada' : `${r.refunds} reembolsadas`;
  return `${cancelled}, ${refunded} (${amount}).`;
}

/** Type filter options: all by default (spec 2.17); the list calls the accommodation manager 'hotel' (spec 6). */
export const TYPE_OPTIONS = [
  { value: '', label: 'Todos os tipos' },
  { value: 'client', label: 'Cliente' },
  { value: 'driver', label: 'Motorista' },
  { value: 'hotel_manager', label: 'Gestor de Alojamento' },
  { value: 'event', label: 'Organizador de Eventos' },
  { value: 'admin', label: 'Administrador' },
] as const;

export const STATUS_OPTIONS = [
  { value: '', label: 'Todos os estados' },
  { value: 'active', label: STATUS_LABELS.active },
  { value: 'pending_verification', label: STATUS_LABELS.pending_verification },
  { value: 'suspended', label: STATUS_LABELS.suspended },
  { value: 'banned', label: STATUS_LABELS.banned },
] as const;

/** Same rule as the API: 3 to 500 characters once trimmed. */
export const REASON_MESSAGES = {
  reject: 'Indique o motivo da rejeição (3 a 500 caracteres).',
  suspend: 'Indique o motivo da suspensão (3 a 500 caracteres).',
} as const;
