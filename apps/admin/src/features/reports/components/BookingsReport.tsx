/**
 * @module The bookings tab of /admin/reports (spec 2.17, 7; DECISIONS.md 1): GET /api/admin/bookings filtered by
 * search, status, type, refund state and a date range, paginated on the server, one card per booking with who, what,
 * amounts, payment and refund; 'Exportar CSV' downloads every row of the filter.
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { useEffect, useState } from 'react';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { useDebounced } from '@turismo/app-core/use-debounced';
import { Badge } from '@turismo/ui-kit/Badge';
import { DataList, type DataListColumn } from '@turismo/ui-kit/DataList';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { type AdminBooking, type BookingQuery, fetchAll, listBookings, useBookings } from '../api/reports.ts';
import { centavosToCsv, instantToCsv, toCsv } from '../lib/csv.ts';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUS_TONES,
  BOOKING_TYPE_LABELS,
  type BookingStatus,
  type BookingType,
} from '@turismo/app-core/booking-labels';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  REFUND_STATUS_LABELS,
  type RefundStatus,
} from '../../../lib/status-labels.ts';
import { DateRange, Filters, options, PAGE_SIZE, pick, rangeOk, useReportList, useExport } from './ReportParts.tsx';

const BOOKING_STATUS_OPTIONS = options(msg('Todos os estados'), BOOKING_STATUS_LABELS);
const BOOKING_TYPE_OPTIONS = options(msg('Todos os tipos'), BOOKING_TYPE_LABELS);
const REFUND_OPTIONS = options(msg('Qualquer'), REFUND_STATUS_LABELS);

function BookingBadges({ b }: { b: AdminBooking }) {
  const { t } = useTranslation();
  const payTone = b.payment?.status === 'succeeded' ? 'success' : b.payment?.status === 'pending' ? 'warning' : 'neutral';
  const refundTone = b.refund?.status === 'failed' ? 'danger' : b.refund?.status === 'pending' ? 'warning' : 'info';
  return (
    <div data-badges>
      <Badge tone={BOOKING_STATUS_TONES[b.status]}>{t(BOOKING_STATUS_LABELS[b.status])}</Badge>
      {b.payment
        ? <Badge tone={payTone}>{t(PAYMENT_STATUS_LABELS[b.payment.status])}</Badge>
        : <Badge tone="neutral">{t('Sem pagamento')}</Badge>}
      {b.refund ? <Badge tone={refundTone}>{t(REFUND_STATUS_LABELS[b.refund.status])}</Badge> : null}
    </div>
  );
}

export function BookingsReport({ initial }: { initial: URLSearchParams }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState({
    q: '',
    status: pick<BookingStatus>(initial.get('status'), BOOKING_STATUS_LABELS) as string,
    type: pick<BookingType>(initial.get('type'), BOOKING_TYPE_LABELS) as string,
    refund: pick<RefundStatus>(initial.get('refund'), REFUND_STATUS_LABELS) as string,
    from: '',
    to: '',
  });
  const [page, setPage] = useState(1);
  const q = useDebounced(filters.q.trim());
  const ok = rangeOk(filters);
  const base: BookingQuery = {
    ...(q ? { q } : {}),
    ...(filters.status ? { status: filters.status as BookingStatus } : {}),
    ...(filters.type ? { type: filters.type as BookingType } : {}),
    ...(filters.refund ? { refund: filters.refund as RefundStatus } : {}),
    ...(filters.from && ok ? { from: filters.from } : {}),
    ...(filters.to && ok ? { to: filters.to } : {}),
  };
  const filterKey = JSON.stringify(base);
  useEffect(() => setPage(1), [filterKey]);
  const bookings = useBookings({ ...base, page, pageSize: PAGE_SIZE });
  const { exporting, run } = useExport();
  const set = (next: Partial<typeof filters>) => setFilters((f) => ({ ...f, ...next }));

  const exportCsv = () =>
    run(async () => {
      const rows = await fetchAll((p) => listBookings({ ...base, page: p, pageSize: 100 }));
      const text = toCsv(
        [t('Reserva'), t('Tipo'), t('Estado'), t('O quê'), t('Cliente'), t('Prestador'), t('Quantidade'), t('Data do serviço'),
          t('Criada em'), t('Total (MT)'), t('Taxa (MT)'), t('Pagamento'), t('Estado do pagamento'), t('Reembolso (MT)'),
          t('Estado do reembolso')],
        rows.map((b) => [
          b.id,
          t(BOOKING_TYPE_LABELS[b.type]),
          t(BOOKING_STATUS_LABELS[b.status]),
          b.title,
          b.client.name,
          b.provider.name,
          b.quantity,
          b.serviceDate,
          instantToCsv(b.createdAt),
          centavosToCsv(b.totalCents),
          centavosToCsv(b.platformFeeCents),
          b.payment ? t(PAYMENT_METHOD_LABELS[b.payment.method]) : '',
          b.payment ? t(PAYMENT_STATUS_LABELS[b.payment.status]) : '',
          b.refund ? centavosToCsv(b.refund.amountCents) : '',
          b.refund ? t(REFUND_STATUS_LABELS[b.refund.status]) : '',
        ]),
      );
      return { filename: 'reservas.csv', text };
    });

  const listProps = useReportList(
    bookings,
    { total: (count) => t('{{count}} reserva', { count }), loading: t('A carregar reservas'), error: t('Erro ao carregar reservas'), pager: t('Paginação de reservas') },
    { page, setPage },
    { onExport: () => void exportCsv(), exporting },
  );
  const columns: DataListColumn<AdminBooking>[] = [
    { id: 'client', label: t('Cliente'), value: (b) => b.client.name },
    { id: 'provider', label: t('Prestador'), value: (b) => b.provider.name },
    { id: 'created', label: t('Reservada em'), value: (b) => `${formatDate(b.createdAt)} ${formatTime(b.createdAt)}` },
    { id: 'service', label: t('Data do serviço'), value: (b) => (b.serviceDate ? formatDate(b.serviceDate) : '—') },
    { id: 'quantity', label: t('Quantidade'), value: (b) => b.quantity },
    { id: 'total', label: t('Total'), value: (b) => formatMZN(b.totalCents) },
    { id: 'fee', label: t('Taxa da plataforma'), value: (b) => formatMZN(b.platformFeeCents) },
    {
      id: 'payment',
      label: t('Pagamento'),
      value: (b) => (b.payment ? `${t(PAYMENT_METHOD_LABELS[b.payment.method])} · ${formatMZN(b.payment.amountCents)}` : null),
    },
    {
      id: 'refund',
      label: t('Reembolso'),
      value: (b) =>
        b.refund ? `${formatMZN(b.refund.amountCents)}${b.refund.failureReason ? ` · ${b.refund.failureReason}` : ''}` : null,
    },
  ];

  return (
    <>
      <Filters role="search" aria-label={t('Filtrar reservas')} onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t('Pesquisar (cliente, prestador, destino)')}
          type="search"
          value={filters.q}
          onChange={(e) => set({ q: e.target.value })}
          autoComplete="off"
        />
        <Select label={t('Estado')} options={BOOKING_STATUS_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={filters.status} onChange={(e) => set({ status: e.target.value })} />
        <Select label={t('Tipo')} options={BOOKING_TYPE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={filters.type} onChange={(e) => set({ type: e.target.value })} />
        <Select label={t('Reembolso')} options={REFUND_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={filters.refund} onChange={(e) => set({ refund: e.target.value })} />
        <DateRange value={filters} onChange={set} />
      </Filters>
      <DataList
        label={t('Reservas')}
        getKey={(b) => b.id}
        title={(b) => `${t(BOOKING_TYPE_LABELS[b.type])}: ${b.title}`}
        meta={(b) => <BookingBadges b={b} />}
        columns={columns}
        {...listProps}
      />
    </>
  );
}
