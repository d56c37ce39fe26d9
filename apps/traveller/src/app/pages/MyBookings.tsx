/**
 * @module Minhas Reservas for a signed-in traveller (spec 2.10, 2.9): the bookings feature's page with the reviews
 * feature's prompt ('Avaliar', issue 11), the bank transfer details of a pending transfer, the open chats and the
 * payments feature's dialog for 'Pagar'. BookingsScreen puts it behind the sign-in gate; the Storybook screen
 * 'Ecrãs/Reservas' shows it as it is.
 */
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@turismo/app-core/OfflineNotice';
import { ReviewPrompt } from '@turismo/app-core/reviews/ReviewPrompt';
import { BookingsPage } from '../../features/bookings/components/BookingsPage.tsx';
import { BankTransferDetails } from '../../features/payments/components/BankTransferDetails.tsx';
import { PaymentDialog } from '../../features/payments/components/PaymentDialog.tsx';
import { payable } from './booking-payment.tsx';

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
