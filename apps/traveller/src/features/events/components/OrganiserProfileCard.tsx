/**
 * @module An event organiser's public profile (issue 11, 'Provider profiles'): photo (or the kit's designed
 * fallback), first name, the verified badge (the admin approved their identity), member since, the rating over all
 * their events and its count of published reviews ('Sem avaliações' with none), and their past events, each linking
 * to its page with its own rating. A 404 says the organiser is not available.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatDate } from '@turismo/app-core/format';
import { ProfileCard, ratingText } from '@turismo/app-core/ProfileCard';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useOrganiserProfile } from '../api/organisers.ts';

const Past = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function OrganiserProfileCard({ organiserId }: { organiserId: string }) {
  const { t } = useTranslation();
  const { data: organiser, error, isLoading } = useOrganiserProfile(organiserId);
  if (isLoading) return <Skeleton variant="rect" height={140} />;
  if (error || !organiser) {
    return <p role="alert">{t('Este organizador não existe ou já não está disponível.')}</p>;
  }
  return (
    <>
      <ProfileCard
        headingId="organizador-nome"
        firstName={organiser.firstName}
        photoUrl={organiser.profileImageUrl}
        verified={organiser.verified}
        facts={[
          [t('Membro desde'), formatDate(organiser.memberSince)],
          [t('Eventos'), t('{{count}} evento realizado', { count: organiser.pastEventCount })],
          [t('Avaliação'), ratingText(organiser.rating, organiser.reviewCount)],
        ]}
      />
      <Past aria-labelledby="eventos-passados">
        <h2 id="eventos-passados">{t('Eventos realizados')}</h2>
        {organiser.pastEvents.length === 0 ? <p>{t('Ainda sem eventos realizados na plataforma.')}</p> : (
          <ul>
            {organiser.pastEvents.map((e) => (
              <li key={e.id}>
                <span>
                  <Link href={`/events/${e.id}`}>{e.title}</Link> <small>{formatDate(e.startDate)}</small>
                </span>
                <span>{ratingText(e.rating, e.reviewCount)}</span>
              </li>
            ))}
          </ul>
        )}
      </Past>
    </>
  );
}
