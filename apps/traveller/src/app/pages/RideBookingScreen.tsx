/**
 * @module /rides/:id, the booking of a ride (issue 3; spec 1, 2.9): the ride (rides feature), the seats and price
 * (bookings feature) and the payment dialog (payments feature), composed here. Visitors are sent to /signup and
 * come back to this address with the seats they chose. After a successful payment: /reservas.
 */
import styled from 'styled-components';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ShareActions } from '@turismo/app-core/ShareActions';
import { formatDate } from '@turismo/app-core/format';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Facts } from '@turismo/ui-kit/Facts';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { RideBookingPanel } from '../../features/bookings/components/RideBookingPanel.tsx';
import { useRewardOptions } from '../../features/loyalty/api/loyalty.ts';
import { useRide } from '../../features/rides/api/rides.ts';
import { RideCard } from '../../features/rides/components/RideCard.tsx';
import { WaitlistButton } from '../../features/waitlists/components/WaitlistButton.tsx';
import { Page } from '@turismo/app-core/Page';
import { BookingLayout, useBookingPayment } from './booking-payment.tsx';
import { passengersValid } from '@turismo/rules/rides.ts';

const Extra = styled(Facts)`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Login = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Seats from '?seats=' (1 to 8). */
function seatsFrom(search: string): number {
  const n = Number(new URLSearchParams(search).get('seats') ?? 1);
  return passengersValid(n) ? n : 1;
}

export function RideBookingScreen({ rideId }: { rideId: string }) {
  const { t } = useTranslation();
  const search = useSearch();
  const { user, loading } = useSession();
  const rewards = useRewardOptions('ride', Boolean(user));
  const { data: ride, error, isLoading } = useRide(rideId);
  const pay = useBookingPayment();
  const booking = pay.booking;
  const seats = seatsFrom(search);
  const here = (n: number) => `/rides/${rideId}?seats=${n}`;

  if (isLoading) {
    return (
      <Page title={t('Reservar Viagem')}>
        <Skeleton variant="rect" height={240} />
      </Page>
    );
  }

  if (error || !ride) {
    return (
      <Page title={t('Reservar Viagem')}>
        <EmptyState
          headingLevel={2}
          icon="alert"
          title={t('Viagem não encontrada')}
          description={t('Esta viagem não existe ou já não está disponível.')}
          action={<Button as={Link} href="/rides">{t('Ver Todas as Viagens Disponíveis')}</Button>}
        />
      </Page>
    );
  }

  const route = `${ride.fromAddress} → ${ride.toAddress}`;

  return (
    <Page title={route} description={t('Escolha os lugares e confirme a sua reserva.')}>
      <BookingLayout>
        <div>
          <RideCard ride={ride} headingLevel={2} />
          <ShareActions
            title={route}
            text={`${formatDate(ride.departureDate)} ${ride.departureTime}`}
            url={`/rides/${ride.id}`}
          />
          {ride.pickupPoint || ride.dropoffPoint || ride.description ? (
            <Extra>
              {ride.pickupPoint ? (
                <>
                  <dt>{t('Ponto de partida')}</dt>
                  <dd>{ride.pickupPoint}</dd>
                </>
              ) : null}
              {ride.dropoffPoint ? (
                <>
                  <dt>{t('Ponto de chegada')}</dt>
                  <dd>{ride.dropoffPoint}</dd>
                </>
              ) : null}
              {ride.description ? (
                <>
                  <dt>{t('Descrição')}</dt>
                  <dd>{ride.description}</dd>
                </>
              ) : null}
            </Extra>
          ) : null}
        </div>
        <div>
          <RideBookingPanel
            ride={ride}
            initialSeats={seats}
            rewards={rewards}
            signedIn={loading ? null : Boolean(user)}
            signupHref={(n) => `/signup?next=${encodeURIComponent(here(n))}`}
            booking={booking}
            onBooked={pay.onBooked}
            onPay={pay.onPay}
            fullAction={
              <WaitlistButton
                listing={{ kind: 'ride', rideId: ride.id, seats }}
                signedIn={loading ? null : Boolean(user)}
                loginHref={`/login?next=${encodeURIComponent(here(seats))}`}
              />
            }
          />
          {!loading && !user ? (
            <Login>
              {t('Já tem conta?')} <Link href={`/login?next=${encodeURIComponent(here(seats))}`}>{t('Entrar')}</Link>
            </Login>
          ) : null}
        </div>
      </BookingLayout>
      {pay.dialog}
    </Page>
  );
}
