/**
 * @module 'Resumo do pagamento' of the event booking dialog: the server's quote (GET /api/events/{id}/quote) line by
 * line (tickets, partner discount, promo code, loyalty reward, subtotal, platform fee, total: exactly what the booking
 * charges, issue 32), its error, or a placeholder while it loads; announced politely as it changes.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMZN, formatNumber } from '@turismo/app-core/format';
import { errorMessage } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import type { TicketQuote } from '../api/events.ts';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dd {
    margin: 0;
    text-align: right;
  }

  [data-total] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export type QuoteSummaryProps = {
  quote: TicketQuote | undefined;
  error: unknown;
  /** False while the quantity is out of range: nothing is shown. */
  validQuantity: boolean;
};

export function QuoteSummary({ quote: q, error, validQuantity }: QuoteSummaryProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('Resumo do pagamento')} aria-live="polite">
      {q && validQuantity ? (
        <Summary>
          <dt>
            {q.quantity} × {q.ticketTypeName ? `${q.ticketTypeName} ` : ''}
            {formatMZN(q.ticketPriceCents)}
          </dt>
          <dd>{formatMZN(q.grossCents)}</dd>
          {q.partnershipDiscountCents > 0 ? (
            <>
              <dt>
                {t('Desconto {{partner}} ({{percent}}%)', { partner: q.partnerName, percent: q.discountPercentage })}
              </dt>
              <dd>−{formatMZN(q.partnershipDiscountCents)}</dd>
            </>
          ) : null}
          {q.promoCode ? (
            <>
              <dt>{t('Código promocional {{code}}', { code: q.promoCode })}</dt>
              <dd>−{formatMZN(q.promoDiscountCents)}</dd>
            </>
          ) : null}
          {q.rewardDiscountCents > 0 ? (
            <>
              <dt>{t('Recompensa: {{title}}', { title: q.rewardTitle ?? '' })}</dt>
              <dd>−{formatMZN(q.rewardDiscountCents)}</dd>
            </>
          ) : null}
          <dt>{t('Subtotal')}</dt>
          <dd>{formatMZN(q.subtotalCents)}</dd>
          <dt>{t('Taxa da plataforma ({{percent}}%)', { percent: formatNumber((q.platformFeeBps / 100)) })}</dt>
          <dd>{formatMZN(q.platformFeeCents)}</dd>
          <dt data-total>{t('Total')}</dt>
          <dd data-total>{formatMZN(q.totalCents)}</dd>
        </Summary>
      ) : error ? (
        <Alert tone="danger">{errorMessage(error, t('Erro ao calcular.'))}</Alert>
      ) : validQuantity ? (
        <Skeleton variant="rect" height={96} />
      ) : null}
    </section>
  );
}
