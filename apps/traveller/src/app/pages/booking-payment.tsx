/**
 * @module What the ride and stay booking screens share (spec 2.9): their two columns (the product, then the booking
 * panel from tablets up) and the payment of the booking their panel created: the dialog opens at once, 'Pagar'
 * opens it again, and a payment made or a transfer registered leads to /reservas. {@link payable} also describes the
 * bookings Minhas Reservas pays.
 */
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { formatDate } from '@turismo/app-core/format';
import type { Booking } from '../../features/bookings/api/bookings.ts';
import type { PayableBooking } from '../../features/payments/components/PaymentDialog.tsx';
import { PaymentDialog } from '../../features/payments/components/LazyPaymentDialog.tsx';

export const BookingLayout = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

/**
 * What the payment dialog shows of a booking: the route, the establishment and room type, or the event, with seats,
 * nights and guests, or tickets and their dates.
 */
export function payable(booking: Booking, t: TFunction): PayableBooking {
  const { ride, stay, event } = booking;
  const serviceName = ride
    ? `${ride.fromAddress} → ${ride.toAddress}`
    : stay
    ? `${stay.name} · ${stay.roomTypeName}`
    : event?.title ?? booking.provider.name;
  const details = ride
    ? `${t('{{count}} lugar', { count: booking.seats ?? 1 })} · ${formatDate(ride.departureDate)} ${ride.departureTime}`
    : stay
    ? `${t('{{count}} noite', { count: stay.nights })} · ${formatDate(stay.checkIn)} → ${formatDate(stay.checkOut)} · ${
      t('{{count}} hóspede', { count: stay.guests })
    }`
    : event
    ? `${t('{{count}} bilhete', { count: event.ticketQuantity })} · ${formatDate(event.startDate)} ${event.startTime}`
    : undefined;
  return { id: booking.id, totalCents: booking.totalCents, serviceName, details };
}

/**
 * The booking created on the screen and its payment dialog (nothing before one is created).
 * @example const pay = useBookingPayment(); <RideBookingPanel booking={pay.booking} onBooked={pay.onBooked}
 *   onPay={pay.onPay} ... />{pay.dialog}
 */
export function useBookingPayment() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [booking, setBooking] = useState<Booking | null>(null);
  const [paying, setPaying] = useState(false);
  const done = () => {
    setPaying(false);
    navigate('/reservas');
  };
  return {
    booking,
    onBooked: (created: Booking) => {
      setBooking(created);
      setPaying(true);
    },
    onPay: () => setPaying(true),
    dialog: booking
      ? (
        <PaymentDialog
          open={paying}
          onOpenChange={setPaying}
          booking={payable(booking, t)}
          onPaid={done}
          onPending={done}
          // 'Reservar' that opened it is replaced by the panel's 'Pagar' (data-pay-action): focus goes there on close.
          returnFocusTo={() => document.querySelector<HTMLElement>('[data-pay-action]')}
        />
      )
      : null,
  };
}
