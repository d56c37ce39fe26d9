/**
 * @module /admin/reports: supervision of bookings and rides (spec 2.17, 7; DECISIONS.md 1). Two tabs, each a list
 * filtered and paginated on the server (GET /api/admin/bookings, GET /api/admin/rides): search, status, type, the
 * refund state and a date range (Africa/Maputo local dates). The filter can start from the address (?tab=rides,
 * ?refund=failed, ?status=...), which is how the dashboard's pending actions link here. 'Exportar CSV' downloads every
 * row of the current filter. One card per row, so it reads on a 360 px phone.
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Select } from '@turismo/ui-kit/Select';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import {
  type AdminBooking,
  type AdminRide,
  type BookingQuery,
  fetchAll,
  listBookings,
  listRides,
  type RideQuery,
  useBookings,
  useRides,
} from '../api/reports.ts';
import { centavosToCsv, downloadCsv, toCsv } from '../lib/csv.ts';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUS_TONES,
  BOOKING_TYPE_LABELS,
  type BookingStatus,
  type BookingType,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  REFUND_STATUS_LABELS,
  type RefundStatus,
  RIDE_STATUS_LABELS,
  RIDE_STATUS_TONES,
  type RideStatus,
} from '../../../lib/status-labels.ts';
import { useDebounced } from '@turismo/app-core/use-debounced';

const PAGE_SIZE = 20;

const options = <T extends string>(all: string, labels: Record<T, string>) => [
  { value: '', label: all },
  ...Object.entries<string>(labels).map(([value, label]) => ({ value, label })),
];
const BOOKING_STATUS_OPTIONS = options(msg('Todos os estados'), BOOKING_STATUS_LABELS);
const BOOKING_TYPE_OPTIONS = options(msg('Todos os tipos'), BOOKING_TYPE_LABELS);
const REFUND_OPTIONS = options(msg('Qualquer'), REFUND_STATUS_LABELS);
const RIDE_STATUS_OPTIONS = options(msg('Todos os estados'), RIDE_STATUS_LABELS);

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: 2fr repeat(5, minmax(0, 1fr)); }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  p { margin: 0; }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.desktop} { grid-template-columns: 1fr 1fr; }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; overflow-wrap: anywhere; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; overflow-wrap: anywhere; }
  [data-badges] { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[1]}; }
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.semibold}; overflow-wrap: anywhere; }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;


const pick = <T extends string>(value: string | null, allowed: Record<T, string>): T | '' =>
  value !== null && value in allowed ? (value as T) : '';

type Common = { q: string; status: string; from: string; to: string };

function useExport() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);
  const run = async (build: () => Promise<{ filename: string; text: string }>) => {
    setExporting(true);
    try {
      const { filename, text } = await build();
      downloadCsv(filename, text);
    } catch {
      toast({ title: t('Erro'), description: t('Não foi possível exportar.'), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}

function DateRange({ value, onChange }: { value: Common; onChange: (next: Partial<Common>) => void }) {
  const { t } = useTranslation();
  const invalid = value.from && value.to && value.from > value.to;
  return (
    <>
      <TextField label={t('Desde')} type="date" value={value.from} onChange={(e) => onChange({ from: e.target.value })} />
      <TextField
        label={t('Até')}
        type="date"
        value={value.to}
        onChange={(e) => onChange({ to: e.target.value })}
        error={invalid ? t('A data inicial deve ser anterior ou igual à data final.') : undefined}
      />
    </>
  );
}

function Results<T>(props: {
  /** The list's texts, already translated: its name, its count, and its loading, error and pager names. */
  what: { label: string; total: (count: number) => string; loading: string; error: string; pager: string };
  data: { items: T[]; total: number; pageSize: number } | undefined;
  error: unknown;
  retry: () => void;
  page: number;
  setPage: (page: number) => void;
  onExport: () => void;
  exporting: boolean;
  render: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, page } = props;
  if (props.error) {
    return (
      <Alert
        tone="danger"
        title={t('Erro')}
        action={<Button variant="outline" size="sm" onClick={props.retry}>{t('Tentar novamente')}</Button>}
      >
        {props.what.error}
      </Alert>
    );
  }
  if (!data) return <Spinner label={props.what.loading} />;
  if (data.items.length === 0) {
    return <EmptyState icon="search" title={t('Nenhum resultado')} description={t('Altere a pesquisa ou os filtros.')} />;
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <Bar>
        <p aria-live="polite">{props.what.total(data.total)}</p>
        <Button variant="outline" size="sm" onClick={props.onExport} loading={props.exporting}>
          {t('Exportar CSV')}
        </Button>
      </Bar>
      <List aria-label={props.what.label}>{data.items.map(props.render)}</List>
      {pages > 1
        ? (
          <Pager aria-label={props.what.pager}>
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => props.setPage(page - 1)}>
              {t('Anterior')}
            </Button>
            <span>{t('Página {{page}} de {{pages}}', { page, pages })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => props.setPage(page + 1)}>
              {t('Seguinte')}
            </Button>
          </Pager>
        )
        : null}
    </>
  );
}

