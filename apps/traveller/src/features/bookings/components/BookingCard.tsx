/**
 * @module One booking in Minhas Reservas (spec 2.10): what was booked, the provider's name, the status badge and the
 * total, with 'Pagar' for a pending unpaid booking and 'Cancelar' when the API allows it (`canCancel`: not once the
 * service has begun), 'Retirar pedido' for a paid stay request still waiting for the establishment's answer, whose
 * deadline is shown (ADR 0017 of the API). A cancelled paid
 * booking shows its refund ('Reembolso em processamento', 'Reembolsado' or 'Reembolso falhou', with the amount). The
 * details part is chosen by the booking's `type` (ride, stay, event).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import type { Booking } from '../api/bookings.ts';
import { BOOKING_STATUS_LABELS, BOOKING_STATUS_TONES, isWithdrawal } from '../lib/group-bookings.ts';
import { REFUND_STATUS_LABELS, REFUND_STATUS_TONES } from '../lib/refunds.ts';
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

const Title = styled.h2`
  margin: 0;
  overflow-wrap: anywhere;
`;

type Details = { title: string; facts: Array<[string, ReactNode]>; extra?: ReactNode };

const PAYMENT_LABELS: Record<Booking['paymentStatus'], string> = {
  unpaid: 'Por pagar',
  pending: 'Em processamento',
  succeeded: 'Pago',
  failed: 'Falhou, pode tentar de novo',
  cancelled: 'Anulado, nada foi cobrado',
};

/** The part of the card that depends on what was booked. Stays and events add their entries here. */
const DETAILS: Record<Booking['type'], (booking: Booking) => Details> = {
  ride: (b) => ({
    title: b.ride ? `${b.ride.fromAddress} → ${b.ride.toAddress}` : 'Viagem',
    facts: b.ride
      ? [
        ['Data', formatDate(b.ride.departureDate)],
        ['Hora', b.ride.departureTime],
        ['Lugares', String(b.seats ?? '')],
      ]
      : [],
    // The car (and its plate) once booked, while the booking is open (issue 15).
    extra: b.ride && (b.status === 'pending' || b.status === 'confirmed')
      ? <RideVehicleFacts rideId={b.ride.id} />
      : undefined,
  }),
  stay: (b) => ({
    title: b.stay?.name ?? 'Alojamento',
    facts: b.stay
      ? [
        ['Quarto', b.stay.roomTypeName],
        ['Check-in', `${formatDate(b.stay.checkIn)} · ${b.stay.checkInTime}`],
        ['Check-out', `${formatDate(b.stay.checkOut)} · ${b.stay.checkOutTime}`],
        ['Noites', String(b.stay.nights)],
        ['Hóspedes', String(b.stay.guests)],
        ['Preço por noite', formatMZN(b.stay.pricePerNightCents)],
        ...(b.stay.awaitingConfirmation
          ? [['Confirmação', <AnswerDeadline key="answer" dueAt={b.stay.answerDueAt} />] as [string, ReactNode]]
          : []),
      ]
      : [],
  }),
  event: (b) => ({
    title: b.event?.title ?? 'Evento',
    facts: b.event
      ? [
        ['Data', b.event.startDate === b.event.endDate
          ? formatDate(b.event.startDate)
          : `${formatDate(b.event.startDate)} – ${formatDate(b.event.endDate)}`],
        ['Hora', `${b.event.startTime} – ${b.event.endTime}`],
        ['Local', `${b.event.venue}, ${b.event.address}`],
        ['Bilhetes', b.event.ticketTypeName ? `${b.event.ticketQuantity} × ${b.event.ticketTypeName}` : String(b.event.ticketQuantity)],
        ...(b.event.partnerName ? [['Parceria', b.event.partnerName] as [string, ReactNode]] : []),
        ...(b.discountCents > 0 ? [['Desconto', formatMZN(b.discountCents)] as [string, ReactNode]] : []),
      ]
      : [],
    extra: b.event?.tickets.length ? <EventTickets tickets={b.event.tickets} title={b.event.title} /> : undefined,
  }),
};

export function BookingCard({ booking, onCancel, onPay, chatHref, extra }: BookingCardProps) {
  const details = DETAILS[booking.type](booking);
  const status = BOOKING_STATUS_LABELS[booking.status];
  return (
    <Card as="article" aria-label={`${details.title}, ${status}`} data-booking-id={booking.id}>
      <Card.Header>
        <Title>{details.title}</Title>
        <Badge tone={BOOKING_STATUS_TONES[booking.status]}>{status}</Badge>
      </Card.Header>
      <Card.Body>
        <Facts>
          {details.facts.map(([term, value]) => (
            <FactRow key={term} term={term} value={value} />
          ))}
          <FactRow term={booking.type === 'ride' ? 'Motorista' : 'Fornecedor'} value={booking.provider.name} />
          {booking.status === 'pending' || (booking.status === 'cancelled' && booking.paymentStatus === 'cancelled') ? (
            <FactRow term="Pagamento" value={PAYMENT_LABELS[booking.paymentStatus]} />
          ) : null}
          {booking.refund ? <FactRow term="Reembolso" value={<RefundState refund={booking.refund} />} /> : null}
          <dt data-total>Total</dt>
          <dd data-total>{formatMZN(booking.totalCents)}</dd>
        </Facts>
        {details.extra}
        {extra}
      </Card.Body>
      {onPay || onCancel || chatHref ? (
        <Card.Footer>
          {chatHref ? (
            <Button as={Link} href={chatHref} variant="secondary" aria-label={`Chat sobre a reserva ${details.title}`}>
              Chat
            </Button>
          ) : null}
          {onCancel ? (
            isWithdrawal(booking) ? (
              <Button variant="outline" onClick={() => onCancel(booking)} aria-label={`Retirar pedido ${details.title}`}>
                Retirar pedido
              </Button>
            ) : (
              <Button variant="outline" onClick={() => onCancel(booking)} aria-label={`Cancelar reserva ${details.title}`}>
                Cancelar
              </Button>
            )
          ) : null}
          {onPay ? (
            <Button onClick={() => onPay(booking)} aria-label={`Pagar reserva ${details.title}`}>
              Pagar
            </Button>
          ) : null}
        </Card.Footer>
      ) : null}
    </Card>
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
  return (
    <>
      <RefundLine data-refund-status={refund.status}>
        <Badge tone={REFUND_STATUS_TONES[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Badge>
        <span>{formatMZN(refund.amountCents)}</span>
      </RefundLine>
      {refund.status === 'failed' && refund.failureReason ? <RefundNote>{refund.failureReason}</RefundNote> : null}
    </>
  );
}

/** A paid stay request: the establishment answers by `dueAt`, or it is declined and refunded in full. */
function AnswerDeadline({ dueAt }: { dueAt: string | null }) {
  if (!dueAt) return <>Aguarda confirmação do alojamento</>;
  return (
    <>
      <span data-answer-due={dueAt}>
        Aguarda a resposta do alojamento até {formatDate(dueAt)} às {formatTime(dueAt)}
      </span>
      <RefundNote>Sem resposta até lá, o pedido é recusado e devolvemos-lhe tudo o que pagou.</RefundNote>
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
