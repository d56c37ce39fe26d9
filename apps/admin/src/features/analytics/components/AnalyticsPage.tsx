/**
 * @module /admin/analytics ('Análises', spec 2.17; issue 15): bookings, conversion, net revenue and fees over a range
 * of Africa/Maputo dates per day, week or month, by product and by province, and the occupancy of rides, room nights
 * and event tickets, all computed by the server from the database (DECISIONS.md 1, 6). The chart has a table with the
 * same figures for screen readers and small screens; everything reads on a 360 px phone.
 */
import { useTranslation } from 'react-i18next';
import { intlLocale, msg } from '@turismo/app-core/i18n';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatMZN, formatNumber } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Select } from '@turismo/ui-kit/Select';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { TextField } from '@turismo/ui-kit/TextField';
import { BOOKING_TYPE_PLURAL_LABELS } from '@turismo/app-core/booking-labels';
import { type Analytics, type AnalyticsQuery, useAnalytics } from '../api/analytics.ts';
import { TableScroll } from '@turismo/ui-kit/TableScroll';

// The chart library loads only with this page (it is most of the page's weight); the table shows the same figures.
const AnalyticsChart = lazy(() => import('./AnalyticsChart.tsx').then((m) => ({ default: m.AnalyticsChart })));

type Granularity = NonNullable<AnalyticsQuery['granularity']>;
type ProductType = NonNullable<AnalyticsQuery['type']>;

const PRODUCT_LABELS: Record<ProductType, string> = BOOKING_TYPE_PLURAL_LABELS;
const GRANULARITY_OPTIONS = [
  { value: 'day', label: msg('Dia') },
  { value: 'week', label: msg('Semana') },
  { value: 'month', label: msg('Mês') },
];
const PRODUCT_OPTIONS = [
  { value: '', label: msg('Todos os produtos') },
  ...Object.entries(PRODUCT_LABELS).map(([value, label]) => ({ value, label })),
];

