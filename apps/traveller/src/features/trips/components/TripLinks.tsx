/**
 * @module The traveller's trips in Minhas Reservas (issue 30): a link to each trip's page (/viagens/{id}), found from
 * the bookings' `tripId` (every part of a trip is a booking of the caller's list), named after its event (or its
 * first part's provider) and dated by its first part. Nothing when no booking is part of a trip.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatDate } from '@turismo/app-core/format';
import type { components } from '@turismo/api-client/schema';
import { tripsOf } from '../lib/trip-links.ts';

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

export function TripLinks({ bookings }: { bookings: readonly components['schemas']['Booking'][] }) {
  const { t } = useTranslation();
  const trips = tripsOf(bookings);
  if (trips.length === 0) return null;
  return (
    <Nav aria-labelledby="my-trips">
      <h2 id="my-trips">{t('As suas viagens completas')}</h2>
      <ul>
        {trips.map((trip) => (
          <li key={trip.id}>
            <Link href={`/viagens/${trip.id}`}>
              {t('{{title}}, a partir de {{date}}', { title: trip.title, date: formatDate(trip.startsAt) })}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
