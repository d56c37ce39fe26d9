/**
 * @module Portuguese labels of admin user management (spec 2.17, 3 'Admin user', 4 'Admin user status', 6): catalog
 * keys, shown with t().
 */
import type { TFunction } from 'i18next';
import { msg } from '@turismo/app-core/i18n';
import { ROLE_LABELS, ROLES } from '@turismo/app-core/roles';
import type { BadgeTone } from '@turismo/ui-kit/Badge';
import type { AdminUser, AdminUserDetails, AdminUserStatus } from '../api/users.ts';

export const STATUS_LABELS: Record<AdminUserStatus, string> = {
  active: msg('Ativo'),
  pending_verification: msg('Verificação pendente'),
  suspended: msg('Suspenso'),
  banned: msg('Banido'),
};

export const STATUS_TONES: Record<AdminUserStatus, BadgeTone> = {
  active: 'success',
  pending_verification: 'warning',
  suspended: 'danger',
  banned: 'danger',
};

export const VERIFICATION_LABELS: Record<AdminUser['verificationStatus'], string> = {
  none: msg('Não submetida'),
  pending: msg('Em análise'),
  approved: msg('Aprovada'),
  rejected: msg('Rejeitada'),
};

export const DOCUMENT_LABELS: Record<'bi' | 'passport' | 'driving_licence', string> = {
  bi: msg('Bilhete de Identidade (BI)'),
  passport: msg('Passaporte'),
  driving_licence: msg('Carta de Condução'),
};

export const ACTION_LABELS: Record<AdminUserDetails['history'][number]['action'], string> = {
  verification_approved: msg('Verificação aprovada'),
  verification_rejected: msg('Verificação rejeitada'),
  suspended: msg('Conta suspensa'),
  reactivated: msg('Conta reativada'),
  future_bookings_cancelled: msg('Reservas futuras canceladas e reembolsadas'),
  review_hidden: msg('Avaliação ocultada'),
};

/** '3 reservas canceladas, 2 reembolsadas (1 650,00 MT)': the outcome of cancelling a provider's future bookings. */
export function cancelledSummary(
  r: { cancelledBookings: number; refunds: number },
  amount: string,
  t: TFunction,
): string {
  if (r.cancelledBookings === 0) return t('Não havia reservas futuras por cancelar.');
  const cancelled = t('{{count}} reserva cancelada', { count: r.cancelledBookings });
  const refunded = t('{{count}} reembolsada', { count: r.refunds });
  return t('{{cancelled}}, {{refunded}} ({{amount}}).', { cancelled, refunded, amount });
}

/** Type filter options: all by default (spec 2.17); the list calls the accommodation manager 'hotel' (spec 6). */
export const TYPE_OPTIONS = [
  { value: '', label: msg('Todos os tipos') },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

export const STATUS_OPTIONS = [
  { value: '', label: msg('Todos os estados') },
  { value: 'active', label: STATUS_LABELS.active },
  { value: 'pending_verification', label: STATUS_LABELS.pending_verification },
  { value: 'suspended', label: STATUS_LABELS.suspended },
  { value: 'banned', label: STATUS_LABELS.banned },
] as const;

/** Same rule as the API: 3 to 500 characters once trimmed. */
export const REASON_MESSAGES = {
  reject: msg('Indique o motivo da rejeição (3 a 500 caracteres).'),
  suspend: msg('Indique o motivo da suspensão (3 a 500 caracteres).'),
} as const;
