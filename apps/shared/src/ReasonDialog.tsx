/**
 * @module The dialog of an action that needs a written reason (an admin rejecting a verification, suspending an
 * account, hiding a review): one 'Motivo' field checked as the API checks it (trimmed, `minLength` to 500
 * characters), Cancelar and a destructive confirm button. The reason goes to the audit trail on the server.
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { TextField } from '@turismo/ui-kit/TextField';

export type ReasonDialogProps = {
  title: string;
  description: string;
  /** The confirm button's text, e.g. 'Suspender'. */
  confirmLabel: string;
  /** The error shown when the reason is too short or too long. */
  invalidMessage: string;
  /** Fewest characters after trimming (the API's minimum); at most 500. Default 3. */
  minLength?: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Whether `text`, trimmed, has between `min` and 500 characters. */
export function validReason(text: string, min = 3): boolean {
  const t = text.trim();
  return t.length >= min && t.length <= 500;
}

/** Render it only while the action is being confirmed (mount = open): it starts empty every time. */
export function ReasonDialog(
  { title, description, confirmLabel, invalidMessage, minLength = 3, busy, onCancel, onConfirm }: ReasonDialogProps,
) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validReason(reason, minLength)) {
      setError(invalidMessage);
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
      title={title}
      description={description}
      initialFocusRef={field}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>{t('Cancelar')}</Button>
          <Button type="submit" form={formId} variant="destructive" loading={busy}>{confirmLabel}</Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          ref={field}
          label={t('Motivo')}
          value={reason}
          maxLength={500}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={t('Entre {{min}} e 500 caracteres.', { min: minLength })}
          required
        />
      </form>
    </Modal>
  );
}
