/**
 * @module The trip page (/viagens/{id}; issue 30): every part of the trip in time order (GET /api/trips/{id}), each
 * as its booking's card of Minhas Reservas (the tickets' QR codes, the car once booked, the stay's address and
 * check-in time, add-to-calendar), the driver's contact once the ride is paid (composed in src/app from the chats),
 * the trip's sums, 'Pagar' for the pending trip (the payments feature's dialog, one payment by `tripId`), 'Cancelar'
 * on one part by its own policy (POST /api/bookings/{id}/cancel) and 'Cancelar a viagem toda' with the sum that comes
 * back stated before confirming (POST /api/trips/{id}/cancel). Readable offline like /reservas: the service worker
 * keeps the answer, and 'Sem ligação' says when it was last updated.
 */
import { type ReactNode, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { msg } from '@turismo/app-core/i18n';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import { OfflineNotice } from '@turismo/app-core/OfflineNotice';
import { Page } from '@turismo/app-core/Page';
import { apiError, errorMessage } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { MoneyText } from '@turismo/ui-kit/MoneyText';
import { useToast } from '@turismo/ui-kit/Toast';
import { type Booking, cancelBooking } from '../../features/bookings/api/bookings.ts';
import { BookingCard } from '../../features/bookings/components/BookingCard.tsx';
import { ConfirmDialog } from '../../features/bookings/components/ConfirmDialog.tsx';
import { cancelledToastText, quoteRefundText } from '../../features/bookings/lib/refunds.ts';
import {
  cancelTrip,
  replaceTripPart,
  type Trip,
  type TripAlternative,
  type TripPart,
  tripUpdatedName,
  useTrip,
} from '../../features/trips/api/trips.ts';
import { TripReceiptList } from '../../features/trips/components/TripReceiptList.tsx';
import { canCancelTrip, canPayTrip, TRIP_STATUS_LABELS, TRIP_STATUS_TONES } from '../../features/trips/lib/trip-status.ts';

export type TripPaymentSlot = (props: { trip: Trip; onClose: () => void; onPaid: () => void }) => ReactNode;

export type TripPageProps = {
  tripId: string;
  /** The payment dialog of the whole trip (the payments feature, composed in src/app). */
  renderPayment?: TripPaymentSlot;
  /** Under a part's card: the driver's phone and chat once the ride is paid (composed in src/app). */
  renderContact?: (booking: Booking) => ReactNode;
};

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  max-width: 420px;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
  }

  [data-total] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: inherit;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Parts = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  [data-when] {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: normal;
  }