const count = { format: (value: number) => formatNumber(value) };
const percent = (value: number) => `${formatNumber(value, { maximumFractionDigits: 1 })} %`;
const monthName = {
  format: (date: Date) =>
    new Intl.DateTimeFormat(intlLocale(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date),
};

/** How a period is named: its date, 'Semana de 23/11/2026', or 'nov. de 2026'. */
function periodLabel(granularity: Granularity, t: TFunction) {
  return (period: string) =>
    granularity === 'month'
      ? monthName.format(new Date(`${period}T00:00:00Z`))
      : granularity === 'week'
      ? t('Semana de {{date}}', { date: formatDate(period) })
      : formatDate(period);
}

/** One to four columns as the screen widens: the filters and the stat cards. */
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  & > h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

/** A table that scrolls sideways inside its box on a narrow phone instead of widening the page. */
const TableBox = styled(TableScroll)`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  table { width: 100%; border-collapse: collapse; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  caption { text-align: left; padding: ${({ theme }) => theme.space[3]}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  th, td { padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]}; text-align: right; white-space: nowrap; border-bottom: 0; vertical-align: baseline; }
  th:first-child, td:first-child { text-align: left; }
  thead th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  tbody tr { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

type Row = { key: string; label: string; bookings: number; confirmed: number; cancelled: number; revenueCents: number; feesCents: number };

function FiguresTable({ caption, first, rows }: { caption: string; first: string; rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <TableBox>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">{t('Reservas')}</th>
            <th scope="col">{t('Confirmadas')}</th>
            <th scope="col">{t('Canceladas')}</th>
            <th scope="col">{t('Receita líquida')}</th>
            <th scope="col">{t('Taxas')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>{count.format(r.bookings)}</td>
              <td>{count.format(r.confirmed)}</td>
              <td>{count.format(r.cancelled)}</td>
              <td>{formatMZN(r.revenueCents)}</td>
              <td>{formatMZN(r.feesCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

function Figures({ data }: { data: Analytics }) {
  const { t } = useTranslation();
  const label = periodLabel(data.granularity, t);
  const { rides, stays, events } = data.occupancy;
  return (
    <>
      <Grid>
        <StatCard label={t('Reservas')} value={count.format(data.totals.bookings)} hint={t('{{formatted}} cancelada', { count: data.totals.cancelled, formatted: count.format(data.totals.cancelled) })} icon="calendar" />
        <StatCard label={t('Conversão')} value={percent(data.totals.conversionRate)} hint={t('{{formatted}} confirmada', { count: data.totals.confirmed, formatted: count.format(data.totals.confirmed) })} icon="check" />
        <StatCard label={t('Receita líquida')} value={formatMZN(data.totals.revenueCents)} hint={t('Pagamentos menos reembolsos')} icon="ticket" />
        <StatCard label={t('Taxas da plataforma')} value={formatMZN(data.totals.feesCents)} icon="ticket" />
      </Grid>

      <Section aria-labelledby="analytics-time">
        <h2 id="analytics-time">{t('Ao longo do tempo')}</h2>
        <Suspense fallback={<div style={{ height: 280 }} />}>
          <AnalyticsChart series={data.series} label={label} />
        </Suspense>
        <FiguresTable
          caption={t('Reservas e receita por período')}
          first={t('Período')}
          rows={data.series.map((p) => ({ key: p.period, label: label(p.period), ...p }))}
        />
      </Section>

      <Section aria-labelledby="analytics-products">
        <h2 id="analytics-products">{t('Por produto')}</h2>
        <FiguresTable
          caption={t('Reservas e receita por produto')}
          first={t('Produto')}
          rows={data.byProduct.map((p) => ({ key: p.type, label: `${t(PRODUCT_LABELS[p.type])} (${percent(p.conversionRate)})`, ...p }))}
        />
      </Section>

      <Section aria-labelledby="analytics-provinces">
        <h2 id="analytics-provinces">{t('Por província')}</h2>
        {data.byProvince.length === 0
          ? <p>{t('Sem reservas nem pagamentos neste período.')}</p>
          : (
            <FiguresTable
              caption={t('Reservas e receita por província')}
              first={t('Província')}
              rows={data.byProvince.map((p) => ({ key: p.province ?? '-', label: p.province ?? t('Local desconhecido'), ...p }))}
            />
          )}
      </Section>

      <Section aria-labelledby="analytics-occupancy">
        <h2 id="analytics-occupancy">{t('Ocupação')}</h2>
        <Grid>
          <StatCard label={t('Lugares em viagens')} value={percent(rides.rate)} hint={t('{{sold}} de {{total}} lugares vendidos', { sold: count.format(rides.sold), total: count.format(rides.offered) })} icon="car" />
          <StatCard label={t('Noites de quarto')} value={percent(stays.rate)} hint={t('{{sold}} de {{total}} noites reservadas', { sold: count.format(stays.booked), total: count.format(stays.available) })} icon="bed" />
          <StatCard label={t('Bilhetes de eventos')} value={percent(events.rate)} hint={t('{{sold}} de {{total}} bilhetes vendidos', { sold: count.format(events.sold), total: count.format(events.capacity) })} icon="ticket" />
        </Grid>
      </Section>
    </>
  );
}

export function AnalyticsPage() {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [granularity, setGranularity] = useState<Granularity>('day');
  const [type, setType] = useState<ProductType | ''>('');
  const reversed = Boolean(from && to && from > to);
  const query: AnalyticsQuery = {
    granularity,
    ...(from && !reversed ? { from } : {}),
    ...(to && !reversed ? { to } : {}),
    ...(type ? { type } : {}),
  };
  const { data, error, mutate } = useAnalytics(query);
  return (
    <Page title={t('Análises')} description={t('A utilização da plataforma ao longo do tempo, calculada a partir das reservas e pagamentos (datas de Maputo).')}>
      <Grid as="form" onSubmit={(e) => e.preventDefault()} aria-label={t('Filtros das análises')}>
        <TextField label={t('Desde')} type="date" value={from} onChange={(e) => setFrom(e.target.value)} hint={t('Predefinição: últimos 30 dias')} />
        <TextField
          label={t('Até')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={reversed ? t('A data inicial deve ser anterior ou igual à data final.') : undefined}
        />
        <Select label={t('Agrupar por')} options={GRANULARITY_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={granularity}
          onChange={(e) => setGranularity(e.target.value as Granularity)} />
        <Select label={t('Produto')} options={PRODUCT_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={type}
          onChange={(e) => setType(e.target.value as ProductType | '')} />
      </Grid>
      {data && <p aria-live="polite">{t('De {{from}} a {{to}}', { from: formatDate(data.from), to: formatDate(data.to) })}</p>}
      {error && !data
        ? (
          <Alert tone="danger" title={t('Erro')} action={<Button variant="outline" size="sm" onClick={() => mutate()}>{t('Tentar novamente')}</Button>}>
            {t('Não foi possível carregar as análises.')}
          </Alert>
        )
        : !data
        ? <Spinner label={t('A carregar as análises')} />
        : <Figures data={data} />}
    </Page>
  );
}
