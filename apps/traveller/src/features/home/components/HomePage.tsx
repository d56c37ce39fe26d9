/**
 * @module The home page (spec 2.3): hero and benefits for visitors, the search card for everyone, the link to all
 * rides, and the modals the search opens.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { displayLabel } from '@turismo/app-core/format';
import { useSession } from '@turismo/app-core/session';
import { VisuallyHidden } from '@turismo/ui-kit/VisuallyHidden';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { HomeBenefits } from './HomeBenefits.tsx';
import { HomeHero } from './HomeHero.tsx';
import { HomeHighlights } from './HomeHighlights.tsx';
import { HomeModals } from './HomeModals.tsx';
import { useHomeModals } from './home-modals.ts';
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

export function HomePage() {
  useDocumentTitle('Viagens, alojamentos e eventos em Moçambique');
  const { user, loading } = useSession();
  const { modals, openModal, closeModal } = useHomeModals();
  const [tab, setTab] = useState<SearchTab>('rides');
  const visitor = !loading && !user;

  return (
    <>
      {visitor ? <HomeHero /> : null}
      <SearchSection data-overlap={visitor || undefined}>
        {user ? <Welcome>Olá, {displayLabel(user.email)}! Para onde vamos?</Welcome> : null}
        {loading ? (
          <h1 style={{ margin: 0 }}>
            <VisuallyHidden>Início</VisuallyHidden>
          </h1>
        ) : null}
        <SearchCard
          onSearchRides={(params) => openModal('rideSearch', params)}
          onSearchStays={(params) => openModal('hotelSearch', params)}
          onTabChange={setTab}
        />
        {tab === 'rides' ? <AllRides href="/rides">Ver Todas as Viagens Disponíveis</AllRides> : null}
      </SearchSection>
      <HomeHighlights tab={tab} />
      {visitor ? <HomeBenefits /> : null}
      <HomeModals modals={modals} closeModal={closeModal} />
    </>
  );
}
