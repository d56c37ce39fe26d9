/**
 * @module An event organiser's public profile (issue 11, 'Provider profiles'): photo (or the kit's designed
 * fallback), first name, the verified badge (the admin approved their identity), member since, the rating over all
 * their events and its count of published reviews ('Sem avaliações' with none), and their past events, each linking
 * to its page with its own rating. A 404 says the organiser is not available.
 */
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatDate } from '@turismo/app-core/format';
import { Badge } from '@turismo/ui-kit/Badge';
import { Card } from '@turismo/ui-kit/Card';
import { Photo } from '@turismo/ui-kit/Photo';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useOrganiserProfile } from '../api/organisers.ts';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;

  img.avatar {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.round};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

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

/** '★ 4.5 (2 avaliações)', or 'Sem avaliações' without a published review (never a number without reviews). */
export function ratingText(rating: number | null, count: number): string {
  if (rating === null || count === 0) return 'Sem avaliações';
  return `★ ${rating.toFixed(1)} (${count === 1 ? '1 avaliação' : `${count} avaliações`})`;
}

export function OrganiserProfileCard({ organiserId }: { organiserId: string }) {
  const { data: organiser, error, isLoading } = useOrganiserProfile(organiserId);
  if (isLoading) return <Skeleton variant="rect" height={140} />;
  if (error || !organiser) {
    return <p role="alert">Este organizador não existe ou já não está disponível.</p>;
  }
  return (
    <>
      <Card as="section" aria-labelledby="organizador-nome" style={{ marginBottom: '24px' }}>
        <Card.Body>
          <Layout>
            {organiser.profileImageUrl
              ? <img className="avatar" src={organiser.profileImageUrl} alt={`Fotografia de ${organiser.firstName}`} />
              : <Photo photo={null} label={organiser.firstName} aspectRatio={1} style={{ borderRadius: '50%' }} />}
            <div>
              <h2 id="organizador-nome">{organiser.firstName}</h2>
              {organiser.verified ? <Badge tone="success">Verificado</Badge> : null}
              <Facts>
                <dt>Membro desde</dt>
                <dd>{formatDate(organiser.memberSince)}</dd>
                <dt>Eventos</dt>
                <dd>
                  {organiser.pastEventCount === 1 ? '1 evento realizado' : `${organiser.pastEventCount} eventos realizados`}
                </dd>
                <dt>Avaliação</dt>
                <dd>{ratingText(organiser.rating, organiser.reviewCount)}</dd>
              </Facts>
            </div>
          </Layout>
        </Card.Body>
      </Card>
      <Past aria-labelledby="eventos-passados">
        <h2 id="eventos-passados">Eventos realizados</h2>
        {organiser.pastEvents.length === 0 ? <p>Ainda sem eventos realizados na plataforma.</p> : (
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
