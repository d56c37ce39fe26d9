/** @module The events stats banner (spec 2.8): active events, partnerships, participants and average discount, from the API. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { useEventStats } from '../api/events.ts';
import { formatNumber } from '@turismo/app-core/format';

const Stats = styled.section`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export function StatsBanner() {
  const { t } = useTranslation();
  const { data, isLoading } = useEventStats();
  const n = (v: number | undefined) => (v === undefined ? '—' : formatNumber(v));
  return (
    <Stats aria-label={t('Eventos em números')}>
      <StatCard label={t('Eventos ativos')} value={n(data?.activeEvents)} loading={isLoading} />
      <StatCard label={t('Parcerias ativas')} value={n(data?.activePartnerships)} loading={isLoading} />
      <StatCard label={t('Participantes')} value={n(data?.participants)} loading={isLoading} />
      <StatCard
        label={t('Desconto médio')}
        value={data ? `${formatNumber(data.averageDiscount)}%` : '—'}
        loading={isLoading}
      />
    </Stats>
  );
}
