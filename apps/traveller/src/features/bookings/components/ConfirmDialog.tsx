/**
 * @module An accessible confirmation (instead of window.confirm): a modal dialog with the question, a way back and
 * the confirming action. Focus starts on the safe choice.
 */
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** The confirming action is unavailable (e.g. the server says it cannot be done now); the way back stays. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy,
  confirmDisabled,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={title}
      description={description}
      size="sm"
      initialFocusRef={safe}
      closeOnBackdrop={!busy}
      role="alertdialog"
      footer={
        <>
          <Button ref={safe} variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('Voltar')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} loading={busy} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