`;

const PolicyNote = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alternatives = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** An alternative in words: the ride's time, route, driver and price, or the room, its nights and price. */
function alternativeLabel(a: TripAlternative, t: TFunction): string {
  if (a.kind === 'ride') {
    return t('{{time}} · {{from}} → {{to}} · {{driver}} · {{price}} por lugar', {
      time: a.departureTime,
      from: a.fromAddress,
      to: a.toAddress,
      driver: a.driverName,
      price: formatMZN(a.priceCents),
    });
  }
  return t('{{name}} · {{room}} · {{nights}} por {{price}}', {
    name: a.name,
    room: a.roomTypeName,
    nights: t('{{count}} noite', { count: a.nights }),
    price: formatMZN(a.totalPriceCents),
  });
}

/** The role's name in the app's language (the API names it in Portuguese). */
const ROLE_NAMES = {
  event: msg('Bilhetes do evento'),
  rideThere: msg('Viagem de ida'),
  rideBack: msg('Viagem de regresso'),
  stay: msg('Estadia'),
} as const satisfies Record<TripPart['role'], string>;

export function TripPage({ tripId, renderPayment, renderContact }: TripPageProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data: trip, error, isLoading, mutate } = useTrip(tripId);
  const [paying, setPaying] = useState(false);
  const [partToCancel, setPartToCancel] = useState<TripPart | null>(null);
  const [wholeToCancel, setWholeToCancel] = useState(false);
  const [busy, setBusy] = useState(false);

  const roleName = (role: TripPart['role']) => t(ROLE_NAMES[role]);

  const confirmPart = async () => {
    if (!partToCancel) return;
    setBusy(true);
    try {
      const cancelled = await cancelBooking(partToCancel.booking.id);
      toast({
        title: t('Parte cancelada: {{part}}', { part: roleName(partToCancel.role) }),
        description: cancelledToastText(cancelled, t),
        variant: 'success',
      });
      setPartToCancel(null);
      await mutate();
    } catch (err) {
      toast({
        title: t('Erro ao cancelar'),
        description: errorMessage(err, t('Não foi possível cancelar a reserva. Tente novamente.')),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const bookAlternative = async (part: TripPart, alternative: TripAlternative) => {
    setBusy(true);
    try {
      const after = await replaceTripPart(tripId, part.booking.id, alternative);
      toast({
        title: t('Alternativa reservada: {{part}}', { part: roleName(part.role) }),
        description: t('Pague a viagem para a confirmar.'),
        variant: 'success',
      });
      await mutate(after, { revalidate: false });
    } catch (err) {
      toast({
        title: t('Não foi possível reservar a alternativa'),
        description: errorMessage(err, t('Tente novamente.')),
        variant: 'destructive',
      });
      await mutate();
    } finally {
      setBusy(false);
    }
  };

  const confirmWhole = async () => {
    setBusy(true);
    try {
      const refund = trip?.refundCents ?? 0;
      const after = await cancelTrip(tripId);
      toast({
        title: t('Viagem cancelada'),
        description: refund > 0
          ? t('Reembolso de {{amount}} ao seu meio de pagamento.', { amount: formatMZN(refund) })
          : t('Nada foi cobrado.'),
        variant: 'success',
      });
      setWholeToCancel(false);
      await mutate(after, { revalidate: false });
    } catch (err) {
      toast({
        title: t('Erro ao cancelar'),
        description: errorMessage(err, t('Não foi possível cancelar a viagem. Tente novamente.')),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  if (isLoading) {
    return <Page title={t('A sua viagem')}><Loading label={t('A carregar a viagem')} height={200} /></Page>;
  }
  if (!trip) {
    return (
      <Page title={t('A sua viagem')}>
        <OfflineNotice name={tripUpdatedName(tripId)} what={t('a sua viagem')} />
        {apiError(error)?.status === 404 ? (
          <EmptyState
            headingLevel={2}
            icon="alert"
            title={t('Viagem planeada não encontrada')}
            description={t('Esta viagem não existe ou não é sua.')}
            action={<Button as={Link} href="/reservas">{t('Minhas Reservas')}</Button>}
          />
        ) : (
          <LoadError
            title={t('Erro ao carregar a viagem')}
            error={error}
            onRetry={() => void mutate()}
            fallback={t('Não foi possível carregar a sua viagem.')}
          />
        )}
      </Page>
    );
  }

  const first = trip.parts[0];
  const status = t(TRIP_STATUS_LABELS[trip.status]);
  return (
    <Page
      title={t('A sua viagem')}
      description={first
        ? t('A começar em {{date}} às {{time}}.', {
          date: formatDate(first.startsAt),
          time: formatTime(first.startsAt),
        })
        : undefined}
    >
      <OfflineNotice name={tripUpdatedName(tripId)} what={t('a sua viagem')} />
      <Header>
        <Badge tone={TRIP_STATUS_TONES[trip.status]}>{status}</Badge>
        {trip.partnership ? (
          <span data-partnership>
            {t('Parceria {{partner}}: {{percent}}% desconto na estadia', {
              partner: trip.partnership.partnerName,
              percent: trip.partnership.discountPercentage,
            })}
          </span>
        ) : null}
      </Header>
      <Sums aria-label={t('Total da viagem')}>
        <dt>{t('Preço')}</dt>
        <dd><MoneyText centavos={trip.subtotalCents + trip.discountCents} /></dd>
        <dt>{t('Descontos')}</dt>
        <dd>−<MoneyText centavos={trip.discountCents} /></dd>
        <dt>{t('Taxas de serviço')}</dt>
        <dd><MoneyText centavos={trip.platformFeeCents} /></dd>
        <dt data-total>{t('Total da viagem')}</dt>
        <dd data-total data-trip-total><MoneyText centavos={trip.totalCents} /></dd>
      </Sums>
      <Actions>
        {renderPayment && canPayTrip(trip) ? (
          <Button onClick={() => setPaying(true)} data-pay-action>
            {t('Pagar')}
          </Button>
        ) : null}
        {canCancelTrip(trip) ? (
          <Button variant="outline" onClick={() => setWholeToCancel(true)}>
            {t('Cancelar a viagem toda')}
          </Button>
        ) : null}
        <Button as={Link} href="/reservas" variant="ghost">{t('Minhas Reservas')}</Button>
      </Actions>
      <Parts aria-label={t('Partes da viagem')}>
        {trip.parts.map((part) => (
          <li key={part.booking.id} data-trip-role={part.role}>
            <h2>
              {roleName(part.role)}
              <span data-when>{`${formatDate(part.startsAt)} · ${formatTime(part.startsAt)}`}</span>
            </h2>
            <BookingCard
              booking={part.booking}
              headingLevel={3}
              onCancel={part.cancellation.cancellable && part.booking.status !== 'cancelled'
                ? () => setPartToCancel(part)
                : undefined}
              extra={renderContact?.(part.booking)}
            />
            {part.cancelledByProvider ? (
              <>
                <Alert tone="warning" title={t('Cancelada pelo prestador')} data-provider-cancelled>
                  {part.replacedBy
                    ? t('Substituída por uma alternativa nesta viagem.')
                    : `${
                      part.booking.refund
                        ? t('O valor pago é devolvido por inteiro.')
                        : t('Nada foi cobrado por esta parte.')
                    } ${
                      part.alternatives.length === 0
                        ? t('Não há alternativas livres na plataforma para estas datas.')
                        : t('Escolha uma alternativa livre para as mesmas datas.')
                    }`}
                </Alert>
                {!part.replacedBy && part.alternatives.length > 0 ? (
                  <Alternatives aria-label={t('Alternativas para {{part}}', { part: roleName(part.role) })}>
                    {part.alternatives.map((a) => {
                      const label = alternativeLabel(a, t);
                      return (
                        <li key={a.kind === 'ride' ? a.rideId : a.roomTypeId} data-alternative={a.kind}>
                          <span>{label}</span>
                          <Button
                            size="sm"
                            disabled={busy}
                            aria-label={t('Reservar na viagem: {{alternative}}', { alternative: label })}
                            onClick={() => void bookAlternative(part, a)}
                          >
                            {t('Reservar na viagem')}
                          </Button>
                        </li>
                      );
                    })}
                  </Alternatives>
                ) : null}
              </>
            ) : null}
          </li>
        ))}
      </Parts>
      <TripReceiptList
        tripId={trip.id}
        paid={trip.parts.some((p) => p.booking.paymentStatus === 'succeeded')}
      />
      <ConfirmDialog
        open={partToCancel !== null}
        title={partToCancel ? t('Cancelar {{part}}', { part: roleName(partToCancel.role).toLowerCase() }) : ''}
        description={partToCancel ? (
          <>
            <span>{t('O resto da viagem continua reservado.')}</span>{' '}
            <span data-refund-preview>{quoteRefundText(partToCancel.cancellation, partToCancel.booking, t)}</span>
            {partToCancel.cancellation.paidCents > 0 ? (
              <PolicyNote data-refund-policy>{partToCancel.cancellation.policy.text}</PolicyNote>
            ) : null}
          </>
        ) : null}
        confirmLabel={t('Sim, cancelar')}
        cancelLabel={t('Voltar')}
        busy={busy}
        onConfirm={() => void confirmPart()}
        onCancel={() => setPartToCancel(null)}
      />
      <ConfirmDialog
        open={wholeToCancel}
        title={t('Cancelar a viagem toda')}
        description={
          <>
            <span>{t('Cada parte é cancelada pela sua própria política.')}</span>{' '}
            <span data-refund-preview>
              {trip.refundCents > 0
                ? t('Vai receber de volta {{amount}} no total.', { amount: formatMZN(trip.refundCents) })
                : t('Nada a reembolsar: nada foi pago, ou as políticas já não devolvem nada.')}
            </span>
          </>
        }
        confirmLabel={t('Sim, cancelar a viagem')}
        cancelLabel={t('Voltar')}
        busy={busy}
        onConfirm={() => void confirmWhole()}
        onCancel={() => setWholeToCancel(false)}
      />
      {paying && renderPayment
        ? renderPayment({
          trip,
          onClose: () => {
            setPaying(false);
            void mutate();
          },
          onPaid: () => {
            setPaying(false);
            void mutate();
          },
        })
        : null}
    </Page>
  );
}
