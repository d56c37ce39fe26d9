/**
 * @module The reason dialog of the admin user actions that need one: 'Rejeitar' a verification and 'Suspender' an
 * account (the reason is stored in the audit trail; a rejection reason is shown to the user, a suspension reason in
 * the list). 3 to 500 characters, as the API checks. Built on the app core's ReasonDialog.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { ReasonDialog as CoreReasonDialog } from '@turismo/app-core/ReasonDialog';
import { REASON_MESSAGES } from '../lib/user-labels.ts';

export type ReasonDialogProps = {
  /** Which action asks for the reason; null closes the dialog. */
  kind: 'reject' | 'suspend' | null;
  userName: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

const COPY = {
  reject: {
    title: msg('Rejeitar verificação'),
    description: (name: string, t: TFunction) =>
      t('O motivo é mostrado a {{name}}, que pode submeter novos documentos.', { name }),
    confirm: msg('Rejeitar'),
  },
  suspend: {
    title: msg('Suspender utilizador'),
    description: (name: string, t: TFunction) =>
      t('{{name}} deixa de poder fazer reservas, pagamentos e oferecer serviços até ser reativado.', { name }),
    confirm: msg('Suspender'),
  },
} as const;

export function ReasonDialog({ kind, userName, busy, onCancel, onConfirm }: ReasonDialogProps) {
  const { t } = useTranslation();
  if (!kind) return null;
  const copy = COPY[kind];
  return (
    <CoreReasonDialog
      key={kind}
      title={t(copy.title)}
      description={copy.description(userName, t)}
      confirmLabel={t(copy.confirm)}
      invalidMessage={t(REASON_MESSAGES[kind])}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
