/** @module One stay reservation as a card (spec 2.16): guest, dates, payment, refund, contact, receipts and actions. */
import { useTranslation } from 'react-i18next';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { ReceiptLinks, type ReceiptSummary } from '@turismo/app-core/receipts';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { Facts } from '@turismo/ui-kit/Facts';
import type { Reservation, ReservationAction } from '../api/lodging.ts';
import { Actions, Head } from './lodging-layout.ts';
import { BOOKING_STATUS_LABELS } from '@turismo/app-core/booking-labels';
import { ACTION_LABELS, PAYMENT, REFUND, STATUS_TONES } from './reservation-labels.ts';

/** `busy` is '<reservation id>:<action>' of the action under way; `onAct` runs one of `reservation.actions`. */
export function ReservationCard({ reservation: r, receipts, busy, onAct }: {
  reservation: Reservation;
  receipts: readonly ReceiptSummary[];
  busy: string | null;
  onAct: (action: ReservationAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card as="article" aria-label={t('Reserva de {{name}}, {{status}}', { name: r.guestName, status: t(BOOKING_STATUS_LABELS[r.status]) })} data-reservation-id={r.id}>
      <Card.Body>
        <Head>
          <h3>{r.guestName} · {r.roomTypeName}</h3>
          <Badge tone={STATUS_TONES[r.status]}>
            {r.awaitingConfirmation ? t('Aguarda confirmação') : t(BOOKING_STATUS_LABELS[r.status])}
          </Badge>
        </Head>
        <Facts>
          {r.awaitingConfirmation && r.answerDueAt ? (
            <>
              <dt>{t('Responder até')}</dt>
              <dd>
                {t('{{date}} às {{time}} (sem resposta, o pedido é recusado e o hóspede reembolsado)', {
                  date: formatDate(r.answerDueAt),
                  time: formatTime(r.answerDueAt),
                })}
              </dd>
            </>
          ) : null}
          <dt>{t('Check-in')}</dt>
          <dd>{formatDate(r.checkIn)}</dd>
          <dt>{t('Check-out')}</dt>
          <dd>{formatDate(r.checkOut)} {t('({{count}} noite)', { count: r.nights })}</dd>
          <dt>{t('Hóspedes')}</dt>
          <dd>{r.guests}</dd>
          <dt>{t('Pagamento')}</dt>
          <dd>{t(PAYMENT[r.paymentStatus])}</dd>
          {r.refund ? (
            <>
              <dt>{t('Reembolso ao hóspede')}</dt>
              <dd data-refund-status={r.refund.status}>
                {t('{{status}}: {{amount}}', { status: t(REFUND[r.refund.status]), amount: formatMZN(r.refund.amountCents) })}
              </dd>
            </>
          ) : null}
          <dt>{t('A receber')}</dt>
          <dd>{formatMZN(r.providerAmountCents)}</dd>
          {r.rewardCents > 0 ? (
            <>
              <dt>{t('Recompensa de fidelidade')}</dt>
              <dd data-reward-paid-by-platform>
                {t('{{amount}} de desconto ao hóspede, pago pela plataforma: recebe o valor completo.', {
                  amount: formatMZN(r.rewardCents),
                })}
              </dd>
            </>
          ) : null}
          {r.checkedInAt ? (<><dt>{t('Check-in feito')}</dt><dd>{formatDate(r.checkedInAt)}</dd></>) : null}
          {r.specialRequests ? (<><dt>{t('Pedidos')}</dt><dd>{r.specialRequests}</dd></>) : null}
          {r.arrivalTime ? (<><dt>{t('Chegada prevista')}</dt><dd>{r.arrivalTime}</dd></>) : null}
          {r.guestPhone ? (<><dt>{t('Telefone')}</dt><dd><a href={`tel:${r.guestPhone}`}>{r.guestPhone}</a></dd></>) : null}
          {r.guestEmail ? (<><dt>{t('Email')}</dt><dd>{r.guestEmail}</dd></>) : null}
          {r.noShowAt ? (<><dt>{t('Não compareceu')}</dt><dd>{t('Registado em {{date}}', { date: formatDate(r.noShowAt) })}</dd></>) : null}
        </Facts>
        <ReceiptLinks receipts={receipts} />
        {r.actions.length ? (
          <Actions>
            {r.actions.map((a) => (
              <Button key={a} size="sm" variant={a === 'cancel' ? 'outline' : 'primary'}
                loading={busy === `${r.id}:${a}`} onClick={() => onAct(a)}
                aria-label={t('{{action}} reserva de {{name}}', { action: t(ACTION_LABELS[a]), name: r.guestName })}>
                {t(ACTION_LABELS[a])}
              </Button>
            ))}
          </Actions>
        ) : null}
      </Card.Body>
    </Card>
  );
}
