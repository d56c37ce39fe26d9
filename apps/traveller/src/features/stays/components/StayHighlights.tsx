/**
 * @module The home stays tab's 'Destaques' (spec 2.3, 7; issue 15: the stays tab showed none): up to six
 * establishments from GET /api/highlights with their cover photo (the kit's fallback without one), type, place and
 * from-price per night, each leading to its establishment page. Nothing renders when there are none.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatMZN } from '@turismo/app-core/format';
import { Badge } from '@turismo/ui-kit/Badge';
import { Card } from '@turismo/ui-kit/Card';
import { Photo } from '@turismo/ui-kit/Photo';
import { useStayHighlights } from '../api/highlights.ts';
import { accommodationTypeLabel } from '../lib/stay-rules.ts';
import { HighlightsGrid, HighlightsSection } from '@turismo/app-core/Highlights';

const Price = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
`;

export type StayHighlightsProps = {
  /** Where a card leads: the establishment page. */
  stayHref: (establishmentId: string) => string;
};

export function StayHighlights({ stayHref }: StayHighlightsProps) {
  const { t } = useTranslation();
  const { data } = useStayHighlights();
  if (!data?.length) return null;
  return (
    <HighlightsSection aria-labelledby="stay-highlights">
      <h2 id="stay-highlights">{t('Destaques')}</h2>
      <HighlightsGrid>
        {data.map((h) => (
          <li key={h.id}>
            <Card as="article" aria-label={h.name}>
              <Photo photo={h.photos[0]} label={h.name} sizes="(min-width: 768px) 33vw, 100vw" />
              <Card.Body>
                <h3>
                  <Link href={stayHref(h.id)}>{h.name}</Link>
                </h3>
                <p>
                  {t(accommodationTypeLabel(h.kind))} · {h.address}
                </p>
                <Price>{t('desde {{price}} / noite', { price: formatMZN(h.fromPriceCents) })}</Price>
                {h.discountPercent
                  ? <Badge tone="accent">{t('{{percent}}% abaixo da média local', { percent: h.discountPercent })}</Badge>
                  : null}
              </Card.Body>
            </Card>
          </li>
        ))}
      </HighlightsGrid>
    </HighlightsSection>
  );
}
