/**
 * @module Minhas Reservas for a signed-in traveller (spec 2.10, 2.9): the bookings feature's page with the reviews
 * feature's prompt ('Avaliar', issue 11), the bank transfer details of a pending transfer, the open chats and the
 * payments feature's dialog for 'Pagar', the outcome of a card payment back from the hosted page (?pagamento=), the
 * disputes feature's 'Reportar um problema' (issue 32), and the waitlists feature's places in line and offers (issue
 * 30) and the trips booked on this device (/viagens/{id}, issue 30). BookingsScreen puts it behind the sign-in gate; the Storybook screen
 * 'Ecrãs/Reservas' shows it as it is.
 */
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@turismo/app-core/OfflineNotice';
import { ReviewPrompt } from '@turismo/app-core/reviews/ReviewPrompt';
import { useUserBookings } from '../../features/bookings/api/bookings.ts';
import { BookingsPage } from '../../features/bookings/components/BookingsPage.tsx';
import { HostedPageReturn } from '../../features/payments/components/HostedPageReturn.tsx';
import { BankTransferDetails } from '../../features/payments/components/BankTransferDetails.tsx';
import { PaymentDialog } from '../../features/payments/components/LazyPaymentDialog.tsx';
import { ReportProblem } from '../../features/disputes/components/ReportProblem.tsx';
import { MyWaitlists } from '../../features/waitlists/components/MyWaitlists.tsx';
import { TripLinks } from '../../features/trips/components/TripLinks.tsx';
import { payable } from './booking-payment.tsx';

/** @param openChats The chat room id of each booking whose conversation is open, by booking id. */
export function MyBookings({ openChats }: { openChats: ReadonlyMap<string | null, string> }) {
  const { t } = useTranslation();
  // The same list as the page's: read again once a card payment the traveller comes back from is known (ADR 0050).
  const bookings = useUserBookings(true);
  return (
    <BookingsPage
      prompt={
        <>
          <HostedPageReturn onSettled={() => void bookings.mutate()} />
          <OfflineNotice name="bookings" what={t('as suas reservas e bilhetes')} />
          <ReviewPrompt />
          <MyWaitlists />
          <TripLinks bookings={bookings.data ?? []} />
        </>
      }
      renderExtra={(booking) =>
        booking.status === 'pending' && booking.paymentStatus === 'pending'
          ? <BankTransferDetails bookingId={booking.id} onlyPendingTransfer />
          : <ReportProblem booking={booking} />}
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
