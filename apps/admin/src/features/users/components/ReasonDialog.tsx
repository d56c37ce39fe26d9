/**
 * @module The reason dialog of the admin user actions that need one: 'Rejeitar' a verification and 'Suspender' an
 * account (the reason is stored in the audit trail; a rejection reason is shown to the user, a suspension reason in
 * the list). 3 to 500 characters, as the API checks. Built on the app core's ReasonDialog.
 */
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
    title: 'Rejeitar verificação',
    description: (name: string) => `O motivo é mostrado a ${name}, que pode submeter novos documentos.`,
    confirm: 'Rejeitar',
  },
  suspend: {
    title: 'Suspender utilizador',
    description: (name: string) =>
      `${name} deixa de poder fazer reservas, pagamentos e oferecer serviços até ser reativado.`,
    confirm: 'Suspender',
  },
} as const;

export function ReasonDialog({ kind, userName, busy, onCancel, onConfirm }: ReasonDialogProps) {
  if (!kind) return null;
  const copy = COPY[kind];
  return (
    <CoreReasonDialog
      key={kind}
      title={copy.title}
      description={copy.description(userName)}
      confirmLabel={copy.confirm}
      invalidMessage={REASON_MESSAGES[kind]}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
