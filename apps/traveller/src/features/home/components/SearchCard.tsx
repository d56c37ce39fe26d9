/**
 * @module The home search card (spec 2.3): tabs Viagens / Alojamentos / Eventos. Rides open the 'Buscar Viagens'
 * modal, stays the 'Buscar Acomodações' modal, events go to /eventos?location=&date=. Places come from
 * GET /api/places/suggestions; dates cannot be before today in Africa/Maputo.
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { todayInMaputo } from '@turismo/app-core/format';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { Icon } from '@turismo/ui-kit/Icon';
import { PlaceInput } from '@turismo/ui-kit/PlaceInput';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { TextField } from '@turismo/ui-kit/TextField';
import { suggestPlaces } from '../api/suggest-places.ts';
import type { HotelSearchParams, RideSearchParams } from './home-modals.ts';

export type SearchTab = 'rides' | 'stays' | 'events';

export type SearchCardProps = {
  /** Opens the ride search modal with the card's fields. */
  onSearchRides: (params: RideSearchParams) => void;
  /** Opens the stay search modal with the card's fields. */
  onSearchStays: (params: HotelSearchParams) => void;
  /** The tab shown first (default 'rides'). */
  defaultTab?: SearchTab;
  /** Told when the user changes tab (the home page shows the matching highlights). */
  onTabChange?: (tab: SearchTab) => void;
};

/** Default passengers (spec 9) and guests (spec 9). */
const DEFAULT_PASSENGERS = 1;
const DEFAULT_GUESTS = 2;

const Root = styled(Card)`
  padding: ${({ theme }) => theme.space[3]};

  /* Three tabs side by side on a 360 px phone. */
  [role='tab'] {
    padding: 0 ${({ theme }) => theme.space[2]};
  }

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[6]};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Fields = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`;

/** A date in 'yyyy-MM-dd' that is before `min` (string order is date order for this format). */
function isBefore(date: string, min: string): boolean {
  return Boolean(date) && date < min;
}

export function SearchCard({ onSearchRides, onSearchStays, defaultTab = 'rides', onTabChange }: SearchCardProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<SearchTab>(defaultTab);
  // One set of fields for the three tabs: the place typed for rides is kept when the user switches to stays.
  const [place, setPlace] = useState('');
  const [destination, setDestination] = useState('');
  const [date, setDate] = useState('');
  /** A Portuguese source text (msg()), translated where shown. */
  const [dateError, setDateError] = useState<string | undefined>();
  const today = todayInMaputo();

  const changeDate = (value: string) => {
    setDate(value);
    setDateError(undefined);
  };

  const validDate = (): boolean => {
    if (isBefore(date, today)) {
      setDateError(msg('Escolha hoje ou uma data futura.'));
      return false;
    }
    return true;
  };

  const submitRides = (event: FormEvent) => {
    event.preventDefault();
    if (!validDate()) return;
    onSearchRides({ from: place.trim(), to: destination.trim(), date, passengers: DEFAULT_PASSENGERS });
  };

  const submitStays = (event: FormEvent) => {
    event.preventDefault();
    if (!validDate()) return;
    onSearchStays({ location: place.trim(), checkIn: date, checkOut: '', guests: DEFAULT_GUESTS });
  };

  const submitEvents = (event: FormEvent) => {
    event.preventDefault();
    if (!validDate()) return;
    const query = new URLSearchParams();
    if (place.trim()) query.set('location', place.trim());
    if (date) query.set('date', date);
    const search = query.toString();
    navigate(search ? `/eventos?${search}` : '/eventos');
  };

  const placeField = (label: string) => (
    <PlaceInput
      label={label}
      value={place}
      onChange={setPlace}
      onSelect={(selected) => setPlace(selected.name)}
      loadSuggestions={suggestPlaces}
    />
  );

  const dateField = (label: string) => (
    <TextField
      label={label}
      type="date"
      min={today}
      value={date}
      onChange={(event) => changeDate(event.target.value)}
      error={dateError ? t(dateError) : undefined}
    />
  );

  return (
    <Root forwardedAs="section" aria-labelledby="pesquisa-titulo">
      <h2 id="pesquisa-titulo">{t('Para onde vai?')}</h2>
      <Tabs
        label={t('Tipo de pesquisa')}
        fitted
        value={tab}
        onValueChange={(id) => {
          const next = id as SearchTab;
          setTab(next);
          onTabChange?.(next);
        }}
        items={[
          {
            id: 'rides',
            label: t('Viagens'),
            content: (
              <Fields onSubmit={submitRides} aria-label={t('Pesquisar viagens')} noValidate>
                {placeField(t('Origem'))}
                <PlaceInput
                  label={t('Destino')}
                  value={destination}
                  onChange={setDestination}
                  onSelect={(selected) => setDestination(selected.name)}
                  loadSuggestions={suggestPlaces}
                />
                {dateField(t('Data'))}
                <Button type="submit" startIcon={<Icon name="search" />}>
                  {t('Buscar Viagens')}
                </Button>
              </Fields>
            ),
          },
          {
            id: 'stays',
            label: t('Alojamentos'),
            content: (
              <Fields onSubmit={submitStays} aria-label={t('Pesquisar alojamentos')} noValidate>
                {placeField(t('Localização'))}
                {dateField(t('Data de entrada'))}
                <Button type="submit" startIcon={<Icon name="search" />}>
                  {t('Buscar Acomodações')}
                </Button>
              </Fields>
            ),
          },
          {
            id: 'events',
            label: t('Eventos'),
            content: (
              <Fields onSubmit={submitEvents} aria-label={t('Pesquisar eventos')} noValidate>
                {placeField(t('Localização'))}
                {dateField(t('Data'))}
                <Button type="submit" startIcon={<Icon name="search" />}>
                  {t('Buscar Eventos')}
                </Button>
              </Fields>
            ),
          },
        ]}
      />
    </Root>
  );
}
