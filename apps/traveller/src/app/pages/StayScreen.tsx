/**
 * @module /alojamentos/:id, an establishment and the booking of one of its room types (issue 4; spec 2.7, 2.9): the
 * stays feature's page and booking panel and the payments feature's dialog, composed here. The search's choice comes
 * in the address (?roomTypeId=&checkIn=&checkOut=&guests=); visitors are sent to /signup and come back to it. After a
 * payment: /reservas.
 */
import styled from 'styled-components';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useRewardOptions } from '../../features/loyalty/api/loyalty.ts';
import { useHotel } from '../../features/stays/api/stays.ts';
import { ShareActions } from '@turismo/app-core/ShareActions';
import { EstablishmentDetails } from '../../features/stays/components/EstablishmentDetails.tsx';
import { SubjectReviews } from '../../features/reviews/components/SubjectReviews.tsx';
import { WaitlistButton } from '../../features/waitlists/components/WaitlistButton.tsx';
import { type StayChoice, StayBookingPanel } from '../../features/stays/components/StayBookingPanel.tsx';
import { Page } from '@turismo/app-core/Page';
import { useDeferredAnswer } from '@turismo/app-core/progressive';
import { BookingLayout, useBookingPayment } from './booking-payment.tsx';
import { guestsValid, STAY_SEARCH_LIMITS } from '@turismo/rules/stays.ts';
import { stayHref } from './stay-href.ts';
import { StayPreview, stayPreview } from './stay-preview.tsx';

/**
 * The reviews, below a phone's first screen: neither styled nor laid out until they near the viewport (issue 13),
 * sized meanwhile as a typical list of reviews. They stay in the page for keyboards and screen readers.
 */
const Below = styled.div`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 30rem;
`;

function choiceFrom(search: string): Partial<StayChoice> {
  const q = new URLSearchParams(search);
  const guests = Number(q.get('guests') ?? STAY_SEARCH_LIMITS.guests.default);
  return {
    roomTypeId: q.get('roomTypeId') ?? undefined,
    checkIn: q.get('checkIn') ?? undefined,
    checkOut: q.get('checkOut') ?? undefined,
    guests: guestsValid(guests) ? guests : STAY_SEARCH_LIMITS.guests.default,
  };
}

export function StayScreen({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  const search = useSearch();
  const { user, loading } = useSession();
  const rewards = useRewardOptions('stay', Boolean(user));
  const { data: answer, error, isLoading } = useHotel(hotelId);
  // The page is drawn in a transition, in short slices (issue 13); meanwhile the preview (or the skeleton) stays.
  const { data: hotel, drawing } = useDeferredAnswer(answer);
  const pay = useBookingPayment();
  const booking = pay.booking;
  const initial = choiceFrom(search);

  if (isLoading || drawing) {
    // Opened from its address: what the page carried stays on screen until the data is there (issue 13).
    const preview = stayPreview(hotelId);
    if (preview) return <StayPreview preview={preview} />;
    return (
      <Page title={t('Alojamento')}>
        <Skeleton variant="rect" height={240} />
      </Page>
    );
  }
  if (error || !hotel) {
    return (
      <Page title={t('Alojamento')}>
        <EmptyState
          headingLevel={2}
          icon="alert"
          title={t('Alojamento não encontrado')}
          description={t('Este alojamento não existe ou já não está disponível.')}
          action={<Button as={Link} href="/">{t('Voltar à Página Inicial')}</Button>}
        />
      </Page>
    );
  }

  return (
    <Page title={hotel.name} description={hotel.place ? `${hotel.place.name}, ${hotel.place.province}` : hotel.address}>
      <BookingLayout>
        <div>
          <EstablishmentDetails hotel={hotel} />
          <ShareActions
            title={hotel.name}
            text={hotel.place ? `${hotel.place.name}, ${hotel.place.province}` : hotel.address}
            url={`/alojamentos/${hotel.id}`}
          />
          <Below>
            <SubjectReviews subject="establishments" id={hotel.id} signedIn={!loading && Boolean(user)} />
          </Below>
        </div>
        <StayBookingPanel
          hotelName={hotel.name}
          policyText={hotel.conditions.cancellationPolicyText}
          rewards={rewards}
          roomTypes={hotel.roomTypes.filter((r) => r.isActive)}
          initial={initial}
          signedIn={loading ? null : Boolean(user)}
          signupHref={(choice) => `/signup?next=${encodeURIComponent(stayHref(hotel.id, choice))}`}
          booking={booking}
          onBooked={pay.onBooked}
          onPay={pay.onPay}
          fullAction={(choice) => (
            <WaitlistButton
              listing={{ kind: 'stay', ...choice }}
              signedIn={loading ? null : Boolean(user)}
              loginHref={`/login?next=${encodeURIComponent(stayHref(hotel.id, choice))}`}
            />
          )}
        />
      </BookingLayout>
      {pay.dialog}
    </Page>
  );
}
