/**
 * @module The price of the chosen nights as the server quotes it (calendar rates, blocked nights, minimum stay; issue
 * 15), with the reward chosen, the platform fee and the total 'Reservar' will charge (issue 32, ADR 0043).
 */
import { useTranslation } from 'react-i18next';
import { formatMZN, formatNumber } from '@turismo/app-core/format';
import { errorMessage } from '@turismo/app-core/use-action';
import type { RoomType, useStayQuote } from '../api/stays.ts';
import { Sums } from './stayBookingStyles.ts';

export type StayQuoteProps = {
  room: RoomType | undefined;
  nights: number;
  quote: ReturnType<typeof useStayQuote>;
};

export function StayQuote({ room, nights, quote }: StayQuoteProps) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      {room && nights > 0 && quote.data ? (
        <>
          <Sums data-stay-quote>
            <dt>
              {t('{{count}} noite', { count: nights })}
              {quote.data.nightly.every((n) => n.priceCents === room.pricePerNightCents)
                ? ` × ${formatMZN(room.pricePerNightCents)}`
                : ` ${t('(preço por noite conforme o calendário)')}`}
            </dt>
            <dd>{formatMZN(quote.data.totalCents)}</dd>
            {quote.data.rewardDiscountCents > 0 ? (
              <>
                <dt>{t('Recompensa: {{title}}', { title: quote.data.rewardTitle ?? '' })}</dt>
                <dd>−{formatMZN(quote.data.rewardDiscountCents)}</dd>
              </>
            ) : null}
            <dt>{t('Taxa da plataforma ({{percent}}%)', { percent: formatNumber(quote.data.platformFeeBps / 100) })}</dt>
            <dd>{formatMZN(quote.data.platformFeeCents)}</dd>
            <dt data-total>{t('Total')}</dt>
            <dd data-total data-stay-total>{formatMZN(quote.data.payableCents)}</dd>
          </Sums>
          {quote.data.reason ? <p data-note role="status">{quote.data.reason}</p> : null}
        </>
      ) : room && nights > 0 ? (
        <p data-note>
          {quote.error
            ? errorMessage(quote.error, t('Não foi possível calcular o preço.'))
            : t('A calcular o preço…')}
        </p>
      ) : (
        <p data-note>{t('Escolha as datas de entrada e saída.')}</p>
      )}
    </div>
  );
}
