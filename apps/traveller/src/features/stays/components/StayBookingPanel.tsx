/**
 * @module Booking a room for some nights (spec 2.7, 5; issue 4): room type, check-in, check-out (night summary) and
 * guests, the price nights × rate, 'Registar para Reservar' for visitors, and for signed-in users 'Reservar', which
 * holds one room of the type for every night (POST /api/bookings/create, type 'stay', Idempotency-Key) and shows the
 * amounts the server charged. Payment is the caller's (the payment dialog, composed in src/app).
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatMZN, todayInMaputo } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import {
  type BookingPanelBase,
  BookingPanelStack,
  BookingSubmit,
  RewardSelect,
  useBookingAttempt,
} from '../../../lib/booking-attempt.tsx';
import { createStayBooking, type RoomType, type StayBooking, useStayQuote } from '../api/stays.ts';
import { checkStaySearch, nightsBetween, STAY_LIMITS } from '../lib/stay-rules.ts';
import { StayBookingSummary } from './StayBookingSummary.tsx';
import { StayQuote } from './StayQuote.tsx';
import { Fields } from './stayBookingStyles.ts';

export type StayChoice = { roomTypeId: string; checkIn: string; checkOut: string; guests: number };

export type StayBookingPanelProps = BookingPanelBase<StayBooking, StayChoice> & {
  hotelName: string;
  /** The establishment's cancellation policy in Portuguese (`conditions.cancellationPolicyText`). */
  policyText?: string;
  roomTypes: RoomType[];
  initial: Partial<StayChoice>;
  /** What a room type full on the chosen nights offers (the waitlist, composed in src/app; issue 30). */
  fullAction?: (choice: StayChoice) => ReactNode;
};

/** The trip planned from these nights (the traveller app's /planear-viagem). */
export const stayTripHref = (c: StayChoice) =>
  `/planear-viagem?${new URLSearchParams({
    roomTypeId: c.roomTypeId,
    checkIn: c.checkIn,
    checkOut: c.checkOut,
    guests: String(c.guests),
  })}`;

export function StayBookingPanel({
  hotelName,
  policyText,
  roomTypes,
  initial,
  signedIn,
  signupHref,
  booking,
  onBooked,
  onPay,
  rewards = [],
  fullAction,
}: StayBookingPanelProps) {
  const { t } = useTranslation();
  const [rewardId, setRewardId] = useState('');
  const { toast } = useToast();
  const today = todayInMaputo();
  const [roomTypeId, setRoomTypeId] = useState(
    roomTypes.some((r) => r.id === initial.roomTypeId) ? initial.roomTypeId! : roomTypes[0]?.id ?? '',
  );
  const [checkIn, setCheckIn] = useState(initial.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(initial.checkOut ?? '');
  const [guests, setGuests] = useState(String(initial.guests ?? STAY_LIMITS.defaultGuests));
  const room = roomTypes.find((r) => r.id === roomTypeId);
  const nights = nightsBetween(checkIn, checkOut);
  // The server's price of these nights (calendar rates, blocked nights, minimum stay; issue 15).
  // With the chosen reward, the fee and the total: what 'Reservar' will charge (ADR 0043).
  const quote = useStayQuote(roomTypeId, checkIn, checkOut, nights > 0 && checkIn >= today, rewardId);
  const choice: StayChoice = { roomTypeId, checkIn, checkOut, guests: Number(guests) };
  const attempt = useBookingAttempt(
    (key) => createStayBooking({ ...choice, rewardRedemptionId: rewardId || undefined }, key),
    onBooked,
  );
  const changed = attempt.reset;

  const book = () => {
    if (attempt.busy || !room) return;
    const problem = checkStaySearch({ location: hotelName, ...choice }, today);
    if (problem) {
      toast({ title: t(problem.title), description: t(problem.description), variant: 'destructive' });
      return;
    }
    void attempt.book();
  };
  if (booking?.stay) {
    return <StayBookingSummary booking={booking} stay={booking.stay} policyText={policyText} onPay={onPay} />;
  }

  return (
    <Card as="section" aria-labelledby="reserva-titulo">
      <Card.Body>
        <BookingPanelStack>
          <h2 id="reserva-titulo">{t('Reservar quarto')}</h2>
          {roomTypes.length === 0 ? (
            <Alert tone="warning" title={t('Indisponível')}>
              {t('Este alojamento ainda não tem quartos disponíveis.')}
            </Alert>
          ) : (
            <>
              <Select
                label={t('Tipo de quarto')}
                value={roomTypeId}
                options={roomTypes.map((r) => ({
                  value: r.id,
                  label: t('{{name}} · {{price}} por noite', { name: r.name, price: formatMZN(r.pricePerNightCents) }),
                }))}
                onChange={(e) => {
                  setRoomTypeId(e.target.value);
                  changed();
                }}
              />
              <Fields>
                <TextField
                  label={t('Check-in')}
                  type="date"
                  min={today}
                  value={checkIn}
                  onChange={(e) => {
                    setCheckIn(e.target.value);
                    changed();
                  }}
                />
                <TextField
                  label={t('Check-out')}
                  type="date"
                  min={checkIn || today}
                  value={checkOut}
                  onChange={(e) => {
                    setCheckOut(e.target.value);
                    changed();
                  }}
                />
              </Fields>
              <TextField
                label={t('Hóspedes')}
                type="number"
                inputMode="numeric"
                min={STAY_LIMITS.minGuests}
                max={room?.maxOccupancy ?? STAY_LIMITS.maxGuests}
                value={guests}
                hint={room ? t('Até {{count}} por quarto.', { count: room.maxOccupancy }) : undefined}
                onChange={(e) => {
                  setGuests(e.target.value);
                  changed();
                }}
              />
              {signedIn ? (
                <RewardSelect
                  rewards={rewards}
                  value={rewardId}
                  onChange={(id) => {
                    setRewardId(id);
                    changed();
                  }}
                />
              ) : null}
              <StayQuote room={room} nights={nights} quote={quote} />
              {policyText ? (
                <p data-note data-cancellation-policy>
                  <strong>{t('Política de cancelamento:')}</strong> {policyText}
                </p>
              ) : null}
              {/* No room free on one of the nights (full or blocked): the line for them instead (issue 30). */}
              {fullAction && quote.data && quote.data.freeRooms === 0 && nights > 0 ? fullAction(choice) : (
                <BookingSubmit
                  error={attempt.error}
                  signedIn={signedIn}
                  signupHref={signupHref(choice)}
                  busy={attempt.busy}
                  onBook={book}
                  label={t('Reservar')}
                />
              )}
              {/* The whole trip around these nights: the rides there and back and the town's events (issue 30). */}
              {room && nights > 0 && checkIn >= today ? (
                <p data-note>
                  <Button as={Link} href={stayTripHref(choice)} variant="secondary">
                    {t('Planear a viagem')}
                  </Button>{' '}
                  <span>{t('Viagem de ida e volta e eventos da cidade, com esta estadia, num só pagamento.')}</span>
                </p>
              ) : null}
            </>
          )}
        </BookingPanelStack>
      </Card.Body>
    </Card>
  );
}
