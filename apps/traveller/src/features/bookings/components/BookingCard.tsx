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
import { BOOKING_STATUS_LABELS, BOOKING_STATUS_TONES } from '@turismo/app-core/booking-labels';
import { isWithdrawal } from '../lib/group-bookings.ts';
import { REFUND_STATUS_LABELS, REFUND_STATUS_TONES, type Translate } from '../lib/refunds.ts';
import { type EventTicket, EventTickets } from './EventTickets.tsx';
import { RideVehicleFacts } from './RideVehicleFacts.tsx';
import { Facts as KitFacts } from '@turismo/ui-kit/Facts';
import { ShareActions } from '@turismo/app-core/ShareActions';
import type { CalendarEntry } from '@turismo/app-core/calendar';

export type BookingCardProps = {
  booking: Booking;
  onCancel?: (booking: Booking) => void;
  onPay?: (booking: Booking) => void;
  /** Cancels one ticket of an event booking on its own (issue 32); offered on the unused tickets. */
  onCancelTicket?: (booking: Booking, ticket: EventTicket) => void;
  /** The booking's conversation (spec 2.10 'Chat': chat allowed and the booking not completed), if any. */
  chatHref?: string;
  /** Shown under the booking's facts: its receipts, the bank transfer waiting for its proof (composed above). */
  extra?: ReactNode;
  /** The card's heading level (2 in Minhas Reservas; 3 under a trip part's heading on the trip page). */
  headingLevel?: 2 | 3;
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
        [t('Morada'), b.stay.address],
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
  }),
};

/**
 * A booking as a calendar entry (issue 26): the ride's departure, the stay from check-in to check-out, the event's
 * (a ticket's) times, each with its address and the booking's link; its UID is the booking's, so saving it again
 * after a change replaces the entry. Null for what has no date.
 */
function calendarOf(b: Booking, title: string): CalendarEntry | null {
  const url = new URL(`/reservas#${b.id}`, window.location.origin).href;
  const uid = `booking-${b.id}@mozturismo`;
  if (b.ride) {
    const { departureDate: date, departureTime: time } = b.ride;
    return { uid, title, location: b.ride.fromAddress, startDate: date, startTime: time, endDate: date, endTime: time, url };
  }
  if (b.stay) {
    return {
      uid,
      title: `${b.stay.name} · ${b.stay.roomTypeName}`,
      location: b.stay.address,
      startDate: b.stay.checkIn,
      startTime: b.stay.checkInTime,
      endDate: b.stay.checkOut,
      endTime: b.stay.checkOutTime,
      url,
    };
  }
  if (b.event) {
    const codes = b.event.tickets.filter((x) => !x.cancelled).map((x) => x.code).join(', ');
    return {
      uid,
      title: b.event.title,
      description: codes,
      location: `${b.event.venue}, ${b.event.address}`,
      startDate: b.event.startDate,
      startTime: b.event.startTime,
      endDate: b.event.endDate,
      endTime: b.event.endTime,
      url,
    };
  }
  return null;
}

/** The public page a booking's listing is shared by. */
function listingHref(b: Booking): string | null {
  if (b.ride) return `/rides/${b.ride.id}`;
  if (b.stay) return `/alojamentos/${b.stay.establishmentId}`;
  if (b.event) return `/events/${b.event.id}`;
  return null;
}

export function BookingCard(
  { booking, onCancel, onPay, onCancelTicket, chatHref, extra, headingLevel = 2 }: BookingCardProps,
) {
  const { t } = useTranslation();
  const details = DETAILS[booking.type](booking, t);
  const status = t(BOOKING_STATUS_LABELS[booking.status]);
  return (
    <SummaryCard
      aria-label={`${details.title}, ${status}`}
      data-booking-id={booking.id}
      headingLevel={headingLevel}
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
      {booking.event?.tickets.length ? (
        <EventTickets
          tickets={booking.event.tickets}
          title={booking.event.title}
          onCancelTicket={onCancelTicket ? (ticket) => onCancelTicket(booking, ticket) : undefined}
        />
      ) : details.extra}
      {extra}
      {(booking.status === 'pending' || booking.status === 'confirmed') && listingHref(booking) ? (
        <ShareActions
          title={details.title}
          text={String(details.facts[0]?.[1] ?? '')}
          url={listingHref(booking)!}
          calendar={calendarOf(booking, details.title) ?? undefined}
          calendarFile={details.title}
        />
      ) : null}
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
