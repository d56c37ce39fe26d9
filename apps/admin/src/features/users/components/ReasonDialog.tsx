/**
 * @module The reason dialog of the admin actions that need one: 'Rejeitar' a verification and 'Suspender' an
 * account (the reason is stored in the audit trail; a rejection reason is shown to the user, a suspension reason in
 * the list). 3 to 500 characters, as the API checks.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { TextField } from '@turismo/ui-kit/TextField';
import { REASON_MESSAGES, validateReason } from '../lib/user-labels.ts';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setReason('');
    setError(undefined);
  }, [kind]);
  if (!kind) return null;
  const copy = COPY[kind];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validateReason(reason)) {
      setError(REASON_MESSAGES[kind]);
      field.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onCancel()}
      size="sm"
      title={copy.title}
      description={copy.description(userName)}
      initialFocusRef={field}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>Cancelar</Button>
          <Button type="submit" form="reason-form" variant="destructive" loading={busy}>{copy.confirm}</Button>
        </>
      }
    >
      <form id="reason-form" onSubmit={submit} noValidate>
        <TextField
          ref={field}
          label="Motivo"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          error={error}
          hint="Entre 3 e 500 caracteres."
          required
        />
      </form>
    </Modal>
  );
}
