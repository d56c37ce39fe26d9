/**
 * @module Bank transfers waiting for an admin on /admin (issue 12): the client, the booking, the payment reference,
 * the amount and the proof (opened with the session), with 'Confirmar' and 'Rejeitar' (a reason the traveller reads).
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { openPaymentProof } from '@turismo/app-core/receipts';
import { errorMessage, useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Modal } from '@turismo/ui-kit/Modal';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { confirmTransfer, type PendingTransfer, rejectTransfer, usePendingTransfers } from '../api/bank-transfers.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  li {
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    overflow-wrap: anywhere;
  }

  [data-actions] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

export function PendingTransfers({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data, error, mutate } = usePendingTransfers();
  const [rejecting, setRejecting] = useState<PendingTransfer | null>(null);
  const refresh = async () => {
    await mutate();
    onChanged?.();
  };
  const confirm = useAction((id: string) => confirmTransfer(id), {
    failure: { description: t('Não foi possível confirmar a transferência.') },
    onSuccess: async () => {
      toast({ title: t('Transferência confirmada'), variant: 'success' });
      await refresh();
    },
  });
  const reject = useAction(({ id, reason }: { id: string; reason: string }) => rejectTransfer(id, reason), {
    failure: { description: t('Não foi possível rejeitar a transferência.') },
    onSuccess: async () => {
      toast({ title: t('Transferência rejeitada'), variant: 'success' });
      await refresh();
      setRejecting(null);
    },
  });

  if (error) return <Alert tone="danger">{t('Não foi possível carregar as transferências por confirmar.')}</Alert>;
  if (data && data.length === 0) {
    return <EmptyState headingLevel={3} icon="check" title={t('Nenhuma transferência por confirmar')} />;
  }
  return (
    <>
      <List aria-label={t('Transferências bancárias por confirmar')}>
        {(data ?? []).map((transfer) => (
          <li key={transfer.paymentId} data-payment-id={transfer.paymentId}>
            <p>
              <strong>{transfer.customerName}</strong> · {transfer.bookingLabel}
            </p>
            <p>
              {t('Referência')} <strong data-testid="transfer-reference">{transfer.reference ?? '—'}</strong> ·{' '}
              {t('Valor')} <strong>{formatMZN(transfer.amountCents)}</strong>
            </p>
            <p>
              {t('Registada a {{created}}; expira a {{expires}}', {
                created: `${formatDate(transfer.createdAt)} ${formatTime(transfer.createdAt)}`,
                expires: `${formatDate(transfer.expiresAt)} ${formatTime(transfer.expiresAt)}`,
              })}{' '}
              {transfer.expired ? <Badge tone="danger">{t('Expirada')}</Badge> : null}
            </p>
            <div data-actions>
              {transfer.proof
                ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      openPaymentProof(transfer.paymentId).catch((err) =>
                        toast({ title: t('Erro'), description: errorMessage(err, t('Comprovativo indisponível.')), variant: 'destructive' })
                      )}
                  >
                    {transfer.proof.contentType === 'application/pdf' ? t('Ver comprovativo (PDF)') : t('Ver comprovativo (imagem)')}
                  </Button>
                )
                : <Badge tone="neutral">{t('Sem comprovativo')}</Badge>}
              <Button
                size="sm"
                loading={confirm.pending === transfer.paymentId || reject.pending?.id === transfer.paymentId}
                aria-label={t('Confirmar a transferência {{reference}} de {{amount}}', {
                  reference: transfer.reference ?? '',
                  amount: formatMZN(transfer.amountCents),
                })}
                onClick={() => void confirm.trigger(transfer.paymentId)}
              >
                {t('Confirmar')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setRejecting(transfer)}
                aria-label={t('Rejeitar a transferência {{reference}}', { reference: transfer.reference ?? '' })}
              >
                {t('Rejeitar')}
              </Button>
            </div>
          </li>
        ))}
      </List>
      {rejecting
        ? (
          <RejectDialog
            transfer={rejecting}
            busy={reject.isMutating}
            onClose={() => setRejecting(null)}
            onReject={(reason) => void reject.trigger({ id: rejecting.paymentId, reason })}
          />
        )
        : null}
    </>
  );
}

function RejectDialog(
  { transfer, busy, onClose, onReject }: {
    transfer: PendingTransfer;
    busy: boolean;
    onClose: () => void;
    onReject: (reason: string) => void;
  },
) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setProblem(t('Indique o motivo da rejeição (3 a 500 caracteres).'));
      return;
    }
    onReject(reason.trim());
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Rejeitar a transferência')}
      description={t('{{name}}, referência {{reference}}, {{amount}}.', {
        name: transfer.customerName,
        reference: transfer.reference ?? '—',
        amount: formatMZN(transfer.amountCents),
      })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('Cancelar')}</Button>
          <Button type="submit" form="rejeitar-transferencia" variant="destructive" loading={busy}>{t('Rejeitar')}</Button>
        </>
      }
    >
      <form id="rejeitar-transferencia" onSubmit={submit} noValidate>
        <TextField
          label={t('Motivo (o cliente vai lê-lo)')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          error={problem}
        />
      </form>
    </Modal>
  );
}
