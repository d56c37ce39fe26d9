/**
 * @module The trip's one receipt on its page (issue 30): every numbered receipt of its parts (GET
 * /api/trips/{id}/receipt; one per part of the payment, each its provider's line, and one per refund), each linking
 * to its printable page (/recibos/{id}), and the sums paid and refunded. Nothing before the trip is paid.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { MoneyText } from '@turismo/ui-kit/MoneyText';
import { type TripReceipt, useTripReceipt } from '../api/trips.ts';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    padding-left: ${({ theme }) => theme.space[5]};
  }

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    margin: 0;
    max-width: 420px;
  }

  dd {
    margin: 0;
    text-align: right;
  }
`;

/** The receipt's lines: 'Recibo 000042 · Estadia · Hotel Casa Rex' with its amount. */
export function TripReceiptView({ receipt }: { receipt: TripReceipt }) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="trip-receipt">
      <h2 id="trip-receipt">{t('Recibo da viagem')}</h2>
      <ul aria-label={t('Recibos das partes')}>
        {receipt.parts.map((p) => (
          <li key={p.receipt.id} data-receipt-kind={p.receipt.kind}>
            <Link href={`/recibos/${p.receipt.id}`}>
              {p.receipt.kind === 'payment'
                ? t('Recibo {{number}}', { number: p.receipt.numberLabel })
                : t('Reembolso {{number}}', { number: p.receipt.numberLabel })}
            </Link>
            {` · ${p.name} · ${p.receipt.provider.name} · `}
            <MoneyText centavos={p.receipt.amountCents} />
          </li>
        ))}
      </ul>
      <dl aria-label={t('Recibo da viagem')}>
        <dt>{t('Pago')}</dt>
        <dd data-receipt-paid><MoneyText centavos={receipt.paidCents} /></dd>
        {receipt.refundedCents > 0 ? (
          <>
            <dt>{t('Reembolsado')}</dt>
            <dd data-receipt-refunded><MoneyText centavos={receipt.refundedCents} /></dd>
          </>
        ) : null}
      </dl>
    </Section>
  );
}

/** The trip's receipt once some part is paid (`paid`), read from the API. */
export function TripReceiptList({ tripId, paid }: { tripId: string; paid: boolean }) {
  const { data } = useTripReceipt(tripId, paid);
  return data ? <TripReceiptView receipt={data} /> : null;
}
