/**
 * @module The monthly statement: the month picker, the opening balance, each line (bookings paid, refunds, payouts),
 * the closing balance, and the CSV and PDF downloads.
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { formatMonthYear } from '@turismo/app-core/format-month';
import { useAction } from '@turismo/app-core/use-action';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { downloadStatement, useStatement } from '../api/earnings.ts';
import { TableScroll } from '@turismo/ui-kit/TableScroll';

/** '2026-11' -> 'Novembro de 2026' (pt-MZ) or 'November 2026' (English), capitalised. */
export const monthLabel = (month: string) => formatMonthYear(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

const KIND = { booking: msg('Reserva'), refund: msg('Reembolso'), payout: msg('Pagamento') } as const;
const STATUS: Record<string, { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }> = {
  pending: { label: msg('Em processamento'), tone: 'warning' },
  succeeded: { label: msg('Concluído'), tone: 'success' },
  failed: { label: msg('Falhou'), tone: 'danger' },
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export type StatementSectionProps = {
  /** Months with lines, newest first (from the summary); the current month is always offered. */
  months: string[];
  currentMonth: string;
};

export function StatementSection({ months, currentMonth }: StatementSectionProps) {
  const { t } = useTranslation();
  const options = [...new Set([currentMonth, ...months])].sort().reverse();
  const [month, setMonth] = useState(options[0] ?? currentMonth);
  const { data } = useStatement(month);
  const download = useAction((format: 'csv' | 'pdf') => downloadStatement(month, format), {
    failure: { title: t('Erro'), description: t('Não foi possível descarregar o extracto.') },
  });
  return (
    <>
      <Select
        label={t('Mês')}
        value={month}
        onChange={(e) => setMonth(e.currentTarget.value)}
        options={options.map((m) => ({ value: m, label: monthLabel(m) }))}
      />
      <Actions>
        <Button variant="outline" loading={download.pending === 'csv'} onClick={() => void download.trigger('csv')}>
          {t('Descarregar CSV')}
        </Button>
        <Button variant="outline" loading={download.pending === 'pdf'} onClick={() => void download.trigger('pdf')}>
          {t('Descarregar PDF')}
        </Button>
      </Actions>
      {data ? (
        <TableScroll>
          <table aria-label={t('Extracto de {{month}}', { month: monthLabel(month) })}>
            <thead>
              <tr><th>{t('Data')}</th><th>{t('Tipo')}</th><th>{t('Descrição')}</th><th>{t('Estado')}</th><th>{t('Valor')}</th></tr>
            </thead>
            <tbody>
              <tr>
                <td /><td colSpan={3}><strong>{t('Saldo inicial')}</strong></td>
                <td><strong>{formatMZN(data.openingBalance)}</strong></td>
              </tr>
              {data.lines.map((l) => (
                <tr key={`${l.kind}-${l.bookingId ?? l.payoutId}-${l.at}`}>
                  <td>{formatDate(l.at)} {formatTime(l.at)}</td>
                  <td>{t(KIND[l.kind])}</td>
                  <td>{l.description}</td>
                  <td>
                    {l.status && STATUS[l.status]
                      ? <Badge tone={STATUS[l.status]!.tone}>{t(STATUS[l.status]!.label)}</Badge>
                      : null}
                  </td>
                  <td>{formatMZN(l.amount)}</td>
                </tr>
              ))}
              {data.lines.length ? null : (
                <tr><td /><td colSpan={4}>{t('Sem movimentos neste mês.')}</td></tr>
              )}
              <tr>
                <td /><td colSpan={3}><strong>{t('Saldo final')}</strong></td>
                <td><strong>{formatMZN(data.closingBalance)}</strong></td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      ) : <Skeleton height="8rem" />}
    </>
  );
}
