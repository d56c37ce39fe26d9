/**
 * @module What the ride and stay booking screens share (spec 2.9): their two columns (the product, then the booking
 * panel from tablets up) and the payment of the booking their panel created: the dialog opens at once, 'Pagar'
 * opens it again, and a payment made or a transfer registered leads to /reservas.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { type PayableBooking, PaymentDialog } from '../../features/payments/components/PaymentDialog.tsx';

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
 * The booking created on the screen and its payment dialog.
 * @example const pay = useBookingPayment<Booking>(); <RideBookingPanel booking={pay.booking} onBooked={pay.onBooked}
 *   onPay={pay.onPay} ... />{pay.dialog({ serviceName: route, details })}
 */
export function useBookingPayment<B extends { id: string; totalCents: number }>() {
  const [, navigate] = useLocation();
  const [booking, setBooking] = useState<B | null>(null);
  const [paying, setPaying] = useState(false);
  const done = () => {
    setPaying(false);
    navigate('/reservas');
  };
  return {
    booking,
    onBooked: (created: B) => {
      setBooking(created);
      setPaying(true);
    },
    onPay: () => setPaying(true),
    /** The payment dialog of the booking (nothing before one is created), described as `what`. */
    dialog: (what: Omit<PayableBooking, 'id' | 'totalCents'>) =>
      booking ? (
        <PaymentDialog
          open={paying}
          onOpenChange={setPaying}
          booking={{ id: booking.id, totalCents: booking.totalCents, ...what }}
          onPaid={done}
          onPending={done}
        />
      ) : null,
  };
}
