/**
 * @module The hotel search modal 'Buscar Acomodações' (spec 2.7, 4 'Search', 5 'Hotel search', 8): location (place
 * suggestions), check-in, check-out (with the night summary) and guests (default 2, 1 to 10). It searches on open when
 * location, check-in and check-out were given; then loading, results or the empty state. Toasts 'Busca realizada'
 * with the count, 'Erro na busca', and the validation messages of spec 5 (title 'Data inválida' for the dates).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { todayInMaputo } from '@turismo/app-core/format';
import { useCheckedSearch, useSearch, useSearchToasts } from '@turismo/app-core/use-search';
import { Button } from '@turismo/ui-kit/Button';
import { Grid } from '@turismo/ui-kit/Grid';
import { Icon } from '@turismo/ui-kit/Icon';
import { SearchDialog } from '@turismo/ui-kit/SearchDialog';
import { TextField } from '@turismo/ui-kit/TextField';
import { CountField, PlaceField } from '../../../lib/search-fields.tsx';
import { type Accommodation, searchAccommodations, type StaySearchQuery } from '../api/stays.ts';
import { checkStaySearch, nightsBetween, shouldAutoSearch, STAY_LIMITS } from '../lib/stay-rules.ts';
import { AccommodationCard } from './AccommodationCard.tsx';

export type HotelSearchModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The search card's fields; with location, check-in and check-out the modal searches at once. */
  initialParams: StaySearchQuery | null;
  /** The user chose a room type to book for the searched stay. */
  onChoose: (accommodation: Accommodation, query: StaySearchQuery) => void;
  /** 'Mais filtros': the stay search page with the fields typed so far (issue 13). */
  onMoreFilters?: (query: StaySearchQuery) => void;
};

const Nights = styled.p`
  margin: 0;
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function HotelSearchModal(props: HotelSearchModalProps) {
  // Mounted only while open, so each opening starts from the search card's fields and auto-searches again.
  if (!props.open) return null;
  return <HotelSearchDialog {...props} />;
}

function HotelSearchDialog({ onOpenChange, initialParams, onChoose, onMoreFilters }: HotelSearchModalProps) {
  const { t } = useTranslation();
  const today = todayInMaputo();
  const [location, setLocation] = useState(initialParams?.location ?? '');
  const [checkIn, setCheckIn] = useState(initialParams?.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(initialParams?.checkOut ?? '');
  const [guests, setGuests] = useState(String(initialParams?.guests ?? STAY_LIMITS.defaultGuests));
  const nights = nightsBetween(checkIn, checkOut);
  const stays = useSearch(
    'stays/search-dialog',
    // One answer holds every match (GET /api/hotels has no pages).
    (query: StaySearchQuery) => searchAccommodations(query),
    {
      items: (results) => results,
      ...useSearchToasts(
        (results: Accommodation[]) => t('{{count}} acomodação encontrada.', { count: results.length }),
        t('Não foi possível buscar as acomodações. Tente novamente.'),
      ),
    },
  );
  const run = stays.search;
  const search = useCheckedSearch((query: StaySearchQuery) => checkStaySearch(query, today), run);

  // Spec 2.7: search on open when location, check-in and check-out were given.
  useEffect(() => {
    if (!initialParams || !shouldAutoSearch(initialParams)) return;
    search({ ...initialParams, location: initialParams.location.trim() });
    // Once per opening on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = () => search({ location: location.trim(), checkIn, checkOut, guests: Number(guests) });

  return (
    <SearchDialog
      onOpenChange={onOpenChange}
      title={t('Buscar Acomodações')}
      description={t('Encontre quartos livres em todas as noites da sua estadia.')}
      actions={onMoreFilters ? (
        <Button
          variant="secondary"
          startIcon={<Icon name="search" />}
          onClick={() => onMoreFilters({ location: location.trim(), checkIn, checkOut, guests: Number(guests) })}
        >
          {t('Mais filtros')}
        </Button>
      ) : null}
      formLabel={t('Critérios da estadia')}
      onSubmit={submit}
      fields={
        <>
          <PlaceField label={t('Localização')} value={location} onChange={setLocation} />
          <CountField
            label={t('Hóspedes')}
            value={guests}
            onChange={setGuests}
            min={STAY_LIMITS.minGuests}
            max={STAY_LIMITS.maxGuests}
          />
          <TextField
            label={t('Check-in')}
            type="date"
            min={today}
            value={checkIn}
            onChange={(e) => setCheckIn(e.target.value)}
          />
          <TextField
            label={t('Check-out')}
            type="date"
            min={checkIn || today}
            value={checkOut}
            onChange={(e) => setCheckOut(e.target.value)}
          />
          <Nights aria-live="polite" data-testid="night-summary">
            {nights > 0
              ? t('Estadia de {{count}} noite', { count: nights })
              : t('Escolha as datas de entrada e saída.')}
          </Nights>
        </>
      }
      status={stays.query ? stays.status : 'idle'}
      count={stays.items.length}
      loadingLabel={t('A procurar acomodações...')}
      emptyTitle={t('Nenhuma acomodação encontrada para os critérios selecionados.')}
      errorDescription={t('Não foi possível buscar as acomodações. Tente novamente.')}
      onRetry={() => stays.query && run(stays.query)}
      resultsTitle={t('{{count}} acomodação encontrada', { count: stays.items.length })}
    >
      <Grid tablet={1}>
        {stays.items.map((a) => (
          <li key={a.id}>
            <AccommodationCard
              accommodation={a}
              headingLevel={4}
              action={
                <Button
                  onClick={() => stays.query && onChoose(a, stays.query)}
                  aria-label={t('Reservar {{room}}, {{name}}', { room: a.roomType, name: a.name })}
                >
                  {t('Reservar')}
                </Button>
              }
            />
          </li>
        ))}
      </Grid>
    </SearchDialog>
  );
}
