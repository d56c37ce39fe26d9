/**
 * @module The home page's ride sections (spec 2.3, 9): special driver offers (real rides cheaper than their route's
 * average, GET /api/rides-special-offers) and popular rides (up to 6, GET /api/rides/popular). Each card leads to
 * the booking of that ride. Nothing is shown when the API has nothing: no sample data (DECISIONS.md 1).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { HighlightsSection } from '@turismo/app-core/Highlights';
import { Badge } from '@turismo/ui-kit/Badge';
import { Grid } from '@turismo/ui-kit/Grid';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { Stack } from '@turismo/ui-kit/Stack';
import { type Ride, usePopularRides, useSpecialOffers } from '../api/rides.ts';
import { RideCard } from './RideCard.tsx';
import { BookButton } from './RideList.tsx';

export type RideHighlightsProps = {
  /** Where a card leads: the booking of that ride. */
  rideHref: (ride: Ride) => string;
};

/** A section as the home page's other highlights, with its muted intro. */
const SectionRoot = styled(HighlightsSection)`
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <SectionRoot aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{intro}</p>
      {children}
    </SectionRoot>
  );
}

function LoadingCards() {
  return (
    <Grid desktop={3} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Skeleton variant="rect" height={180} />
        </li>
      ))}
    </Grid>
  );
}

export function RideHighlights({ rideHref }: RideHighlightsProps) {
  const { t } = useTranslation();
  const offers = useSpecialOffers();
  const popular = usePopularRides();
  const offerList = offers.data ?? [];
  const popularList = (popular.data ?? []).slice(0, 6);

  return (
    <Stack gap={8}>
      {offers.isLoading || offerList.length > 0 ? (
        <Section
          id="ofertas-especiais"
          title={t('Ofertas Especiais de Motoristas')}
          intro={t('Viagens mais baratas do que a média da sua rota nos próximos dias.')}
        >
          {offers.isLoading ? <LoadingCards /> : (
            <Grid desktop={3}>
              {offerList.map((offer) => (
                <li key={offer.id}>
                  <RideCard
                    ride={offer}
                    // From the figure, in the app's language (issue 32: the API's Portuguese discountLabel showed in English).
                    badge={<Badge tone="accent">{t('{{percent}}% abaixo da média', { percent: offer.discountPercent })}</Badge>}
                    action={<BookButton ride={offer} action={{ href: rideHref(offer) }} />}
                  />
                </li>
              ))}
            </Grid>
          )}
        </Section>
      ) : null}
      {popular.isLoading || popularList.length > 0 ? (
        <Section
          id="viagens-populares"
          title={t('Viagens Populares')}
          intro={t('As rotas com mais viagens marcadas, com o lugar mais em conta de cada uma.')}
        >
          {popular.isLoading ? <LoadingCards /> : (
            <Grid desktop={3}>
              {popularList.map((ride) => (
                <li key={ride.id}>
                  <RideCard ride={ride} action={<BookButton ride={ride} action={{ href: rideHref(ride) }} />} />
                </li>
              ))}
            </Grid>
          )}
        </Section>
      ) : null}
    </Stack>
  );
}
