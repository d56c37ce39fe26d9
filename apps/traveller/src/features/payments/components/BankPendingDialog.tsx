/** @module A registered bank transfer (spec 2.9; DECISIONS.md 1): pending until an admin confirms it, with the platform's
 * account and the booking's reference (BankTransferDetails, where the proof is uploaded). */
import { useTranslation } from 'react-i18next';
import { formatMZN } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import type { Payment } from '../api/payments.ts';
import { BankTransferDetails } from './BankTransferDetails.tsx';

export type BankPendingDialogProps = {
  bookingId: string;
  /** The bank payment, status 'pending'. */
  payment: Payment;
  onPending?: (payment: Payment) => void;
};

export function BankPendingDialog({ bookingId, payment, onPending }: BankPendingDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onPending?.(payment)}
      title={t('Transferência registada')}
      footer={<Button onClick={() => onPending?.(payment)}>{t('Ver Minhas Reservas')}</Button>}
    >
      <Alert tone="info" title={t('Pagamento pendente')}>
        {t(
          'A sua transferência de {{amount}} foi registada. Até a equipa a confirmar, a reserva fica pendente e os lugares ficam guardados.',
          { amount: formatMZN(payment.amountCents) },
        )}
      </Alert>
      <BankTransferDetails bookingId={bookingId} paymentId={payment.id} />
    </Modal>
  );
}
