/**
 * @module Booking seats of a ride (spec 1, 2.9; issue 3): the number of seats (1 to the seats left), an estimate of
 * the price from the server's fee (labelled as such), 'Registar para Reservar' for visitors (to /signup, coming back
 * here with the seats), and for signed-in users 'Reservar', which creates the booking (POST /api/bookings/create with
 * an Idempotency-Key) and shows the amounts the server charged. Payment is the caller's (a slot in src/app).
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { ApiError } from '@turismo/app-core/api';
import { errorMessage } from '@turismo/app-core/use-action';
import { formatMZN } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useToast } from '@turismo/ui-kit/Toast';
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

export type RideBookingPanelProps = {
  ride: BookableRide;
  /** Seats asked for in the address (?seats=), kept within 1 and the seats left. */
  initialSeats: number;
  /** null while the session is loading. */
  signedIn: boolean | null;
  /** Where a visitor registers, coming back to this ride with `seats`. */
  signupHref: (seats: number) => string;
  /** The booking created here (controlled by the caller, which opens the payment). */
  booking: Booking | null;
  onBooked: (booking: Booking) => void;
  onPay: (booking: Booking) => void;
  /** The caller's usable rewards for rides (composed in src/app from the loyalty feature); none: no select. */
  rewards?: ReadonlyArray<{ id: string; label: string }>;
};

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  [data-note] {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const MAX_SEATS = 8;

/** Seats the user can choose: 1 to the seats left (at most 8, spec 9). */
export function seatChoices(seatsAvailable: number): number[] {
  return Array.from({ length: Math.max(0, Math.min(MAX_SEATS, seatsAvailable)) }, (_, i) => i + 1);
}

const seatsLabel = (n: number) => (n === 1 ? '1 lugar' : `${n} lugares`);

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
  const { toast } = useToast();
  const choices = seatChoices(ride.seatsAvailable);
  const [seats, setSeats] = useState(() => Math.min(Math.max(1, initialSeats), Math.max(1, choices.length)));
  const [busy, setBusy] = useState(false);
  const [rewardId, setRewardId] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One Idempotency-Key per booking attempt; a retry after a network failure repeats the same attempt.
  const attemptKey = useRef<string | null>(null);
  const estimate = usePriceEstimate(booking ? null : ride.priceCents * seats);

  const bookable = ride.status === 'active' && new Date(ride.departureAt).getTime() > Date.now() && choices.length > 0;

  const book = async () => {
    if (busy) return;
    setError(null);
    attemptKey.current ??= crypto.randomUUID();
    setBusy(true);
    try {
      const created = await createRideBooking(
        { rideId: ride.id, seats, rewardRedemptionId: rewardId || undefined },
        attemptKey.current,
      );
      attemptKey.current = null;
      onBooked(created);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 0) attemptKey.current = null;
      const message = errorMessage(err, 'Não foi possível criar a reserva. Tente novamente.');
      setError(message);
      toast({ title: 'Erro na reserva', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (booking) {
    return (
      <Card as="section" aria-labelledby="reserva-titulo">
        <Card.Body>
          <Stack>
            <h2 id="reserva-titulo">A sua reserva</h2>
            {booking.discountCents > 0 ? (
              <p data-note data-discount>Desconto da recompensa: −{formatMZN(booking.discountCents)}</p>
            ) : null}
            <PriceSummary
              subtotalLabel={`${seatsLabel(booking.seats ?? seats)} × ${formatMZN(booking.ride?.priceCents ?? ride.priceCents)}`}
              subtotalCents={booking.subtotalCents}
              feeLabel={`Taxa da plataforma (${percentLabel(booking.platformFeeBps / 100)})`}
              feeCents={booking.platformFeeCents}
              totalCents={booking.totalCents}
            />
            {booking.status === 'pending' ? (
              <>
                <p data-note>
                  Os lugares ficam guardados até {booking.holdExpiresAt
                    ? new Intl.DateTimeFormat('pt-MZ', { timeStyle: 'short', timeZone: 'Africa/Maputo' })
                      .format(new Date(booking.holdExpiresAt))
                    : 'ao fim do prazo'}
                  . Pague para confirmar a reserva.
                </p>
                <Button size="lg" fullWidth onClick={() => onPay(booking)}>
                  Pagar {formatMZN(booking.totalCents)}
                </Button>
              </>
            ) : (
              <Alert tone="success" title="Reserva confirmada">
                <Link href="/reservas">Ver Minhas Reservas</Link>
              </Alert>
            )}
            <CancellationPolicyNote text={ride.cancellationPolicy?.text} />
          </Stack>
        </Card.Body>
      </Card>
    );
  }

  return (
    <Card as="section" aria-labelledby="reserva-titulo">
      <Card.Body>
        <Stack>
          <h2 id="reserva-titulo">Reservar lugares</h2>
          {!bookable ? (
            <Alert tone="warning" title="Indisponível">
              Esta viagem já não aceita reservas.
            </Alert>
          ) : (
            <>
              <Select
                label="Lugares"
                value={String(seats)}
                options={choices.map((n) => ({ value: String(n), label: seatsLabel(n) }))}
                onChange={(e) => {
                  setSeats(Number(e.target.value));
                  attemptKey.current = null;
                }}
              />
              {rewards.length > 0 && signedIn ? (
                <Select
                  label="Recompensa"
                  value={rewardId}
                  placeholder="Sem recompensa"
                  options={rewards.map((r) => ({ value: r.id, label: r.label }))}
                  onChange={(e) => {
                    setRewardId(e.target.value);
                    attemptKey.current = null;
                  }}
                  hint="O desconto é calculado pelo servidor ao criar a reserva."
                />
              ) : null}
              <div aria-live="polite">
                {estimate.data ? (
                  <PriceSummary
                    subtotalLabel={`${seatsLabel(seats)} × ${formatMZN(ride.priceCents)}`}
                    subtotalCents={estimate.data.subtotal}
                    feeLabel={`Taxa da plataforma (${percentLabel(estimate.data.feePercentage)})`}
                    feeCents={estimate.data.platformFee}
                    totalLabel="Total estimado"
                    totalCents={estimate.data.total}
                  />
                ) : estimate.error ? (
                  <p data-note>
                    Preço estimado: {seatsLabel(seats)} × {formatMZN(ride.priceCents)} ={' '}
                    {formatMZN(ride.priceCents * seats)}, mais a taxa da plataforma.
                  </p>
                ) : (
                  <Skeleton lines={3} />
                )}
              </div>
              <p data-note>Estimativa: o valor cobrado é o calculado ao criar a reserva.</p>
              <CancellationPolicyNote text={ride.cancellationPolicy?.text} />
              {error ? (
                <Alert tone="danger" title="Erro na reserva" role="alert">
                  {error}
                </Alert>
              ) : null}
              {signedIn === false ? (
                <Button as={Link} href={signupHref(seats)} size="lg" fullWidth>
                  Registar para Reservar
                </Button>
              ) : (
                <Button size="lg" fullWidth loading={busy || signedIn === null} onClick={() => void book()}>
                  Reservar {seatsLabel(seats)}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Card.Body>
    </Card>
  );
}
