/**
 * @module /eventos, /events and /events/{id} (issue 5): the events feature's pages composed with the payments
 * feature's dialog and, on an event's page, the reviews feature's published reviews of the event (issue 11). A paid booking opens the payment dialog ('Pagamento Processado' -> /reservas); a free event's
 * registration is confirmed at once and the tickets are in /reservas.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@turismo/app-core/format';
import { useToast } from '@turismo/ui-kit/Toast';
import type { EventBooking, EventItem } from '../../features/events/api/events.ts';
import { useSession } from '@turismo/app-core/session';
import { useRewardOptions } from '../../features/loyalty/api/loyalty.ts';
import { EventDetailPage } from '../../features/events/components/EventDetailPage.tsx';
import { EventsPage } from '../../features/events/components/EventsPage.tsx';
import { PaymentDialog } from '../../features/payments/components/LazyPaymentDialog.tsx';
import { SubjectReviews } from '../../features/reviews/components/SubjectReviews.tsx';
import { WaitlistButton } from '../../features/waitlists/components/WaitlistButton.tsx';
import { useDocumentTitle } from '@turismo/app-core/document-title';

function usePayment() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const [pending, setPending] = useState<{ booking: EventBooking; event: EventItem } | null>(null);

  const onBooked = (booking: EventBooking, event: EventItem) => {
    if (booking.status === 'confirmed') {
      toast({
        title: t('Presença registada!'),
        description: t('Os seus bilhetes estão em Minhas Reservas.'),
        variant: 'success',
      });
      navigate('/reservas');
      return;
    }
    setPending({ booking, event });
  };

  const dialog = pending ? (
    <PaymentDialog
      open
      onOpenChange={(open) => !open && setPending(null)}
      booking={{
        id: pending.booking.id,
        totalCents: pending.booking.totalCents,
        serviceName: pending.event.title,
        details: `${t('{{count}} bilhete', { count: pending.booking.event?.ticketQuantity ?? 0 })} · ${formatDate(pending.event.startDate)} ${
          pending.event.startTime
        }`,
      }}
      onPaid={() => {
        setPending(null);
        navigate('/reservas');
      }}
      onPending={() => {
        setPending(null);
        navigate('/reservas');
      }}
    />
  ) : null;
  return { onBooked, dialog };
}

export function EventsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('Eventos e Feiras'));
  const { onBooked, dialog } = usePayment();
  return (
    <>
      <EventsPage onBooked={onBooked} />
      {dialog}
    </>
  );
}

export function EventDetailScreen({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('Evento'));
  const { user, loading } = useSession();
  const { onBooked, dialog } = usePayment();
  const rewards = useRewardOptions('event', Boolean(user));
  return (
    <>
      <EventDetailPage
        eventId={eventId}
        onBooked={onBooked}
        rewards={rewards}
        // A sold-out event: its line (of its first ticket type, when it sells types; issue 30).
        soldOutAction={(event) => (
          <WaitlistButton
            listing={{
              kind: 'event',
              eventId: event.id,
              quantity: 1,
              ...(event.ticketTypes[0] ? { ticketTypeId: event.ticketTypes[0].id } : {}),
            }}
            signedIn={loading ? null : Boolean(user)}
            loginHref={`/login?next=${encodeURIComponent(`/events/${event.id}`)}`}
          />
        )}
      >
        <SubjectReviews subject="events" id={eventId} signedIn={!loading && Boolean(user)} />
      </EventDetailPage>
      {dialog}
    </>
  );
}
