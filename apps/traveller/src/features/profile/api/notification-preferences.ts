/**
 * @module The e-mails and SMS a user chooses to get (issue 14): GET and PUT /api/notifications/preferences. Topics
 * come from the server (migration 0085's notification_kinds), so a new topic shows without a change here.
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import { msg } from '@turismo/app-core/i18n';

const KEY = 'notifications/preferences';

export async function getNotificationPreferences() {
  return (await unwrap(api.GET('/api/notifications/preferences'))).data;
}

export type NotificationPreferences = Awaited<ReturnType<typeof getNotificationPreferences>>;

export function useNotificationPreferences() {
  return useSWR(KEY, getNotificationPreferences);
}

/** Turns topics of e-mails and the SMS on or off; answers the whole choice. */
export async function saveNotificationPreferences(change: { email?: Record<string, boolean>; sms?: boolean }) {
  return (await unwrap(api.PUT('/api/notifications/preferences', { body: change }))).data;
}

/** What each topic of e-mails is, in the user's words (Portuguese source texts marked with msg(), shown with t()). */
export const TOPIC_LABELS: Record<string, string> = {
  bookings: msg('Reservas confirmadas, canceladas ou expiradas'),
  payments: msg('Pagamentos recusados e reembolsos'),
  provider: msg('Novas reservas dos meus serviços (motorista, alojamento, eventos)'),
  account: msg('Decisão sobre a verificação do perfil'),
  reminders: msg('Lembrete na véspera da viagem, do check-in ou do evento'),
  admin: msg('Administração: verificações para rever e reembolsos falhados'),
};
