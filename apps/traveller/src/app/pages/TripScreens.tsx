/**
 * @module 'Planear a viagem' (/events/{id}/planear, and from a stay's dates /planear-viagem) and the trip page (/viagens/{id}) of issue 30, composed: the trips
 * feature's screens with the payments feature's dialog (one payment for the whole trip, by `tripId`) and, under a
 * paid ride, the driver's phone ('Ligar') and the conversation from the chats (the API gives the phone only once the
 * booking is paid, ADR 0017). The two screens are compositions of features (bookings, events, rides, stays, trips,
 * payments), so they live in src/app/trips (features do not import each other, ADR 0020). A trip booked here is remembered on the device for the links of /reservas.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { useChatRooms } from '@turismo/app-core/chat';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import type { Booking } from '../../features/bookings/api/bookings.ts';
import { PaymentDialog } from '../../features/payments/components/LazyPaymentDialog.tsx';
import type { Trip } from '../../features/trips/api/trips.ts';
import { TripPage } from '../trips/TripPage.tsx';
import { TripPlanner } from '../trips/TripPlanner.tsx';
import { TripStayPlanner } from '../trips/TripStayPlanner.tsx';
import { amountDue, unpaidParts } from '../../features/trips/lib/trip-status.ts';

const Contact = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
`;

export function TripPlanScreen({ eventId }: { eventId: string }) {
  const [, navigate] = useLocation();
  return <TripPlanner eventId={eventId} onBooked={(trip) => navigate(`/viagens/${trip.id}`)} />;
}

/**
 * 'Planear a viagem' from a stay's dates (/planear-viagem?roomTypeId=&checkIn=&checkOut=&guests=, linked from the stay
 * page's booking panel).
 */
export function TripStayPlanScreen() {
  const [, navigate] = useLocation();
  const q = new URLSearchParams(useSearch());
  return (
    <TripStayPlanner
      roomTypeId={q.get('roomTypeId') ?? ''}
      checkIn={q.get('checkIn') ?? ''}
      checkOut={q.get('checkOut') ?? ''}
      guests={Number(q.get('guests') ?? 1)}
      onBooked={(trip) => navigate(`/viagens/${trip.id}`)}
    />
  );
}

/** What the payment dialog shows of a trip: its parts and the sum of the unpaid ones. */
function payableTrip(trip: Trip, t: TFunction) {
  const parts = unpaidParts(trip);
  return {
    id: parts[0]?.booking.id ?? trip.parts[0]!.booking.id,
    tripId: trip.id,
    totalCents: amountDue(trip),
    serviceName: t('Viagem completa'),
    details: parts.map((p) => p.name).join(' · '),
  };
}

export function TripScreen({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const chats = useChatRooms(Boolean(user));
  const rooms = new Map((chats.data ?? []).filter((r) => r.role === 'client').map((r) => [r.bookingId, r]));
  const contact = (booking: Booking) => {
    const room = rooms.get(booking.id);
    if (booking.type !== 'ride' || booking.status !== 'confirmed' || !room) return null;
    return (
      <Contact data-driver-contact>
        {room.providerPhone ? (
          // The name begins with the visible text 'Ligar +258 …' (WCAG 2.5.3), then says whom.
          <Button as="a" href={`tel:${room.providerPhone}`} size="sm" variant="outline"
            aria-label={t('Ligar {{phone}}, {{name}}', { name: room.providerName, phone: room.providerPhone })}>
            {t('Ligar')} {room.providerPhone}
          </Button>
        ) : null}
        {room.status === 'active' ? (
          <Button as={Link} href={`/chat/${room.id}`} size="sm" variant="secondary">{t('Chat')}</Button>
        ) : null}
      </Contact>
    );
  };
  return (
    <TripPage
      tripId={tripId}
      renderContact={contact}
      renderPayment={({ trip, onClose, onPaid }) => (
        <PaymentDialog
          open
          onOpenChange={(open) => !open && onClose()}
          booking={payableTrip(trip, t)}
          onPaid={onPaid}
          onPending={onClose}
          returnFocusTo={() => document.querySelector<HTMLElement>('[data-pay-action]')}
        />
      )}
    />
  );
}
