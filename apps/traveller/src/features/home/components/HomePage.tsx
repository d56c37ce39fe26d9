/**
 * @module The home page (spec 2.3): hero and benefits for visitors, the search card for everyone, the link to all
 * rides, and the modals the search opens.
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { greetingName } from '@turismo/app-core/format';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { VisuallyHidden } from '@turismo/ui-kit/VisuallyHidden';
import { useDocumentTitle } from '@turismo/app-core/document-title';
import { HomeHero } from './HomeHero.tsx';
import { HomeHighlights } from './HomeHighlights.tsx';
import { type HomeModalsApi, useHomeModals } from './home-modals.ts';
import { SearchCard, type SearchTab } from './SearchCard.tsx';

const SearchSection = styled.div`
  max-width: ${({ theme }) => theme.sizes.container.lg};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    padding-left: ${({ theme }) => theme.space[6]};
    padding-right: ${({ theme }) => theme.space[6]};
  }

  &[data-overlap] {
    margin-top: -${({ theme }) => theme.space[6]};
    padding-top: 0;
  }
`;

const Welcome = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const AllRides = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.ocean};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  display: inline-flex;
  align-items: center;

  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The visitors' benefits sit under the highlights, below the fold: their own chunk (issue 13). */
const HomeBenefits = lazy(async () => ({ default: (await import('./HomeBenefits.tsx')).HomeBenefits }));

/** The modals load when one is first opened (issue 13: not in the first script). */
const HomeModals = lazy(async () => ({ default: (await import('./HomeModals.tsx')).HomeModals }));

/** The home modals' state and actions, for the slots. */
export type HomeSlotApi = Pick<HomeModalsApi, 'modals' | 'openModal' | 'closeModal'>;

export type HomePageProps = {
  /** The 'Buscar Viagens' modal (rides feature). */
  renderRideSearch?: (api: HomeSlotApi) => ReactNode;
  /** The 'Criar Nova Viagem' modal (rides feature); with it, drivers see 'Publicar Viagem'. */
  renderRideCreate?: (api: HomeSlotApi) => ReactNode;
  /** The 'Buscar Acomodações' modal (stays feature). */
  renderHotelSearch?: (api: HomeSlotApi) => ReactNode;
  /** Live sections under the search card, per tab. */
  renderHighlights?: (tab: SearchTab) => ReactNode;
};

export function HomePage(
  { renderRideSearch, renderRideCreate, renderHotelSearch, renderHighlights }: HomePageProps = {},
) {
  const { t } = useTranslation();
  useDocumentTitle(t('Viagens, alojamentos e eventos em Moçambique'));
  const { user, profile, loading, can } = useSession();
  const { modals, openModal, closeModal } = useHomeModals();
  const [tab, setTab] = useState<SearchTab>('rides');
  const visitor = !loading && !user;
  const slotApi: HomeSlotApi = { modals, openModal, closeModal };

  return (
    <>
      {visitor ? <HomeHero /> : null}
      <SearchSection data-overlap={visitor || undefined}>
        {user ? <Welcome>{t('Olá, {{name}}! Para onde vamos?', { name: greetingName(profile, user.email) })}</Welcome> : null}
        {loading ? (
          <h1 style={{ margin: 0 }}>
            <VisuallyHidden>{t('Início')}</VisuallyHidden>
          </h1>
        ) : null}
        <SearchCard
          onSearchRides={(params) => openModal('rideSearch', params)}
          onSearchStays={(params) => openModal('hotelSearch', params)}
          onTabChange={setTab}
        />
        {tab === 'rides' ? (
          <Links>
            <AllRides href="/rides">{t('Ver Todas as Viagens Disponíveis')}</AllRides>
            {renderRideCreate && user && can('ride.create') ? (
              <Button variant="secondary" onClick={() => openModal('rideCreate', { from: '', to: '', date: '' })}>
                {t('Publicar Viagem')}
              </Button>
            ) : null}
          </Links>
        ) : null}
      </SearchSection>
      <HomeHighlights tab={tab} render={renderHighlights} />
      {visitor ? (
        <Suspense fallback={null}>
          <HomeBenefits />
        </Suspense>
      ) : null}
      {Object.values(modals).some((m) => m.params !== null) ? (
        <Suspense fallback={null}>
          <HomeModals
            modals={modals}
            closeModal={closeModal}
            rideSearchSlot={renderRideSearch?.(slotApi)}
            rideCreateSlot={renderRideCreate?.(slotApi)}
            hotelSearchSlot={renderHotelSearch?.(slotApi)}
            hotelBookingSlot={renderHotelSearch ? null : undefined}
          />
        </Suspense>
      ) : null}
    </>
  );
}
