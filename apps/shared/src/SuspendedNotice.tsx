/**
 * @module The notice a suspended (or banned) account sees in the partner areas instead of finding out on submit (issue
 * 32): the API refuses offering services to such an account (403 ACCOUNT_SUSPENDED, api/src/middlewares/auth/account.ts),
 * so the forms that publish (a ride, a recurring ride) are not shown, and every area page says why.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '@turismo/ui-kit/Alert';
import { useSession } from './session.tsx';

/** Whether the signed-in account is suspended or banned (the profile's accountStatus, read from the database). */
export function useSuspended(): boolean {
  const status = useSession().profile?.accountStatus;
  return status === 'suspended' || status === 'banned';
}

/** The notice with the admin's reason, or nothing for an active account. */
export function SuspendedNotice() {
  const { t } = useTranslation();
  const { profile } = useSession();
  if (!useSuspended()) return null;
  return (
    <Alert tone="danger" title={t('Conta suspensa')} data-suspended-notice>
      {t('A sua conta foi suspensa por um administrador: não pode fazer reservas, pagamentos nem oferecer serviços.')}
      {profile?.suspensionReason ? ` ${t('Motivo: {{reason}}', { reason: profile.suspensionReason })}` : null}
    </Alert>
  );
}
