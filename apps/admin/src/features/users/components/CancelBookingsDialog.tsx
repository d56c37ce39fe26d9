/**
 * @module The confirmation before cancelling a suspended provider's future bookings (ADR 0014): how many bookings
 * and how much money go back to the travellers, who are notified. The API refunds each paid booking in full, once.
 */
import { useTranslation } from 'react-i18next';
import { formatMZN } from '@turismo/app-core/format';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';

export type CancelBookingsDialogProps = {
  /** The provider and their future bookings; null closes the dialog. */
  target: { name: string; count: number; paidCents: number } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function CancelBookingsDialog({ target, busy, onCancel, onConfirm }: CancelBookingsDialogProps) {
  const { t } = useTranslation();
  if (!target) return null;
  const bookings = t('a reserva futura', { count: target.count });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onCancel()}
      size="sm"
      title={t('Cancelar reservas futuras')}
      description={t(
        'Cancela {{bookings}} das ofertas de {{name}}. Cada cliente recebe de volta tudo o que pagou ({{amount}} no total) e é notificado. Esta ação não pode ser desfeita.',
        { bookings, name: target.name, amount: formatMZN(target.paidCents) },
      )}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>{t('Voltar')}</Button>
          <Button variant="destructive" loading={busy} onClick={onConfirm}>{t('Cancelar e reembolsar')}</Button>
        </>
      }
    />
  );
}