function BookingItem({ b }: { b: AdminBooking }) {
  const { t } = useTranslation();
  const id = `booking-${b.id}`;
  return (
    <Item aria-labelledby={id}>
      <h2 id={id}>{t(BOOKING_TYPE_LABELS[b.type])}: {b.title}</h2>
      <div data-badges>
        <Badge tone={BOOKING_STATUS_TONES[b.status]}>{t(BOOKING_STATUS_LABELS[b.status])}</Badge>
        {b.payment
          ? (
            <Badge tone={b.payment.status === 'succeeded' ? 'success' : b.payment.status === 'pending' ? 'warning' : 'neutral'}>
              {t(PAYMENT_STATUS_LABELS[b.payment.status])}
            </Badge>
          )
          : <Badge tone="neutral">{t('Sem pagamento')}</Badge>}
        {b.refund
          ? (
            <Badge tone={b.refund.status === 'failed' ? 'danger' : b.refund.status === 'pending' ? 'warning' : 'info'}>
              {t(REFUND_STATUS_LABELS[b.refund.status])}
            </Badge>
          )
          : null}
      </div>
      <dl>
        <dt>{t('Cliente')}</dt>
        <dd>{b.client.name}</dd>
        <dt>{t('Prestador')}</dt>
        <dd>{b.provider.name}</dd>
        <dt>{t('Reservada em')}</dt>
        <dd>{formatDate(b.createdAt)} {formatTime(b.createdAt)}</dd>
        <dt>{t('Data do serviço')}</dt>
        <dd>{b.serviceDate ? formatDate(b.serviceDate) : '—'}</dd>
        <dt>{t('Quantidade')}</dt>
        <dd>{b.quantity}</dd>
        <dt>{t('Total')}</dt>
        <dd>{formatMZN(b.totalCents)}</dd>
        <dt>{t('Taxa da plataforma')}</dt>
        <dd>{formatMZN(b.platformFeeCents)}</dd>
        {b.payment
          ? (
            <>
              <dt>{t('Pagamento')}</dt>
              <dd>{t(PAYMENT_METHOD_LABELS[b.payment.method])} · {formatMZN(b.payment.amountCents)}</dd>
            </>
          )
          : null}
        {b.refund
          ? (
            <>
              <dt>{t('Reembolso')}</dt>
              <dd>{formatMZN(b.refund.amountCents)}{b.refund.failureReason ? ` · ${b.refund.failureReason}` : ''}</dd>
            </>
          )
          : null}
      </dl>
    </Item>
  );
}

