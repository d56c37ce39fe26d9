/**
 * @module A month as a table of weeks (Sunday first, Africa/Maputo local dates), each day rendered by the caller:
 * the room calendar and the reservations calendar of the lodging area (issue 15). A real `<table>` with a caption
 * and column headers, so screen readers announce the day of the week; it fits 360 px (7 columns of ~46 px).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { capitalise } from '@turismo/app-core/format-month';
import { msg } from '@turismo/app-core/i18n';

/** The weekdays' short names and full names (catalog keys: translate them where shown with `t`). */
export const WEEKDAYS = [msg('Dom'), msg('Seg'), msg('Ter'), msg('Qua'), msg('Qui'), msg('Sex'), msg('Sáb')] as const;
export const WEEKDAY_NAMES = [
  msg('domingo'), msg('segunda'), msg('terça'), msg('quarta'), msg('quinta'), msg('sexta'), msg('sábado'),
] as const;
const MONTHS = [
  msg('janeiro'), msg('fevereiro'), msg('março'), msg('abril'), msg('maio'), msg('junho'),
  msg('julho'), msg('agosto'), msg('setembro'), msg('outubro'), msg('novembro'), msg('dezembro'),
];

/** 'yyyy-MM-dd' plus `days` days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first and last day of the month of `date` ('yyyy-MM' + bounds), and its month name and year. */
export function monthOf(date: string): { first: string; last: string; month: string; year: number } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const first = `${date.slice(0, 7)}-01`;
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { first, last, month: MONTHS[m - 1] ?? '', year: y };
}

/** The first day of the month `delta` months after the month of `date`. */
export function shiftMonth(date: string, delta: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + delta, 1)).toISOString().slice(0, 10);
}

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.xs};

  caption {
    text-align: left;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.md};
    padding-bottom: ${({ theme }) => theme.space[2]};
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    padding: ${({ theme }) => theme.space[1]} 0;
  }

  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    height: 3.6rem;
    padding: 0;
  }
`;

export type MonthGridProps = {
  /** Any day of the month shown. */
  month: string;
  /** The content of one day's cell. */
  renderDay: (date: string) => ReactNode;
  /** Text before the month in the caption (e.g. the room type). */
  caption?: string;
};

export function MonthGrid({ month, renderDay, caption }: MonthGridProps) {
  const { t } = useTranslation();
  const { first, last, month: name, year } = monthOf(month);
  // 'Dezembro de 2026' (capitalised here: CSS capitalize made it 'Dezembro De 2026', issue 32).
  const label = capitalise(t('{{month}} de {{year}}', { month: t(name), year }));
  const lead = new Date(`${first}T12:00:00Z`).getUTCDay();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = first; d <= last; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  return (
    <Table>
      <caption>{caption ? t('{{caption}} · {{month}}', { caption, month: label }) : label}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d, i) => <th key={d} scope="col" abbr={t(WEEKDAY_NAMES[i] ?? '')}>{t(d)}</th>)}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean) ?? 'empty'}>
            {week.map((date, i) => <td key={date ?? `blank-${i}`}>{date ? renderDay(date) : null}</td>)}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
