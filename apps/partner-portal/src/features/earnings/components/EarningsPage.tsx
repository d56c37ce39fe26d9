/**
 * @module 'Ganhos' (issue 12, ADR 0026), the same page in the drivers', lodging and organisers' areas: the balance
 * (available once the service took place, pending before), the payout account, the monthly statement with its CSV
 * and PDF, and the earnings of each paid booking. Every figure comes from the API.
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatMZN, todayInMaputo } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { Section } from '../../../lib/Section.tsx';
import { EARNINGS_PAGE_SIZE, useEarnings, useEarningsSummary } from '../api/earnings.ts';
import { PayoutMethodForm } from './PayoutMethodForm.tsx';
import { StatementSection } from './StatementSection.tsx';
import { TableScroll } from '@turismo/ui-kit/TableScroll';

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export function EarningsPage() {
  const { t } = useTranslation();
  const summary = useEarningsSummary();
  const [page, setPage] = useState(1);
  const earnings = useEarnings(page);
  const s = summary.data;
  const b = s?.balance;
  const pages = earnings.data ? Math.max(1, Math.ceil(earnings.data.total / EARNINGS_PAGE_SIZE)) : 1;
  return (
    <Page
      width="xl"
      title={t('Ganhos')}
      description={t('O que recebe por cada reserva paga, o seu saldo, os pagamentos e o extracto mensal.')}
    >
      {b ? (
        <Stats role="list" aria-label={t('Saldo')}>
          <StatCard
            role="listitem"
            label={t('Disponível')}
            value={formatMZN(b.available)}
            hint={b.available < 0 ? t('Descontado do próximo pagamento') : t('Serviços já realizados')}
          />
          <StatCard role="listitem" label={t('Pendente')} value={formatMZN(b.pending)} hint={t('Serviços por realizar')} />
          <StatCard role="listitem" label={t('Em pagamento')} value={formatMZN(b.payingOut)} />
          <StatCard role="listitem" label={t('Recebido')} value={formatMZN(b.paidOut)} />
        </Stats>
      ) : <Skeleton height="6rem" />}
      <Section title={t('Conta para receber pagamentos')}>
        {s ? <PayoutMethodForm current={s.payoutMethod} onSaved={() => void summary.mutate()} /> : <Skeleton height="8rem" />}
      </Section>
      <Section title={t('Extracto mensal')}>
        {s ? <StatementSection months={s.months} currentMonth={todayInMaputo().slice(0, 7)} /> : <Skeleton height="8rem" />}
      </Section>
      <Section title={t('Ganhos por reserva')}>
        {earnings.data && earnings.data.total === 0 ? (
          <EmptyState headingLevel={3} icon="wallet" title={t('Ainda sem reservas pagas')} />
        ) : earnings.data ? (
          <>
            <TableScroll>
              <table aria-label={t('Ganhos por reserva')}>
                <thead>
                  <tr>
                    <th>{t('Reserva')}</th><th>{t('Pago em')}</th><th>{t('Subtotal')}</th><th>{t('Taxa da plataforma')}</th><th>{t('Reembolsos')}</th>
                    <th>{t('Recebe')}</th><th>{t('Estado')}</th>
                  </tr>
                </thead>
                <tbody>
                  {earnings.data.items.map((e) => (
                    <tr key={e.bookingId}>
                      <td>{e.label} ({e.units})</td>
                      <td>{formatDate(e.paidAt)}</td>
                      <td>{formatMZN(e.subtotal)}</td>
                      <td>{formatMZN(e.platformFee)}</td>
                      <td>{e.refunded ? formatMZN(-e.refunded) : '—'}</td>
                      <td><strong>{formatMZN(e.receives)}</strong></td>
                      <td>
                        {e.state === 'available'
                          ? <Badge tone="success">{t('Disponível')}</Badge>
                          : <Badge tone="warning">{t('Pendente até {{date}}', { date: formatDate(e.serviceAt) })}</Badge>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            {pages > 1 ? (
              <Pager>
                <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('Anterior')}</Button>
                <span>{t('Página {{page}} de {{pages}}', { page, pages })}</span>
                <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('Seguinte')}</Button>
              </Pager>
            ) : null}
          </>
        ) : <Skeleton height="8rem" />}
      </Section>
    </Page>
  );
}