function BookingsReport({ initial }: { initial: URLSearchParams }) {
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
  const rangeOk = !filters.from || !filters.to || filters.from <= filters.to;
  const base: BookingQuery = {
    ...(q ? { q } : {}),
    ...(filters.status ? { status: filters.status as BookingStatus } : {}),
    ...(filters.type ? { type: filters.type as BookingType } : {}),
    ...(filters.refund ? { refund: filters.refund as RefundStatus } : {}),
    ...(filters.from && rangeOk ? { from: filters.from } : {}),
    ...(filters.to && rangeOk ? { to: filters.to } : {}),
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
          b.createdAt,
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
      <Results
        what={{
          label: t('Reservas'),
          total: (count) => t('{{count}} reserva', { count }),
          loading: t('A carregar reservas'),
          error: t('Erro ao carregar reservas'),
          pager: t('Paginação de reservas'),
        }}
        data={bookings.data}
        error={bookings.error}
        retry={() => void bookings.mutate()}
        page={page}
        setPage={setPage}
        onExport={() => void exportCsv()}
        exporting={exporting}
        render={(b: AdminBooking) => <BookingItem key={b.id} b={b} />}
      />
    </>
  );
}

function RideItem({ r }: { r: AdminRide }) {
  const { t } = useTranslation();
  const id = `ride-${r.id}`;
  return (
    <Item aria-labelledby={id}>
      <h2 id={id}>{r.from} → {r.to}</h2>
      <div data-badges>
        <Badge tone={RIDE_STATUS_TONES[r.status]}>{t(RIDE_STATUS_LABELS[r.status])}</Badge>
      </div>
      <dl>
        <dt>{t('Partida')}</dt>
        <dd>{formatDate(r.departureDate)} {r.departureTime}</dd>
        <dt>{t('Motorista')}</dt>
        <dd>{r.driver.name}</dd>
        <dt>{t('Preço por lugar')}</dt>
        <dd>{formatMZN(r.priceCents)}</dd>
        <dt>{t('Lugares livres')}</dt>
        <dd>{t('{{free}} de {{total}}', { free: r.seatsAvailable, total: r.seatsTotal })}</dd>
        <dt>{t('Reservas confirmadas')}</dt>
        <dd>{r.bookings}</dd>
        <dt>{t('Valor reservado')}</dt>
        <dd>{formatMZN(r.revenueCents)}</dd>
      </dl>
    </Item>
  );
}

function RidesReport({ initial }: { initial: URLSearchParams }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Common>({
    q: '',
    status: pick<RideStatus>(initial.get('status'), RIDE_STATUS_LABELS),
    from: '',
    to: '',
  });
  const [page, setPage] = useState(1);
  const q = useDebounced(filters.q.trim());
  const rangeOk = !filters.from || !filters.to || filters.from <= filters.to;
  const base: RideQuery = {
    ...(q ? { q } : {}),
    ...(filters.status ? { status: filters.status as RideStatus } : {}),
    ...(filters.from && rangeOk ? { from: filters.from } : {}),
    ...(filters.to && rangeOk ? { to: filters.to } : {}),
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
      <Results
        what={{
          label: t('Viagens'),
          total: (count) => t('{{count}} viagem', { count }),
          loading: t('A carregar viagens'),
          error: t('Erro ao carregar viagens'),
          pager: t('Paginação de viagens'),
        }}
        data={rides.data}
        error={rides.error}
        retry={() => void rides.mutate()}
        page={page}
        setPage={setPage}
        onExport={() => void exportCsv()}
        exporting={exporting}
        render={(r: AdminRide) => <RideItem key={r.id} r={r} />}
      />
    </>
  );
}

export function ReportsPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const initial = new URLSearchParams(search);
  const [tab, setTab] = useState(initial.get('tab') === 'rides' ? 'rides' : 'bookings');
  return (
    <Page
      width="xl"
      title={t('Relatórios')}
      description={t('Supervisão de reservas e viagens, com filtros e exportação. Os totais financeiros estão em Faturação.')}
    >
      <Tabs
        label={t('Relatório')}
        value={tab}
        onValueChange={setTab}
        fitted
        items={[
          { id: 'bookings', label: t('Reservas'), content: <BookingsReport initial={initial} /> },
          { id: 'rides', label: t('Viagens'), content: <RidesReport initial={initial} /> },
        ]}
      />
    </Page>
  );
}
