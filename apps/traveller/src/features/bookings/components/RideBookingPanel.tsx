/**
 * @module Booking seats of a ride (spec 1, 2.9; issue 3): the number of seats (1 to the seats left), the server's
 * quote of exactly that booking (seats, the chosen reward, platform fee, total: what 'Reservar' charges, issue 32),
 * 'Registar para Reservar' for visitors (to /signup, coming back
 * here with the seats), and for signed-in users 'Reservar', which creates the booking (POST /api/bookings/create with
 * an Idempotency-Key) and shows the amounts the server charged. Payment is the caller's (a slot in src/app).
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatMZN, formatTime } from '@turismo/app-core/format';
import { errorMessage } from '@turismo/app-core/use-action';
import { RIDE_LIMITS } from '@turismo/rules/rides.ts';
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
import { type Booking, createRideBooking, useRideQuote } from '../api/bookings.ts';
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
  /** What a full ride offers under 'Esgotado' (the waitlist, composed in src/app; issue 30). */
  fullAction?: ReactNode;
};

/** Seats one booking may take (spec 5: 1 to 8 passengers; the rules package's, which the API applies too). */
const MAX_SEATS = RIDE_LIMITS.passengers.max;

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
  fullAction,
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
  const open = ride.status === 'active' && new Date(ride.departureAt).getTime() > Date.now();
  const bookable = open && choices.length > 0;
  // Open but every seat taken: the waitlist's place (issue 30), when the app composes one.
  const full = open && choices.length === 0;
  const quote = useRideQuote(booking || !bookable ? null : ride.id, seats, signedIn ? rewardId : '');

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
                <Button size="lg" fullWidth data-pay-action onClick={() => onPay(booking)}>
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
          {full && fullAction ? (
            <>
              <Alert tone="warning" title={t('Esgotado')}>
                {t('Todos os lugares desta viagem estão reservados.')}
              </Alert>
              {fullAction}
            </>
          ) : !bookable ? (
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
                {quote.data ? (
                  <PriceSummary
                    subtotalLabel={`${seatsLabel(seats)} × ${formatMZN(quote.data.priceCents)}`}
                    subtotalCents={quote.data.grossCents}
                    discounts={quote.data.rewardDiscountCents > 0
                      ? [{
                        label: t('Recompensa: {{title}}', { title: quote.data.rewardTitle ?? '' }),
                        cents: quote.data.rewardDiscountCents,
                      }]
                      : []}
                    feeLabel={t('Taxa da plataforma ({{percent}})', { percent: percentLabel(quote.data.platformFeeBps / 100) })}
                    feeCents={quote.data.platformFeeCents}
                    totalCents={quote.data.totalCents}
                  />
                ) : quote.error ? (
                  <Alert tone="danger">{errorMessage(quote.error, t('Não foi possível calcular o preço.'))}</Alert>
                ) : (
                  <Skeleton lines={3} />
                )}
              </div>
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
