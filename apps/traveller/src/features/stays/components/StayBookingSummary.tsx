/** @module The stay booking once created (spec 2.7): the room, dates and guests, the amounts the server charged, and
 * 'Pagar' while it is held, or its confirmation. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDate, formatMZN, formatNumber, formatTime } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import type { StayBooking } from '../api/stays.ts';
import { nightsBetween } from '../lib/stay-rules.ts';
import { BookingPanelStack } from '../../../lib/booking-attempt.tsx';
import { Sums } from './stayBookingStyles.ts';

export type StayBookingSummaryProps = {
  booking: StayBooking;
  /** The booking's `stay` part (a booking of type 'stay'). */
  stay: NonNullable<StayBooking['stay']>;
  policyText?: string;
  onPay: (booking: StayBooking) => void;
};

export function StayBookingSummary({ booking, stay: s, policyText, onPay }: StayBookingSummaryProps) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="reserva-titulo">
      <Card.Body>
        <BookingPanelStack>
          <h2 id="reserva-titulo">{t('A sua reserva')}</h2>
          <p data-note>
            {s.roomTypeName} · {formatDate(s.checkIn)} → {formatDate(s.checkOut)} ·{' '}
            {t('{{count}} hóspede', { count: s.guests })}
          </p>
          <Sums>
            {booking.discountCents > 0 ? (
              <>
                <dt>{t('Desconto da recompensa')}</dt>
                <dd>−{formatMZN(booking.discountCents)}</dd>
              </>
            ) : null}
            <dt>
              {t('{{count}} noite', { count: nightsBetween(s.checkIn, s.checkOut) })}
              {s.pricePerNightCents * s.nights === booking.subtotalCents ? ` × ${formatMZN(s.pricePerNightCents)}` : ''}
            </dt>
            <dd>{formatMZN(booking.subtotalCents)}</dd>
            <dt>
              {t('Taxa da plataforma ({{percent}} %)', {
                percent: formatNumber((booking.platformFeeBps / 100)),
              })}
            </dt>
            <dd>{formatMZN(booking.platformFeeCents)}</dd>
            <dt data-total>{t('Total')}</dt>
            <dd data-total>{formatMZN(booking.totalCents)}</dd>
          </Sums>
          {booking.status === 'pending' && booking.paymentStatus !== 'succeeded' ? (
            <>
              <p data-note>
                {booking.holdExpiresAt
                  ? t('O quarto fica guardado até {{time}}.', { time: formatTime(booking.holdExpiresAt) })
                  : t('O quarto fica guardado até ao fim do prazo.')}{' '}
                {t('Pague para concluir a reserva.')}
              </p>
              <Button size="lg" fullWidth data-pay-action onClick={() => onPay(booking)}>
                {t('Pagar {{amount}}', { amount: formatMZN(booking.totalCents) })}
              </Button>
            </>
          ) : (
            <Alert tone="success" title={s.awaitingConfirmation ? t('Pagamento recebido') : t('Reserva confirmada')}>
              {s.awaitingConfirmation ? `${t('O alojamento vai confirmar a sua reserva.')} ` : null}
              <Link href="/reservas">{t('Ver Minhas Reservas')}</Link>
            </Alert>
          )}
          {policyText ? (
            <p data-note data-cancellation-policy>
            <strong>{t('Política de cancelamento:')}</strong> {policyText}
          </p>
          ) : null}
        </BookingPanelStack>
      </Card.Body>
    </Card>
  );
}
