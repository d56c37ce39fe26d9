/**
 * @module Minhas Reservas (spec 2.10; /reservas, /bookings, /dashboard): the signed-in user's bookings from GET
 * /api/bookings/user, toggled between 'Ativas (n)' and 'Anteriores (n)'; 'Cancelar' (offered as the API's `canCancel`
 * says; 'Retirar pedido' for a paid stay request not yet answered) after the prompt 'Tem certeza
 * que deseja cancelar esta reserva?', followed by the exact amount that comes back (GET /api/bookings/{id}/refund-quote;
 * POST /api/bookings/{id}/cancel refunds it) and the product's policy, and 'Pagar' for a pending unpaid booking
 * (the payment dialog comes through the `renderPayment` slot); 'Cancelar bilhete' on one unused ticket of a
 * confirmed multi-ticket event booking, after the prompt with the exact refund of that ticket (GET and POST
 * /api/bookings/{id}/tickets/{ticketId}/..., issue 32). Access for signed-in users only (gate in src/app).
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatMZN } from '@turismo/app-core/format';
import { errorMessage } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Grid } from '@turismo/ui-kit/Grid';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { useToast } from '@turismo/ui-kit/Toast';
import { Page } from '@turismo/app-core/Page';
import { ReceiptLinks, receiptsByBooking, useReceipts } from '@turismo/app-core/receipts';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import {
  type Booking,
  cancelBooking,
  cancelTicket,
  useRefundQuote,
  useTicketRefundQuote,
  useUserBookings,
} from '../api/bookings.ts';
import type { EventTicket } from './EventTickets.tsx';
import { canCancelBooking, canPayBooking, groupBookings, isWithdrawal } from '../lib/group-bookings.ts';
import { cancelledToastText, quoteRefundText } from '../lib/refunds.ts';
import { BookingCard } from './BookingCard.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export type PaymentSlot = (props: { booking: Booking; onClose: () => void; onPaid: () => void }) => ReactNode;

export type BookingsPageProps = {
  /** Renders the payment dialog for a booking (from the payments feature, composed in src/app). */
  renderPayment?: PaymentSlot;
  /** The conversation of a booking when its chat is open (from the chat feature, composed in src/app). */
  chatHref?: (booking: Booking) => string | undefined;
  /** Shown above the bookings: the reviews feature's prompt (composed in src/app). */
  prompt?: ReactNode;
  /** Shown in a booking's card: the payments feature's bank transfer and proof upload (composed in src/app). */
  renderExtra?: (booking: Booking) => ReactNode;
};

const PolicyNote = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Tab = 'active' | 'past';

