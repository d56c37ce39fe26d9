/**
 * @module The four stat cards of the lodging dashboard (spec 2.16), from real data: rooms free tonight, total
 * bookings, occupancy rate and monthly revenue in MT.
 */
import { useTranslation } from 'react-i18next';
import { formatMZN, formatNumber } from '@turismo/app-core/format';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { NoFigure } from '../../../lib/Honest.tsx';
import { useHotelStats } from '../api/lodging.ts';
import { StatGrid } from './stat-grid.ts';

const percent = (n: number) => `${formatNumber(n, { maximumFractionDigits: 1 })} %`;

export function HotelStats({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useHotelStats(hotelId);
  const value = (v: string | number | undefined) => (error || v === undefined ? <NoFigure /> : v);
  return (
    <StatGrid aria-label={t('Resumo do alojamento')}>
      <li><StatCard label={t('Quartos disponíveis')} value={value(data?.availableRooms)} hint={data ? t('De {{total}}, esta noite', { total: data.totalRooms }) : undefined} icon="bed" loading={isLoading} /></li>
      <li><StatCard label={t('Total de reservas')} value={value(data?.totalBookings)} hint={t('Não canceladas')} icon="calendar" loading={isLoading} /></li>
      <li><StatCard label={t('Taxa de ocupação')} value={value(data ? percent(data.occupancyRate) : undefined)} hint={t('Noites deste mês')} icon="check-circle" loading={isLoading} /></li>
      <li><StatCard label={t('Receita mensal (MT)')} value={value(data ? formatMZN(data.monthlyRevenueCents) : undefined)} hint={t('Estadias pagas com entrada este mês')} icon="ticket" loading={isLoading} /></li>
    </StatGrid>
  );
}
