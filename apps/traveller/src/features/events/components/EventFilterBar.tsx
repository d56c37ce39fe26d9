/**
 * @module The /eventos sort and filters (issue 13): sort by date, price or popularity (platform sales), free or paid,
 * the presets 'Este fim de semana' and 'Este mês', and partnerships available. Each change updates the address.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { Select } from '@turismo/ui-kit/Select';
import {
  EVENT_PERIODS,
  EVENT_PRICES,
  EVENT_SORTS,
  type EventFilters,
  PERIOD_LABELS,
  PRICE_LABELS,
  SORT_LABELS,
} from '../lib/event-filters.ts';

const Bar = styled.section`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export type EventFilterBarProps = { filters: EventFilters; onChange: (next: EventFilters) => void };

export function EventFilterBar({ filters, onChange }: EventFilterBarProps) {
  const { t } = useTranslation();
  return (
    <Bar aria-label={t('Ordenar e filtrar eventos')}>
      <Select
        label={t('Ordenar por')}
        options={EVENT_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
        value={filters.sort ?? 'date'}
        onChange={(e) => onChange({ ...filters, sort: e.currentTarget.value as EventFilters['sort'] })}
      />
      <Select
        label={t('Preço')}
        placeholder={t('Todos os preços')}
        options={EVENT_PRICES.map((value) => ({ value, label: t(PRICE_LABELS[value]) }))}
        value={filters.price ?? ''}
        onChange={(e) => onChange({ ...filters, price: (e.currentTarget.value || undefined) as EventFilters['price'] })}
      />
      <Select
        label={t('Quando')}
        placeholder={t('Qualquer data')}
        options={EVENT_PERIODS.map((value) => ({ value, label: t(PERIOD_LABELS[value]) }))}
        value={filters.period ?? ''}
        onChange={(e) =>
          onChange({ ...filters, period: (e.currentTarget.value || undefined) as EventFilters['period'] })}
      />
      <Checkbox
        label={t('Com parcerias')}
        hint={t('Descontos em alojamento ou transporte')}
        checked={filters.partnerships === 'true'}
        onChange={(e) => onChange({ ...filters, partnerships: e.currentTarget.checked ? 'true' : undefined })}
      />
    </Bar>
  );
}
