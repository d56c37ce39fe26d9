/**
 * @module The /rides list's sort and filters (issue 13): each change updates the address at once (a new history
 * entry), with the result count and 'Limpar filtros' always in view.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { msg } from '@turismo/app-core/i18n';
import { Button } from '@turismo/ui-kit/Button';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import type { RideListFilters } from '../api/rides.ts';
import { CriteriaGrid } from './RideList.tsx';
import {
  type Filters,
  SORT_LABELS,
  SORTS,
  TIME_OF_DAY_LABELS,
  TIMES_OF_DAY,
  VEHICLES,
} from '../lib/ride-filters.ts';

const VEHICLE_LABELS: Record<(typeof VEHICLES)[number], string> = {
  sedan: msg('Sedan'),
  suv: msg('SUV'),
  hatchback: msg('Hatchback'),
  pickup: msg('Pickup'),
  van: msg('Carrinha'),
  minibus: msg('Minibus'),
  other: msg('Outro'),
};

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.5rem;

  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export type RideFilterBarProps = {
  filters: Filters;
  /** Total matching, or undefined before the first answer. */
  total: number | undefined;
  onChange: (next: RideListFilters) => void;
  onClear: () => void;
};

export function RideFilterBar({ filters, total, onChange, onClear }: RideFilterBarProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<RideListFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <section aria-label={t('Ordenar e filtrar viagens')}>
      <CriteriaGrid>
        <Select
          label={t('Ordenar por')}
          options={SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
          value={filters.sort ?? 'departure'}
          onChange={(e) => change({ sort: e.currentTarget.value as Filters['sort'] })}
        />
        <Select
          label={t('Hora de partida')}
          placeholder={t('Qualquer hora')}
          options={TIMES_OF_DAY.map((value) => ({ value, label: t(TIME_OF_DAY_LABELS[value]) }))}
          value={filters.timeOfDay ?? ''}
          onChange={(e) => change({ timeOfDay: (e.currentTarget.value || undefined) as Filters['timeOfDay'] })}
        />
        <Select
          label={t('Tipo de veículo')}
          placeholder={t('Qualquer veículo')}
          options={VEHICLES.map((value) => ({ value, label: t(VEHICLE_LABELS[value]) }))}
          value={filters.vehicleType ?? ''}
          onChange={(e) => change({ vehicleType: (e.currentTarget.value || undefined) as Filters['vehicleType'] })}
        />
        <TextField
          key={filters.maxPrice ?? 'none'}
          label={t('Preço máximo (MT)')}
          type="number"
          inputMode="numeric"
          min={10}
          step={5}
          defaultValue={filters.maxPrice ?? ''}
          onBlur={(e) => {
            const n = Number(e.currentTarget.value);
            const maxPrice = Number.isInteger(n) && n > 0 ? n : undefined;
            if (maxPrice !== filters.maxPrice) change({ maxPrice });
          }}
          onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
        />
        <Checkbox
          label={t('Confirmação imediata')}
          hint={t('Preço fixo: confirmada ao pagar')}
          checked={!!filters.instant}
          onChange={(e) => change({ instant: e.currentTarget.checked || undefined })}
        />
        <Checkbox
          label={t('Motorista verificado')}
          checked={!!filters.verified}
          onChange={(e) => change({ verified: e.currentTarget.checked || undefined })}
        />
      </CriteriaGrid>
      <Summary>
        <p aria-live="polite">
          {total === undefined ? t('A procurar viagens...') : t('{{count}} viagem', { count: total })}
        </p>
        <Button type="button" variant="ghost" onClick={onClear}>
          {t('Limpar filtros')}
        </Button>
      </Summary>
    </section>
  );
}
