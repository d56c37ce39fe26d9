/**
 * @module The confirmation before cancelling a suspended provider's future bookings (ADR 0014): how many bookings
 * and how much money go back to the travellers, who are notified. The API refunds each paid booking in full, once.
 */
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
  if (!target) return null;
  const bookings = target.count === 1 ? 'a reserva futura' : `as ${target.count} reservas futuras`;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onCancel()}
      size="sm"
      title="Cancelar reservas futuras"
      description={`Cancela ${bookings} das ofertas de ${target.name}. Cada cliente recebe de volta tudo o que pagou ` +
        `(${formatMZN(target.paidCents)} no total) e é notificado. Esta ação não pode ser desfeita.`}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>Voltar</Button>
          <Button variant="destructive" loading={busy} onClick={onConfirm}>Cancelar e reembolsar</Button>
        </>
      }
    />
  );
}
