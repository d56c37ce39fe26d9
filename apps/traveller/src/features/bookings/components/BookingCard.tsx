/**
 * @module One booking in Minhas Reservas (spec 2.10): what was booked, the provider's name, the status badge and the
 * total, with 'Pagar' for a pending unpaid booking and 'Cancelar' when the API allows it (`canCancel`: not once the
 * service has begun), 'Retirar pedido' for a paid stay request still waiting for the establishment's answer, whose
 * deadline is shown (ADR 0017 of the API). A cancelled paid
 * booking shows its refund ('Reembolso em processamento', 'Reembolsado' or 'Reembolso falhou', with the amount). The
 * details part is chosen by the booking's `type` (ride, stay, event); the frame is the kit's SummaryCard.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { msg } from '@turismo/app-core/i18n';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { MoneyText } from '@turismo/ui-kit/MoneyText';
import { SummaryCard } from '@turismo/ui-kit/SummaryCard';
import type { Booking } from '../api/bookings.ts';
import { BOOKING_STATUS_LABELS, BOOKING_STATUS_TONES, isWithdrawal } from '../lib/group-bookings.ts';
import { REFUND_STATUS_LABELS, REFUND_STATUS_TONES, type Translate } from '../lib/refunds.ts';
import { EventTickets } from './EventTickets.tsx';
import { RideVehicleFacts } from './RideVehicleFacts.tsx';
import { Facts as KitFacts } from '@turismo/ui-kit/Facts';

export type BookingCardProps = {
  booking: Booking;
  onCancel?: (booking: Booking) => void;
  onPay?: (booking: Booking) => void;
  /** The booking's conversation (spec 2.10 'Chat': chat allowed and the booking not completed), if any. */
  chatHref?: string;
  /** Shown under the booking's facts: its receipts, the bank transfer waiting for its proof (composed above). */
  extra?: ReactNode;
};

