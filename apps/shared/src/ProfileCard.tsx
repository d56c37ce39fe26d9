/**
 * @module A provider's public profile card (issue 11: drivers and organisers): photo (or the kit's designed fallback),
 * first name as the heading, the verified badge (the admin approved their identity) and a list of facts (member since,
 * trips or events, rating), each a term and its value.
 */
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '@turismo/ui-kit/Badge';
import { Card } from '@turismo/ui-kit/Card';
import { Photo } from '@turismo/ui-kit/Photo';
import { Facts as KitFacts } from '@turismo/ui-kit/Facts';
import { formatRating } from './format.ts';

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

const Facts = styled(KitFacts)`
  margin-top: ${({ theme }) => theme.space[2]};
`;

export type ProfileCardProps = {
  /** The heading's id (the card is labelled by it). */
  headingId: string;
  firstName: string;
  photoUrl: string | null;
  verified: boolean;
  /** [term, value] pairs, in order; a null value leaves the pair out. */
  facts: ReadonlyArray<readonly [string, ReactNode | null]>;
  /** Shown under the facts (a driver's car photo). */
  children?: ReactNode;
};

export function ProfileCard({ headingId, firstName, photoUrl, verified, facts, children }: ProfileCardProps) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby={headingId} style={{ marginBottom: '24px' }}>
      <Card.Body>
        <Layout>
          {photoUrl
            ? <img className="avatar" src={photoUrl} alt={t('Fotografia de {{name}}', { name: firstName })} />
            : <Photo photo={null} label={firstName} aspectRatio={1} style={{ borderRadius: '50%' }} />}
          <div>
            <h2 id={headingId}>{firstName}</h2>
            {verified ? <Badge tone="success">{t('Verificado')}</Badge> : null}
            <Facts>
              {facts.filter(([, value]) => value !== null).map(([term, value]) => (
                <div key={term} style={{ display: 'contents' }}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Facts>
          </div>
        </Layout>
        {children}
      </Card.Body>
    </Card>
  );
}

/** '★ 4.5 (2 avaliações)', or 'Sem avaliações' without a published review (never a number without reviews). */
export function ratingText(rating: number | null, count: number): string {
  if (rating === null || count === 0) return i18n.t('Sem avaliações');
  return i18n.t('★ {{rating}} ({{count}} avaliação)', { rating: formatRating(rating), count });
}
