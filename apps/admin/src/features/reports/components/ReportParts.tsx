/**
 * @module The pieces both report tabs share (spec 2.17, 7): the filter grid, the date range (Africa/Maputo local
 * dates, 'Desde' <= 'Até'), the CSV export state, the results bar (count and 'Exportar CSV') and the reading of
 * filters from the address (?status=..., ?refund=...).
 */
import { useTranslation } from 'react-i18next';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@turismo/ui-kit/Button';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { downloadCsv } from '../lib/csv.ts';

/** Rows per page of a report. */
export const PAGE_SIZE = 20;

/** Select options: 'all' first, then every label of a status map (labels are msg() texts, translated when shown). */
export const options = <T extends string>(all: string, labels: Record<T, string>) => [
  { value: '', label: all },
  ...Object.entries<string>(labels).map(([value, label]) => ({ value, label })),
];

/** The address's value when it is one of the allowed keys, else '' (no filter). */
export const pick = <T extends string>(value: string | null, allowed: Record<T, string>): T | '' =>
  value !== null && value in allowed ? (value as T) : '';

/** The filters both tabs have. Dates are YYYY-MM-DD. */
export type Common = { q: string; status: string; from: string; to: string };

/** Whether the range is usable: either end missing, or from <= to. */
export const rangeOk = (f: Common) => !f.from || !f.to || f.from <= f.to;

export const Filters = styled.form`
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

/** Runs a CSV build and downloads it; a failure is a toast. */
export function useExport() {
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

export function DateRange({ value, onChange }: { value: Common; onChange: (next: Partial<Common>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('Desde')} type="date" value={value.from} onChange={(e) => onChange({ from: e.target.value })} />
      <TextField
        label={t('Até')}
        type="date"
        value={value.to}
        onChange={(e) => onChange({ to: e.target.value })}
        error={rangeOk(value) ? undefined : t('A data inicial deve ser anterior ou igual à data final.')}
      />
    </>
  );
}

/** The count (spoken when it changes) and the export button above the rows. */
export function ResultsBar({ total, onExport, exporting }: { total: string; onExport: () => void; exporting: boolean }) {
  const { t } = useTranslation();
  return (
    <Bar>
      <p aria-live="polite">{total}</p>
      <Button variant="outline" size="sm" onClick={onExport} loading={exporting}>
        {t('Exportar CSV')}
      </Button>
    </Bar>
  );
}

/** Pages of a list of `total` rows, at least 1. */
export const pageCount = (data: { total: number; pageSize: number } | undefined) =>
  data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

/**
 * The DataList props both tabs share: rows, count and export bar, error with retry, empty state and pager, from a
 * report's SWR answer (`{ items, total, pageSize }`) and the tab's texts (already translated).
 */
export function useReportList<T>(
  list: { data?: { items: T[]; total: number; pageSize: number }; error?: unknown; mutate: () => unknown },
  texts: { total: (count: number) => string; loading: string; error: string; pager: string },
  paging: { page: number; setPage: (page: number) => void },
  exporter: { onExport: () => void; exporting: boolean },
) {
  const { t } = useTranslation();
  const summary: ReactNode = list.data
    ? <ResultsBar total={texts.total(list.data.total)} onExport={exporter.onExport} exporting={exporter.exporting} />
    : null;
  return {
    items: list.data?.items,
    summary,
    error: list.error,
    onRetry: () => void list.mutate(),
    loadingText: texts.loading,
    errorText: texts.error,
    empty: { title: t('Nenhum resultado'), description: t('Altere a pesquisa ou os filtros.') },
    pagination: { page: paging.page, pageCount: pageCount(list.data), onPageChange: paging.setPage, label: texts.pager },
  };
}