export function BookingsPage({ renderPayment, chatHref, prompt, renderExtra }: BookingsPageProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const bookingsQuery = useUserBookings(true);
  const { data, error, isLoading } = bookingsQuery;
  // Receipts (issue 12) are issued when money settles: they are read again with the bookings.
  const receipts = useReceipts('traveller');
  const byBooking = receiptsByBooking(receipts.data);
  const mutate = async () => {
    const result = await bookingsQuery.mutate();
    void receipts.mutate();
    return result;
  };
  const [tab, setTab] = useState<Tab>('active');
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [paying, setPaying] = useState<Booking | null>(null);
  const { active, past } = groupBookings(data ?? []);
  const withdrawing = toCancel !== null && isWithdrawal(toCancel);
  // The exact amount that comes back, quoted by the server from the product's policy (ADR 0024 of the API).
  const quote = useRefundQuote(toCancel?.id ?? null);

  // One ticket of an event booking cancelled on its own (issue 32), with that ticket's refund quoted first.
  const [ticketToCancel, setTicketToCancel] = useState<{ booking: Booking; ticket: EventTicket } | null>(null);
  const [cancellingTicket, setCancellingTicket] = useState(false);
  const ticketQuote = useTicketRefundQuote(
    ticketToCancel ? { bookingId: ticketToCancel.booking.id, ticketId: ticketToCancel.ticket.id } : null,
  );
  const confirmCancelTicket = async () => {
    if (!ticketToCancel) return;
    setCancellingTicket(true);
    try {
      const done = await cancelTicket(ticketToCancel.booking.id, ticketToCancel.ticket.id);
      toast({
        title: t('Bilhete cancelado'),
        description: done.refundCents > 0
          ? t('Reembolso de {{amount}} ao seu meio de pagamento. Os outros bilhetes continuam válidos.', {
            amount: formatMZN(done.refundCents),
          })
          : t('Os outros bilhetes continuam válidos.'),
        variant: 'success',
      });
      setTicketToCancel(null);
      await mutate();
    } catch (err) {
      toast({
        title: t('Erro ao cancelar'),
        description: errorMessage(err, t('Não foi possível cancelar o bilhete. Tente novamente.')),
        variant: 'destructive',
      });
    } finally {
      setCancellingTicket(false);
    }
  };

  const confirmCancel = async () => {
    if (!toCancel) return;
    setCancelling(true);
    try {
      const cancelled = await cancelBooking(toCancel.id);
      toast({
        title: isWithdrawal(toCancel) ? t('Pedido retirado') : t('Reserva cancelada'),
        description: cancelledToastText(cancelled, t),
        variant: 'success',
      });
      setToCancel(null);
      await mutate();
    } catch (err) {
      toast({
        title: t('Erro ao cancelar'),
        description: errorMessage(err, t('Não foi possível cancelar a reserva. Tente novamente.')),
        variant: 'destructive',
      });
    } finally {
      setCancelling(false);
    }
  };

  const list = (bookings: Booking[], emptyTitle: string) =>
    bookings.length === 0 ? (
      <EmptyState
        headingLevel={2}
        icon="ticket"
        title={emptyTitle}
        action={<Button as={Link} href="/" variant="secondary">{t('Buscar Ofertas')}</Button>}
      />
    ) : (
      <Grid>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard
              booking={booking}
              onCancel={canCancelBooking(booking) ? setToCancel : undefined}
              onPay={renderPayment && canPayBooking(booking) ? setPaying : undefined}
              onCancelTicket={booking.type === 'event' && booking.status === 'confirmed' && booking.active !== false
                ? (b, ticket) => setTicketToCancel({ booking: b, ticket })
                : undefined}
              chatHref={booking.status !== 'completed' ? chatHref?.(booking) : undefined}
              extra={
                <>
                  {renderExtra?.(booking)}
                  <ReceiptLinks
                    receipts={byBooking.get(booking.id) ?? []}
                    pageHref={(id) => `/recibos/${id}`}
                    onError={(err) =>
                      toast({
                        title: t('Erro'),
                        description: errorMessage(err, t('Não foi possível descarregar o recibo.')),
                        variant: 'destructive',
                      })}
                  />
                </>
              }
            />
          </li>
        ))}
      </Grid>
    );

  return (
    <Page title={t('Minhas Reservas')} description={t('As suas viagens, estadias e bilhetes de eventos.')}>
      {prompt}
      {error ? (
        <LoadError title={t('Erro ao carregar as reservas')} error={error} onRetry={mutate}
          fallback={t('Não foi possível carregar as suas reservas.')} />
      ) : null}
      {isLoading ? <Loading label={t('A carregar as reservas')} height={160} /> : null}
      {data ? (
        <Tabs
          label={t('Reservas')}
          fitted
          value={tab}
          onValueChange={(id) => setTab(id as Tab)}
          items={[
            {
              id: 'active',
              label: t('Ativas ({{count}})', { count: active.length }),
              content: list(active, t('Nenhuma reserva ativa')),
            },
            {
              id: 'past',
              label: t('Anteriores ({{count}})', { count: past.length }),
              content: list(past, t('Nenhuma reserva anterior')),
            },
          ]}
        />
      ) : null}
      <ConfirmDialog
        open={toCancel !== null}
        title={withdrawing ? t('Retirar pedido') : t('Cancelar reserva')}
        description={
          <>
            <span>
              {withdrawing
                ? t('Tem certeza que deseja retirar este pedido? O alojamento ainda não respondeu.')
                : t('Tem certeza que deseja cancelar esta reserva?')}
            </span>{' '}
            {toCancel ? (
              <span data-refund-preview aria-live="polite">
                {quote.data
                  ? quoteRefundText(quote.data, toCancel, t)
                  : quote.error
                  ? errorMessage(quote.error, t('Não foi possível calcular o reembolso. Tente novamente.'))
                  : t('A calcular o valor a reembolsar…')}
              </span>
            ) : null}
            {quote.data && quote.data.paidCents > 0 ? (
              <PolicyNote data-refund-policy>{quote.data.policy.text}</PolicyNote>
            ) : null}
          </>
        }
        confirmLabel={withdrawing ? t('Sim, retirar') : t('Sim, cancelar')}
        cancelLabel={t('Voltar')}
        busy={cancelling || (toCancel !== null && !quote.data && !quote.error)}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setToCancel(null)}
      />
      <ConfirmDialog
        open={ticketToCancel !== null}
        title={t('Cancelar bilhete')}
        description={
          <>
            <span>
              {t('Tem certeza que deseja cancelar o bilhete {{seq}}? Os outros bilhetes continuam válidos.', {
                seq: ticketToCancel?.ticket.seq ?? '',
              })}
            </span>{' '}
            {ticketToCancel ? (
              <span data-refund-preview aria-live="polite">
                {ticketQuote.data
                  ? ticketQuote.data.cancellable
                    ? quoteRefundText(ticketQuote.data, ticketToCancel.booking, t)
                    : ticketQuote.data.reason
                  : ticketQuote.error
                  ? errorMessage(ticketQuote.error, t('Não foi possível calcular o reembolso. Tente novamente.'))
                  : t('A calcular o valor a reembolsar…')}
              </span>
            ) : null}
            {ticketQuote.data?.cancellable && ticketQuote.data.paidCents > 0 ? (
              <PolicyNote data-refund-policy>{ticketQuote.data.policy.text}</PolicyNote>
            ) : null}
          </>
        }
        confirmLabel={t('Sim, cancelar o bilhete')}
        cancelLabel={t('Voltar')}
        busy={cancellingTicket || (ticketToCancel !== null && !ticketQuote.data && !ticketQuote.error)}
        confirmDisabled={ticketQuote.data ? !ticketQuote.data.cancellable : false}
        onConfirm={() => void confirmCancelTicket()}
        onCancel={() => setTicketToCancel(null)}
      />
      {paying && renderPayment
        ? renderPayment({
          booking: paying,
          onClose: () => {
            setPaying(null);
            void mutate();
          },
          onPaid: () => {
            setPaying(null);
            void mutate();
          },
        })
        : null}
    </Page>
  );
}