const Facts = styled(KitFacts)`
  [data-total] {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

type Details = { title: string; facts: Array<[string, ReactNode]>; extra?: ReactNode };

const PAYMENT_LABELS: Record<Booking['paymentStatus'], string> = {
  unpaid: msg('Por pagar'),
  pending: msg('Em processamento'),
  succeeded: msg('Pago'),
  failed: msg('Falhou, pode tentar de novo'),
  cancelled: msg('Anulado, nada foi cobrado'),
};

/** The part of the card that depends on what was booked, in the app's language (`t`). */
const DETAILS: Record<Booking['type'], (booking: Booking, t: Translate) => Details> = {
  ride: (b, t) => ({
    title: b.ride ? `${b.ride.fromAddress} → ${b.ride.toAddress}` : t('Viagem'),
    facts: b.ride
      ? [
        [t('Data'), formatDate(b.ride.departureDate)],
        [t('Hora'), b.ride.departureTime],
        [t('Lugares'), String(b.seats ?? '')],
      ]
      : [],
    // The car (and its plate) once booked, while the booking is open (issue 15).
    extra: b.ride && (b.status === 'pending' || b.status === 'confirmed')
      ? <RideVehicleFacts rideId={b.ride.id} />
      : undefined,
  }),
  stay: (b, t) => ({
    title: b.stay?.name ?? t('Alojamento'),
    facts: b.stay
      ? [
        [t('Quarto'), b.stay.roomTypeName],
        [t('Check-in'), `${formatDate(b.stay.checkIn)} · ${b.stay.checkInTime}`],
        [t('Check-out'), `${formatDate(b.stay.checkOut)} · ${b.stay.checkOutTime}`],
        [t('Noites'), String(b.stay.nights)],
        [t('Hóspedes'), String(b.stay.guests)],
        [t('Preço por noite'), formatMZN(b.stay.pricePerNightCents)],
        ...(b.stay.awaitingConfirmation
          ? [[t('Confirmação'), <AnswerDeadline key="answer" dueAt={b.stay.answerDueAt} />] as [string, ReactNode]]
          : []),
      ]
      : [],
  }),
  event: (b, t) => ({
    title: b.event?.title ?? t('Evento'),
    facts: b.event
      ? [
        [t('Data'), b.event.startDate === b.event.endDate
          ? formatDate(b.event.startDate)
          : `${formatDate(b.event.startDate)} – ${formatDate(b.event.endDate)}`],
        [t('Hora'), `${b.event.startTime} – ${b.event.endTime}`],
        [t('Local'), `${b.event.venue}, ${b.event.address}`],
        [
          t('Bilhetes'),
          b.event.ticketTypeName ? `${b.event.ticketQuantity} × ${b.event.ticketTypeName}` : String(b.event.ticketQuantity),
        ],
        ...(b.event.partnerName ? [[t('Parceria'), b.event.partnerName] as [string, ReactNode]] : []),
        ...(b.discountCents > 0 ? [[t('Desconto'), formatMZN(b.discountCents)] as [string, ReactNode]] : []),
      ]
      : [],
    extra: b.event?.tickets.length ? <EventTickets tickets={b.event.tickets} title={b.event.title} /> : undefined,
  }),
};

export function BookingCard({ booking, onCancel, onPay, chatHref, extra }: BookingCardProps) {
  const { t } = useTranslation();
  const details = DETAILS[booking.type](booking, t);
  const status = t(BOOKING_STATUS_LABELS[booking.status]);
  return (
    <SummaryCard
      aria-label={`${details.title}, ${status}`}
      data-booking-id={booking.id}
      headingLevel={2}
      title={details.title}
      badges={<Badge tone={BOOKING_STATUS_TONES[booking.status]}>{status}</Badge>}
      actions={onPay || onCancel || chatHref ? (
        <>
          {chatHref ? (
            <Button
              as={Link}
              href={chatHref}
              variant="secondary"
              aria-label={t('Chat sobre a reserva {{title}}', { title: details.title })}
            >
              {t('Chat')}
            </Button>
          ) : null}
          {onCancel ? (
            <Button
              variant="outline"
              onClick={() => onCancel(booking)}
              aria-label={isWithdrawal(booking)
                ? t('Retirar pedido {{title}}', { title: details.title })
                : t('Cancelar reserva {{title}}', { title: details.title })}
            >
              {isWithdrawal(booking) ? t('Retirar pedido') : t('Cancelar')}
            </Button>
          ) : null}
          {onPay ? (
            <Button onClick={() => onPay(booking)} aria-label={t('Pagar reserva {{title}}', { title: details.title })}>
              {t('Pagar')}
            </Button>
          ) : null}
        </>
      ) : null}
    >
      <Facts>
        {details.facts.map(([term, value]) => (
          <FactRow key={term} term={term} value={value} />
        ))}
        <FactRow term={booking.type === 'ride' ? t('Motorista') : t('Fornecedor')} value={booking.provider.name} />
        {booking.status === 'pending' || (booking.status === 'cancelled' && booking.paymentStatus === 'cancelled') ? (
          <FactRow term={t('Pagamento')} value={t(PAYMENT_LABELS[booking.paymentStatus])} />
        ) : null}
        {booking.refund ? <FactRow term={t('Reembolso')} value={<RefundState refund={booking.refund} />} /> : null}
        <dt data-total>{t('Total')}</dt>
        <dd data-total><MoneyText centavos={booking.totalCents} /></dd>
      </Facts>
      {details.extra}
      {extra}
    </SummaryCard>
  );
}

const RefundLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const RefundNote = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function RefundState({ refund }: { refund: NonNullable<Booking['refund']> }) {
  const { t } = useTranslation();
  return (
    <>
      <RefundLine data-refund-status={refund.status}>
        <Badge tone={REFUND_STATUS_TONES[refund.status]}>{t(REFUND_STATUS_LABELS[refund.status])}</Badge>
        <MoneyText centavos={refund.amountCents} />
      </RefundLine>
      {refund.status === 'failed' && refund.failureReason ? <RefundNote>{refund.failureReason}</RefundNote> : null}
    </>
  );
}

/** A paid stay request: the establishment answers by `dueAt`, or it is declined and refunded in full. */
function AnswerDeadline({ dueAt }: { dueAt: string | null }) {
  const { t } = useTranslation();
  if (!dueAt) return <>{t('Aguarda confirmação do alojamento')}</>;
  return (
    <>
      <span data-answer-due={dueAt}>
        {t('Aguarda a resposta do alojamento até {{date}} às {{time}}', {
          date: formatDate(dueAt),
          time: formatTime(dueAt),
        })}
      </span>
      <RefundNote>{t('Sem resposta até lá, o pedido é recusado e devolvemos-lhe tudo o que pagou.')}</RefundNote>
    </>
  );
}

function FactRow({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
