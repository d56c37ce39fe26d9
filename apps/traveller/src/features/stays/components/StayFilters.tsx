/**
 * @module The filters and the order of the stay search page (issue 13): price per night (MZN, from and to),
 * accommodation types, amenities, minimum rating (published reviews), free cancellation, and the order. Every change
 * is handed to the page at once (it writes the address); the prices on leaving their field or on Enter.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@turismo/ui-kit/Button';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import {
  AMENITY_OPTIONS,
  KIND_LABELS,
  RATING_OPTIONS,
  SORT_LABELS,
  STAY_KINDS,
  STAY_SORTS,
  type StaySearchState,
} from '../lib/stay-search-url.ts';
import { formatNumber } from '@turismo/app-core/format';

export type StayFiltersProps = {
  state: StaySearchState;
  onChange: (next: StaySearchState) => void;
  /** Without a place the distance order has no centre; it is still offered (the API falls back). */
  dated: boolean;
};

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }

  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }

  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;

const Prices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
`;

const toggle = <T,>(list: readonly T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
const priceOf = (text: string): number | null => {
  const n = Number(text.replace(/\s/g, ''));
  return text.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : null;
};

export function StayFilters({ state, onChange, dated }: StayFiltersProps) {
  const { t } = useTranslation();
  const [minPrice, setMinPrice] = useState(state.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(state.maxPrice?.toString() ?? '');
  // The address changed (back button, 'Limpar filtros'): the fields follow it.
  useEffect(() => setMinPrice(state.minPrice?.toString() ?? ''), [state.minPrice]);
  useEffect(() => setMaxPrice(state.maxPrice?.toString() ?? ''), [state.maxPrice]);

  const applyPrices = (event?: FormEvent) => {
    event?.preventDefault();
    const min = priceOf(minPrice);
    const max = priceOf(maxPrice);
    if (min === state.minPrice && max === state.maxPrice) return;
    onChange({ ...state, minPrice: min, maxPrice: max !== null && min !== null && max < min ? min : max });
  };

  return (
    <Panel aria-label={t('Filtros')} onSubmit={applyPrices} noValidate>
      <Select
        label={t('Ordenar por')}
        value={state.sort}
        options={STAY_SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }))}
        onChange={(e) => onChange({ ...state, sort: e.target.value as StaySearchState['sort'] })}
      />
      <fieldset>
        <legend>{dated ? t('Preço por noite (MT)') : t('Preço a partir de, por noite (MT)')}</legend>
        <Prices>
          <TextField
            label={t('Mínimo')}
            inputMode="numeric"
            value={minPrice}
            onChange={(e) => setMinPrice(e.target.value)}
            onBlur={() => applyPrices()}
          />
          <TextField
            label={t('Máximo')}
            inputMode="numeric"
            value={maxPrice}
            onChange={(e) => setMaxPrice(e.target.value)}
            onBlur={() => applyPrices()}
          />
        </Prices>
        <Button type="submit" variant="outline" size="sm">{t('Aplicar preços')}</Button>
      </fieldset>
      <fieldset>
        <legend>{t('Tipo de alojamento')}</legend>
        {STAY_KINDS.map((k) => (
          <Checkbox
            key={k}
            label={t(KIND_LABELS[k])}
            checked={state.kinds.includes(k)}
            onChange={() => onChange({ ...state, kinds: toggle(state.kinds, k) })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('Comodidades')}</legend>
        {AMENITY_OPTIONS.map((a) => (
          <Checkbox
            key={a}
            label={t(a)}
            checked={state.amenities.includes(a)}
            onChange={() => onChange({ ...state, amenities: toggle(state.amenities, a) })}
          />
        ))}
      </fieldset>
      <Select
        label={t('Avaliação mínima')}
        hint={t('Média das avaliações publicadas.')}
        value={state.minRating?.toString() ?? ''}
        options={[
          { value: '', label: t('Qualquer') },
          ...RATING_OPTIONS.map((r) => ({ value: String(r), label: t('{{rating}} ou mais', { rating: formatNumber(r) }) })),
        ]}
        onChange={(e) => onChange({ ...state, minRating: e.target.value ? Number(e.target.value) : null })}
      />
      <Checkbox
        label={t('Cancelamento grátis')}
        hint={t('Até 24 horas antes do check-in.')}
        checked={state.freeCancellation}
        onChange={() => onChange({ ...state, freeCancellation: !state.freeCancellation })}
      />
    </Panel>
  );
}
