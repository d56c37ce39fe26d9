/**
 * @module What the traveller needs to pay by bank transfer (issue 12): the platform's bank, account holder, IBAN,
 * the payment reference unique to the booking and the amount, all from the server; once the transfer is registered,
 * the proof upload. Without an account set by the admins, it says transfers are not available.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { errorMessage } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { useBankInstructions } from '../api/bank.ts';
import { ProofUpload } from './ProofUpload.tsx';

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

export type BankTransferDetailsProps = {
  bookingId: string;
  /** Offer the proof upload when a transfer is registered (default true). */
  withUpload?: boolean;
  /** Show nothing unless a bank transfer of the booking is pending (the card in /reservas). */
  onlyPendingTransfer?: boolean;
  /** The transfer just registered (the details are read again with it). */
  paymentId?: string;
};

export function BankTransferDetails(
  { bookingId, withUpload = true, onlyPendingTransfer, paymentId }: BankTransferDetailsProps,
) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useBankInstructions(bookingId, paymentId);
  if (onlyPendingTransfer && (isLoading || error || !data?.payment)) return null;
  if (isLoading) return <Spinner label={t('A carregar os dados bancários...')} />;
  if (error || !data) {
    const message = errorMessage(error, t('Não foi possível carregar os dados bancários.'));
    return <Alert tone="warning" title={t('Transferência indisponível')}>{message}</Alert>;
  }
  return (
    <section aria-label={t('Dados para a transferência bancária')}>
      <Details>
        <dt>{t('Banco')}</dt>
        <dd>{data.bankName}</dd>
        <dt>{t('Titular')}</dt>
        <dd>{data.accountHolder}</dd>
        <dt>{t('NIB/IBAN')}</dt>
        <dd data-testid="bank-iban">{data.ibanFormatted}</dd>
        <dt>{t('Referência')}</dt>
        <dd data-testid="bank-reference">{data.reference}</dd>
        <dt>{t('Valor')}</dt>
        <dd>{formatMZN(data.amountCents)}</dd>
      </Details>
      <Alert tone="info" title={t('Indique a referência na transferência')}>
        {data.payment
          ? t('Envie o comprovativo; sem confirmação até {{date}} a reserva é cancelada.', {
            date: formatDate(data.payment.expiresAt),
          })
          : t(
            'Depois de pagar, a reserva fica pendente até a equipa confirmar a transferência (até {{count}} dias).',
            { count: data.expiryDays },
          )}
      </Alert>
      {withUpload && data.payment ? (
        <ProofUpload
          paymentId={data.payment.id}
          uploadedAt={data.payment.proofUploadedAt}
          onUploaded={() => void mutate()}
        />
      ) : null}
    </section>
  );
}
