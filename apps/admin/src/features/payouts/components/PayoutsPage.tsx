/**
 * @module /admin/payouts (issue 12, ADR 0026): the providers' due balances (available, pending, payout account), the
 * 'Criar lote de pagamentos' action, and the batches with each payout's status. Every figure comes from the API.
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
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

const TableWrap = styled.div`
  overflow-x: auto;
  table { width: 100%; border-collapse: collapse; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  th, td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Stats = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr 1fr;
`;

const STATUS = {
  pending: { label: 'Em processamento', tone: 'warning' },
  succeeded: { label: 'Enviado', tone: 'success' },
  failed: { label: 'Falhou', tone: 'danger' },
} as const;

/** Why a due balance is not in the next batch, or null when it is. */
function whyNotPaid(d: DueBalance): string | null {
  if (d.available <= 0) return 'Saldo negativo: descontado do próximo pagamento';
  if (d.suspended) return 'Conta suspensa';
  if (!d.payoutMethod) return 'Sem conta de pagamento';
  return null;
}

export function PayoutsPage() {
  const { toast } = useToast();
  const due = useDueBalances();
  const batches = useBatches();
  const [open, setOpen] = useState<string | null>(null);
  const batch = useBatch(open);
  // One key per intended batch: a double click or a retry answers the same batch.
  const key = useRef(crypto.randomUUID());
  const create = useAction(() => createBatch(key.current), {
    failure: { title: 'Lote não criado', description: 'Não foi possível criar o lote de pagamentos.' },
    onSuccess: async (b) => {
      key.current = crypto.randomUUID();
      toast({ title: 'Lote de pagamentos criado', description: `${b.payoutCount} pagamentos, ${formatMZN(b.total)}`, variant: 'success' });
      setOpen(b.id);
      await Promise.all([due.mutate(), batches.mutate()]);
    },
  });
  const d = due.data;
  return (
    <Page width="xl" title="Pagamentos a prestadores" description="Saldos disponíveis dos motoristas, alojamentos e organizadores, e os lotes de pagamento.">
      <Block aria-labelledby="due-title">
        <h2 id="due-title">Saldos a pagar</h2>
        {d ? (
          <>
            <Stats role="list" aria-label="Próximo lote">
              <StatCard role="listitem" label="A pagar no próximo lote" value={formatMZN(d.payable)} />
              <StatCard role="listitem" label="Prestadores a pagar" value={d.payableCount} />
            </Stats>
            <div>
              <Button disabled={d.payableCount === 0} loading={create.isMutating} onClick={() => void create.trigger()}>
                Criar lote de pagamentos
              </Button>
            </div>
            {d.items.length ? (
              <TableWrap>
                <table aria-label="Saldos a pagar">
                  <thead>
                    <tr><th>Prestador</th><th>Disponível</th><th>Pendente</th><th>Conta</th><th>Situação</th></tr>
                  </thead>
                  <tbody>
                    {d.items.map((item) => (
                      <tr key={item.providerId}>
                        <td>{item.providerName}<br /><small>{item.email}</small></td>
                        <td>{formatMZN(item.available)}</td>
                        <td>{formatMZN(item.pending)}</td>
                        <td>{item.payoutMethod ? `${item.payoutMethod.destinationHint} (${item.payoutMethod.holderName})` : '—'}</td>
                        <td>{whyNotPaid(item) ?? <Badge tone="success">No próximo lote</Badge>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            ) : <EmptyState headingLevel={3} icon="wallet" title="Nenhum saldo por pagar" />}
          </>
        ) : <Skeleton height="8rem" />}
      </Block>
      <Block aria-labelledby="batches-title">
        <h2 id="batches-title">Lotes de pagamento</h2>
        {batches.data?.items.length ? (
          <TableWrap>
            <table aria-label="Lotes de pagamento">
              <thead>
                <tr><th>Data</th><th>Criado por</th><th>Pagamentos</th><th>Total</th><th>Estado</th><th /></tr>
              </thead>
              <tbody>
                {batches.data.items.map((b) => (
                  <tr key={b.id}>
                    <td>{formatDate(b.createdAt)} {formatTime(b.createdAt)}</td>
                    <td>{b.createdByName}</td>
                    <td>{b.payoutCount}</td>
                    <td>{formatMZN(b.total)}</td>
                    <td>{b.succeeded} enviados · {b.pending} em processamento · {b.failed} falhados</td>
                    <td>
                      <Button variant="ghost" size="sm" aria-expanded={open === b.id} onClick={() => setOpen(open === b.id ? null : b.id)}>
                        {open === b.id ? 'Fechar' : 'Ver pagamentos'}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        ) : batches.data ? <EmptyState headingLevel={3} icon="wallet" title="Ainda não há lotes" /> : <Skeleton height="4rem" />}
        {open && batch.data ? (
          <TableWrap>
            <table aria-label="Pagamentos do lote">
              <thead>
                <tr><th>Prestador</th><th>Valor</th><th>Destino</th><th>Estado</th><th>Referência</th></tr>
              </thead>
              <tbody>
                {batch.data.payouts.map((p) => (
                  <tr key={p.id}>
                    <td>{p.providerName}</td>
                    <td>{formatMZN(p.amount)}</td>
                    <td>{p.destinationHint} ({p.holderName})</td>
                    <td>
                      <Badge tone={STATUS[p.status].tone}>{STATUS[p.status].label}</Badge>
                      {p.failureReason ? <> {p.failureReason}</> : null}
                    </td>
                    <td>{p.reference ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        ) : null}
      </Block>
    </Page>
  );
}
