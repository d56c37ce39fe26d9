/**
 * @module Booking seats of a ride (spec 1, 2.9; issue 3): the number of seats (1 to the seats left), an estimate of
 * the price from the server's fee (labelled as such), 'Registar para Reservar' for visitors (to /signup, coming back
 * here with the seats), and for signed-in users 'Reservar', which creates the booking (POST /api/bookings/create with
 * an Idempotency-Key) and shows the amounts the server charged. Payment is the caller's (a slot in src/app).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatMZN, formatTime } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import {
  type BookingPanelBase,
  BookingPanelStack,
  BookingSubmit,
  RewardSelect,
  useBookingAttempt,
} from '../../../lib/booking-attempt.tsx';
import { type Booking, createRideBooking, usePriceEstimate } from '../api/bookings.ts';
import { CancellationPolicyNote } from './CancellationPolicyNote.tsx';
import { percentLabel, PriceSummary } from './PriceSummary.tsx';

/** The ride fields booking needs. */
export type BookableRide = {
  id: string;
  priceCents: number;
  seatsAvailable: number;
  status: 'active' | 'completed' | 'cancelled';
  departureAt: string;
  /** The ride's cancellation policy (GET /api/rides/{id}). */
  cancellationPolicy?: { text: string };
};

/** The choice kept through a visitor's sign-up is the number of seats. */
export type RideBookingPanelProps = BookingPanelBase<Booking, number> & {
  ride: BookableRide;
  /** Seats asked for in the address (?seats=), kept within 1 and the seats left. */
  initialSeats: number;
};

const MAX_SEATS = 8;

/** Seats the user can choose: 1 to the seats left (at most 8, spec 9). */
export function seatChoices(seatsAvailable: number): number[] {
  return Array.from({ length: Math.max(0, Math.min(MAX_SEATS, seatsAvailable)) }, (_, i) => i + 1);
}

export function RideBookingPanel({
  ride,
  initialSeats,
  signedIn,
  signupHref,
  booking,
  onBooked,
  onPay,
  rewards = [],
}: RideBookingPanelProps) {
  const { t } = useTranslation();
  const seatsLabel = (count: number) => t('{{count}} lugar', { count });
  const choices = seatChoices(ride.seatsAvailable);
  const [seats, setSeats] = useState(() => Math.min(Math.max(1, initialSeats), Math.max(1, choices.length)));
  const [rewardId, setRewardId] = useState('');
  const attempt = useBookingAttempt(
    (key) => createRideBooking({ rideId: ride.id, seats, rewardRedemptionId: rewardId || undefined }, key),
    onBooked,
  );
  const estimate = usePriceEstimate(booking ? null : ride.priceCents * seats);

  const bookable = ride.status === 'active' && new Date(ride.departureAt).getTime() > Date.now() && choices.length > 0;

  if (booking) {
    return (
      <Card as="section" aria-labelledby="reserva-titulo">
        <Card.Body>
          <BookingPanelStack gap={4}>
            <h2 id="reserva-titulo">{t('A sua reserva')}</h2>
            {booking.discountCents > 0 ? (
              <p data-note data-discount>
                {t('Desconto da recompensa: −{{amount}}', { amount: formatMZN(booking.discountCents) })}
              </p>
            ) : null}
            <PriceSummary
              subtotalLabel={`${seatsLabel(booking.seats ?? seats)} × ${formatMZN(booking.ride?.priceCents ?? ride.priceCents)}`}
              subtotalCents={booking.subtotalCents}
              feeLabel={t('Taxa da plataforma ({{percent}})', { percent: percentLabel(booking.platformFeeBps / 100) })}
              feeCents={booking.platformFeeCents}
              totalCents={booking.totalCents}
            />
            {booking.status === 'pending' ? (
              <>
                <p data-note>
                  {booking.holdExpiresAt
                    ? t('Os lugares ficam guardados até {{time}}.', {
                      time: formatTime(booking.holdExpiresAt),
                    })
                    : t('Os lugares ficam guardados até ao fim do prazo.')}{' '}
                  {t('Pague para confirmar a reserva.')}
                </p>
                <Button size="lg" fullWidth onClick={() => onPay(booking)}>
                  {t('Pagar {{amount}}', { amount: formatMZN(booking.totalCents) })}
                </Button>
              </>
            ) : (
              <Alert tone="success" title={t('Reserva confirmada')}>
                <Link href="/reservas">{t('Ver Minhas Reservas')}</Link>
              </Alert>
            )}
            <CancellationPolicyNote text={ride.cancellationPolicy?.text} />
          </BookingPanelStack>
        </Card.Body>
      </Card>
    );
  }

  return (
    <Card as="section" aria-labelledby="reserva-titulo">
      <Card.Body>
        <BookingPanelStack gap={4}>
          <h2 id="reserva-titulo">{t('Reservar lugares')}</h2>
          {!bookable ? (
            <Alert tone="warning" title={t('Indisponível')}>
              {t('Esta viagem já não aceita reservas.')}
            </Alert>
          ) : (
            <>
              <Select
                label={t('Lugares')}
                value={String(seats)}
                options={choices.map((n) => ({ value: String(n), label: seatsLabel(n) }))}
                onChange={(e) => {
                  setSeats(Number(e.target.value));
                  attempt.reset();
                }}
              />
              {signedIn ? (
                <RewardSelect
                  rewards={rewards}
                  value={rewardId}
                  onChange={(id) => {
                    setRewardId(id);
                    attempt.reset();
                  }}
                />
              ) : null}
              <div aria-live="polite">
                {estimate.data ? (
                  <PriceSummary
                    subtotalLabel={`${seatsLabel(seats)} × ${formatMZN(ride.priceCents)}`}
                    subtotalCents={estimate.data.subtotal}
                    feeLabel={t('Taxa da plataforma ({{percent}})', { percent: percentLabel(estimate.data.feePercentage) })}
                    feeCents={estimate.data.platformFee}
                    totalLabel={t('Total estimado')}
                    totalCents={estimate.data.total}
                  />
                ) : estimate.error ? (
                  <p data-note>
                    {t('Preço estimado: {{seats}} × {{price}} = {{total}}, mais a taxa da plataforma.', {
                      seats: seatsLabel(seats),
                      price: formatMZN(ride.priceCents),
                      total: formatMZN(ride.priceCents * seats),
                    })}
                  </p>
                ) : (
                  <Skeleton lines={3} />
                )}
              </div>
              <p data-note>{t('Estimativa: o valor cobrado é o calculado ao criar a reserva.')}</p>
              <CancellationPolicyNote text={ride.cancellationPolicy?.text} />
              <BookingSubmit
                error={attempt.error}
                signedIn={signedIn}
                signupHref={signupHref(seats)}
                busy={attempt.busy}
                onBook={() => void attempt.book()}
                label={t('Reservar {{seats}}', { seats: seatsLabel(seats) })}
              />
            </>
          )}
        </BookingPanelStack>
      </Card.Body>
    </Card>
  );
}
