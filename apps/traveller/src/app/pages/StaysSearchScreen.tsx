/**
 * @module /alojamentos, the stay search page (issue 13): the stays feature's page with its state read from and
 * written to the address (each new search a history entry, so the back button returns to the previous one); a
 * chosen result opens its establishment at /alojamentos/:id with the stay when the search was dated.
 */
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Page } from '@turismo/app-core/Page';
import { StaySearchPage } from '../../features/stays/components/StaySearchPage.tsx';
import { parseStaySearch, stringifyStaySearch } from '../../features/stays/lib/stay-search-url.ts';
import { stayHref } from './stay-href.ts';

export function StaysSearchScreen() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = parseStaySearch(search);
  return (
    <Page
      title={t('Alojamentos')}
      description={state.location
        ? t('Alojamentos em {{location}}', { location: state.location })
        : t('Procure onde ficar em Moçambique.')}
    >
      <StaySearchPage
        state={state}
        onChange={(next) => {
          const query = stringifyStaySearch(next);
          navigate(`/alojamentos${query ? `?${query}` : ''}`);
        }}
        onChoose={(a, s) =>
          navigate(stayHref(a.hotelId, s.checkIn && s.checkOut
            ? { roomTypeId: a.roomTypeId, checkIn: s.checkIn, checkOut: s.checkOut, guests: s.guests }
            : { guests: s.guests }))}
      />
    </Page>
  );
}
