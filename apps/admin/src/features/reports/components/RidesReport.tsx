/**
 * @module The rides tab of /admin/reports (spec 2.17, 7): GET /api/admin/rides filtered by search, status and a
 * departure date range, paginated on the server, one card per ride; 'Exportar CSV' downloads every row of the filter.
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { useEffect, useState } from 'react';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { useDebounced } from '@turismo/app-core/use-debounced';
import { Badge } from '@turismo/ui-kit/Badge';
import { DataList, type DataListColumn } from '@turismo/ui-kit/DataList';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { type AdminRide, fetchAll, listRides, type RideQuery, useRides } from '../api/reports.ts';
import { centavosToCsv, toCsv } from '../lib/csv.ts';
import { RIDE_STATUS_LABELS, RIDE_STATUS_TONES, type RideStatus } from '../../../lib/status-labels.ts';
import {
  type Common,
  DateRange,
  Filters,
  options,
  PAGE_SIZE,
  pick,
  rangeOk,
  useExport,
  useReportList,
} from './ReportParts.tsx';

const RIDE_STATUS_OPTIONS = options(msg('Todos os estados'), RIDE_STATUS_LABELS);

export function RidesReport({ initial }: { initial: URLSearchParams }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Common>({
    q: '',
    status: pick<RideStatus>(initial.get('status'), RIDE_STATUS_LABELS),
    from: '',
    to: '',
  });
  const [page, setPage] = useState(1);
  const q = useDebounced(filters.q.trim());
  const ok = rangeOk(filters);
  const base: RideQuery = {
    ...(q ? { q } : {}),
    ...(filters.status ? { status: filters.status as RideStatus } : {}),
    ...(filters.from && ok ? { from: filters.from } : {}),
    ...(filters.to && ok ? { to: filters.to } : {}),
  };
  const filterKey = JSON.stringify(base);
  useEffect(() => setPage(1), [filterKey]);
  const rides = useRides({ ...base, page, pageSize: PAGE_SIZE });
  const { exporting, run } = useExport();
  const set = (next: Partial<Common>) => setFilters((f) => ({ ...f, ...next }));

  const exportCsv = () =>
    run(async () => {
      const rows = await fetchAll((p) => listRides({ ...base, page: p, pageSize: 100 }));
      const text = toCsv(
        [t('Viagem'), t('Estado'), t('Origem'), t('Destino'), t('Data'), t('Hora'), t('Motorista'), t('Preço por lugar (MT)'),
          t('Lugares'), t('Lugares livres'), t('Reservas confirmadas'), t('Valor reservado (MT)')],
        rows.map((r) => [
          r.id,
          t(RIDE_STATUS_LABELS[r.status]),
          r.from,
          r.to,
          r.departureDate,
          r.departureTime,
          r.driver.name,
          centavosToCsv(r.priceCents),
          r.seatsTotal,
          r.seatsAvailable,
          r.bookings,
          centavosToCsv(r.revenueCents),
        ]),
      );
      return { filename: 'viagens.csv', text };
    });

  const listProps = useReportList(
    rides,
    { total: (count) => t('{{count}} viagem', { count }), loading: t('A carregar viagens'), error: t('Erro ao carregar viagens'), pager: t('Paginação de viagens') },
    { page, setPage },
    { onExport: () => void exportCsv(), exporting },
  );
  const columns: DataListColumn<AdminRide>[] = [
    { id: 'departure', label: t('Partida'), value: (r) => `${formatDate(r.departureDate)} ${r.departureTime}` },
    { id: 'driver', label: t('Motorista'), value: (r) => r.driver.name },
    { id: 'price', label: t('Preço por lugar'), value: (r) => formatMZN(r.priceCents) },
    { id: 'free', label: t('Lugares livres'), value: (r) => t('{{free}} de {{total}}', { free: r.seatsAvailable, total: r.seatsTotal }) },
    { id: 'bookings', label: t('Reservas confirmadas'), value: (r) => r.bookings },
    { id: 'revenue', label: t('Valor reservado'), value: (r) => formatMZN(r.revenueCents) },
  ];

  return (
    <>
      <Filters role="search" aria-label={t('Filtrar viagens')} onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t('Pesquisar (motorista, origem, destino)')}
          type="search"
          value={filters.q}
          onChange={(e) => set({ q: e.target.value })}
          autoComplete="off"
        />
        <Select label={t('Estado')} options={RIDE_STATUS_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={filters.status} onChange={(e) => set({ status: e.target.value })} />
        <DateRange value={filters} onChange={set} />
      </Filters>
      <DataList
        label={t('Viagens')}
        getKey={(r) => r.id}
        title={(r) => `${r.from} → ${r.to}`}
        meta={(r) => <div data-badges><Badge tone={RIDE_STATUS_TONES[r.status]}>{t(RIDE_STATUS_LABELS[r.status])}</Badge></div>}
        columns={columns}
        {...listProps}
      />
    </>
  );
}
