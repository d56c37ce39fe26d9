/**
 * @module /admin/payouts (issue 12, ADR 0026): the providers' due balances (available, pending, payout account), the
 * 'Criar lote de pagamentos' action, and the batches with each payout's status. Every figure comes from the API.
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { msg } from '@turismo/app-core/i18n';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { TableScroll } from '@turismo/ui-kit/TableScroll';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { useAction } from '@turismo/app-core/use-action';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { useToast } from '@turismo/ui-kit/Toast';
import { createBatch, type DueBalance, useBatch, useBatches, useDueBalances } from '../api/payouts.ts';

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Stats = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr 1fr;
`;

const STATUS = {
  pending: { label: msg('Em processamento'), tone: 'warning' },
  succeeded: { label: msg('Enviado'), tone: 'success' },
  failed: { label: msg('Falhou'), tone: 'danger' },
} as const;

/** Why a due balance is not in the next batch, or null when it is. */
function whyNotPaid(d: DueBalance, t: TFunction): string | null {
  if (d.available <= 0) return t('Saldo negativo: descontado do próximo pagamento');
  if (d.suspended) return t('Conta suspensa');
  if (!d.payoutMethod) return t('Sem conta de pagamento');
  return null;
}

export function PayoutsPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const due = useDueBalances();
  const batches = useBatches();
  const [open, setOpen] = useState<string | null>(null);
  const batch = useBatch(open);
  // One key per intended batch: a double click or a retry answers the same batch.
  const key = useRef(crypto.randomUUID());
  const create = useAction(() => createBatch(key.current), {
    failure: { title: t('Lote não criado'), description: t('Não foi possível criar o lote de pagamentos.') },
    onSuccess: async (b) => {
      key.current = crypto.randomUUID();
      toast({ title: t('Lote de pagamentos criado'), description: t('{{formatted}} pagamento, {{amount}}', { count: b.payoutCount, formatted: String(b.payoutCount), amount: formatMZN(b.total) }), variant: 'success' });
      setOpen(b.id);
      await Promise.all([due.mutate(), batches.mutate()]);
    },
  });
  const d = due.data;
  return (
    <Page width="xl" title={t('Pagamentos a prestadores')} description={t('Saldos disponíveis dos motoristas, alojamentos e organizadores, e os lotes de pagamento.')}>
      <Block aria-labelledby="due-title">
        <h2 id="due-title">{t('Saldos a pagar')}</h2>
        {d ? (
          <>
            <Stats role="list" aria-label={t('Próximo lote')}>
              <StatCard role="listitem" label={t('A pagar no próximo lote')} value={formatMZN(d.payable)} />
              <StatCard role="listitem" label={t('Prestadores a pagar')} value={d.payableCount} />
            </Stats>
            <div>
              <Button disabled={d.payableCount === 0} loading={create.isMutating} onClick={() => void create.trigger()}>
                {t('Criar lote de pagamentos')}
              </Button>
            </div>
            {d.items.length ? (
              <TableScroll>
                <table aria-label={t('Saldos a pagar')}>
                  <thead>
                    <tr><th>{t('Prestador')}</th><th>{t('Disponível')}</th><th>{t('Pendente')}</th><th>{t('Conta')}</th><th>{t('Situação')}</th></tr>
                  </thead>
                  <tbody>
                    {d.items.map((item) => (
                      <tr key={item.providerId}>
                        <td>{item.providerName}<br /><small>{item.email}</small></td>
                        <td>{formatMZN(item.available)}</td>
                        <td>{formatMZN(item.pending)}</td>
                        <td>{item.payoutMethod ? `${item.payoutMethod.destinationHint} (${item.payoutMethod.holderName})` : '—'}</td>
                        <td>{whyNotPaid(item, t) ?? <Badge tone="success">{t('No próximo lote')}</Badge>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            ) : <EmptyState headingLevel={3} icon="wallet" title={t('Nenhum saldo por pagar')} />}
          </>
        ) : <Skeleton height="8rem" />}
      </Block>
      <Block aria-labelledby="batches-title">
        <h2 id="batches-title">{t('Lotes de pagamento')}</h2>
        {batches.data?.items.length ? (
          <TableScroll>
            <table aria-label={t('Lotes de pagamento')}>
              <thead>
                <tr><th>{t('Data')}</th><th>{t('Criado por')}</th><th>{t('Pagamentos')}</th><th>{t('Total')}</th><th>{t('Estado')}</th><th /></tr>
              </thead>
              <tbody>
                {batches.data.items.map((b) => (
                  <tr key={b.id}>
                    <td>{formatDate(b.createdAt)} {formatTime(b.createdAt)}</td>
                    <td>{b.createdByName}</td>
                    <td>{b.payoutCount}</td>
                    <td>{formatMZN(b.total)}</td>
                    <td>
                      {t('{{succeeded}} enviados · {{pending}} em processamento · {{failed}} falhados', {
                        succeeded: b.succeeded,
                        pending: b.pending,
                        failed: b.failed,
                      })}
                    </td>
                    <td>
                      <Button variant="ghost" size="sm" aria-expanded={open === b.id} onClick={() => setOpen(open === b.id ? null : b.id)}>
                        {open === b.id ? t('Fechar') : t('Ver pagamentos')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : batches.data ? <EmptyState headingLevel={3} icon="wallet" title={t('Ainda não há lotes')} /> : <Skeleton height="4rem" />}
        {open && batch.data ? (
          <TableScroll>
            <table aria-label={t('Pagamentos do lote')}>
              <thead>
                <tr><th>{t('Prestador')}</th><th>{t('Valor')}</th><th>{t('Destino')}</th><th>{t('Estado')}</th><th>{t('Referência')}</th></tr>
              </thead>
              <tbody>
                {batch.data.payouts.map((p) => (
                  <tr key={p.id}>
                    <td>{p.providerName}</td>
                    <td>{formatMZN(p.amount)}</td>
                    <td>{p.destinationHint} ({p.holderName})</td>
                    <td>
                      <Badge tone={STATUS[p.status].tone}>{t(STATUS[p.status].label)}</Badge>
                      {p.failureReason ? <> {p.failureReason}</> : null}
                    </td>
                    <td>{p.reference ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
      </Block>
    </Page>
  );
}
