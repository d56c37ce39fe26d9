/**
 * @module Minhas Reservas for a signed-in traveller (spec 2.10, 2.9): the bookings feature's page with the reviews
 * feature's prompt ('Avaliar', issue 11), the bank transfer details of a pending transfer, the open chats and the
 * payments feature's dialog for 'Pagar'. BookingsScreen puts it behind the sign-in gate; the Storybook screen
 * 'Ecrãs/Reservas' shows it as it is.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@turismo/app-core/format';
import { OfflineNotice } from '@turismo/app-core/OfflineNotice';
import { ReviewPrompt } from '@turismo/app-core/reviews/ReviewPrompt';
import type { Booking } from '../../features/bookings/api/bookings.ts';
import { BookingsPage } from '../../features/bookings/components/BookingsPage.tsx';
import { BankTransferDetails } from '../../features/payments/components/BankTransferDetails.tsx';
import { PaymentDialog } from '../../features/payments/components/PaymentDialog.tsx';

/**
 * What the payment dialog shows of a booking: the route, the establishment and room type, or the event, with seats,
 * nights and guests, or tickets and their dates (the same lines as the ride, stay and event screens' dialogs).
 */
export function payable(booking: Booking, t: TFunction) {
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

/** @param openChats The chat room id of each booking whose conversation is open, by booking id. */
export function MyBookings({ openChats }: { openChats: ReadonlyMap<string | null, string> }) {
  const { t } = useTranslation();
  return (
    <BookingsPage
      prompt={
        <>
          <OfflineNotice name="bookings" what={t('as suas reservas e bilhetes')} />
          <ReviewPrompt />
        </>
      }
      renderExtra={(booking) =>
        booking.status === 'pending' && booking.paymentStatus === 'pending'
          ? <BankTransferDetails bookingId={booking.id} onlyPendingTransfer />
          : null}
      chatHref={(booking) => {
        const roomId = openChats.get(booking.id);
        return roomId ? `/chat/${roomId}` : undefined;
      }}
      renderPayment={({ booking, onClose, onPaid }) => (
        <PaymentDialog
          open
          onOpenChange={(open) => !open && onClose()}
          booking={payable(booking, t)}
          onPaid={onPaid}
          onPending={onClose}
        />
      )}
    />
  );
}
