/**
 * @module Minhas Reservas with its gate and payment (spec 2.10, 2.9): visitors see 'Acesso Restrito' / 'Precisa fazer
 * login para ver suas reservas.' with 'Iniciar Sessão' (the login dialog); signed-in users the bookings feature's
 * page, given the payments feature's dialog for 'Pagar' and the reviews feature's prompt ('Avaliar', issue 11).
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@turismo/app-core/format';
import { useSession } from '@turismo/app-core/session';
import { AccessGate } from '@turismo/ui-kit/AccessGate';
import { Button } from '@turismo/ui-kit/Button';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { LoginModal } from '../../features/auth/components/LoginModal.tsx';
import type { Booking } from '../../features/bookings/api/bookings.ts';
import { BookingsPage } from '../../features/bookings/components/BookingsPage.tsx';
import { useChatRooms } from '@turismo/app-core/chat';
import { PaymentDialog } from '../../features/payments/components/PaymentDialog.tsx';
import { ReviewPrompt } from '@turismo/app-core/reviews/ReviewPrompt';
import { OfflineNotice } from '@turismo/app-core/OfflineNotice';
import { BankTransferDetails } from '../../features/payments/components/BankTransferDetails.tsx';
import { useDocumentTitle } from '@turismo/app-core/document-title';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
`;

/** What the payment dialog shows of a booking. */
function payable(booking: Booking, t: TFunction) {
  const ride = booking.ride;
  const seats = booking.seats ?? 1;
  return {
    id: booking.id,
    totalCents: booking.totalCents,
    serviceName: ride ? `${ride.fromAddress} → ${ride.toAddress}` : booking.event?.title ?? booking.provider.name,
    details: ride
      ? `${t('{{count}} lugar', { count: seats })} · ${formatDate(ride.departureDate)} ${ride.departureTime}`
      : booking.event
      ? `${t('{{count}} bilhete', { count: booking.event.ticketQuantity })} · ${formatDate(booking.event.startDate)} ${booking.event.startTime}`
      : undefined,
  };
}

export function BookingsScreen({ path }: { path: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('Minhas Reservas'));
  const { user, loading } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);
  // Spec 2.10 'Chat': the conversations the traveller can write in, by booking.
  const chat = useChatRooms(Boolean(user));
  const refreshChats = chat.mutate;
  useEffect(() => {
    if (user) void refreshChats(); // a booking made a moment ago opens its conversation
  }, [user, refreshChats]);
  const openChats = new Map(
    (chat.data ?? []).filter((r) => r.role === 'client' && r.status === 'active').map((r) => [r.bookingId, r.id]),
  );

  if (loading) {
    return (
      <Loading>
        <Spinner size="lg" label={t('A verificar a sessão...')} />
      </Loading>
    );
  }

  if (!user) {
    return (
      <>
        <AccessGate
          title={t('Acesso Restrito')}
          description={t('Precisa fazer login para ver suas reservas.')}
          actions={
            <>
              <Button onClick={() => setLoginOpen(true)}>{t('Iniciar Sessão')}</Button>
              <Button as={Link} href={`/signup?next=${encodeURIComponent(path)}`} variant="outline">
                {t('Criar Conta')}
              </Button>
              <Button as={Link} href="/" variant="ghost">
                {t('Voltar ao início')}
              </Button>
            </>
          }
        />
        <LoginModal open={loginOpen} onOpenChange={setLoginOpen} />
      </>
    );
  }

  return (
    <>
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
      <LoginModal open={loginOpen} onOpenChange={setLoginOpen} />
    </>
  );
}
