/**
 * @module /admin/reconciliation (issue 25, ADR 0042 and 0050): what the payment rails left unknown or in disagreement
 * (payments without an answer or overdue, money taken for a cancelled booking and not refunded, refunds refused) with
 * each record's audit trail, the resolve actions ('Verificar agora' asks the rail; 'Marcar como concluído' and
 * 'Marcar como falhado' record what the rail's portal shows, with a note kept in the trail), and the daily settlement
 * report of a rail as CSV. Usable at 360 px: one column of cards, wrapping actions.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatMZN, formatTime, todayInMaputo } from '@turismo/app-core/format';
import { msg } from '@turismo/app-core/i18n';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import { Page } from '@turismo/app-core/Page';
import { useAction } from '@turismo/app-core/use-action';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Modal } from '@turismo/ui-kit/Modal';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import {
  downloadSettlement,
  type ReconciliationItem,
  resolveRecord,
  type ResolveBody,
  SETTLEMENT_RAILS,
  type SettlementRail,
  useReconciliation,
} from '../api/reconciliation.ts';

const KIND_LABELS: Record<ReconciliationItem['kind'], string> = {
  payment: msg('Pagamento'),
  refund: msg('Reembolso'),
  payout: msg('Transferência ao prestador'),
};
const PROBLEM_LABELS: Record<ReconciliationItem['problem'], string> = {
  unknown: msg('Sem resposta do operador'),
  overdue: msg('Confirmação em atraso'),
  paid_not_booked: msg('Pago numa reserva cancelada, sem reembolso'),
  refund_failed: msg('Reembolso recusado'),
};
const RAIL_LABELS: Record<string, string> = {
  mpesa: msg('M-Pesa'),
  dpo: msg('Cartão (DPO)'),
  sandbox: msg('Sandbox'),
};
const OUTCOME_LABELS: Record<ResolveBody['outcome'], string> = {
  check: msg('Verificar agora'),
  succeeded: msg('Marcar como concluído'),
  failed: msg('Marcar como falhado'),
};

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;
const Settlement = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  > * {
    flex: 1 1 12rem;
  }

  > button {
    flex: 0 0 auto;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  > li {
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    overflow-wrap: anywhere;
  }

  [data-actions] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin-top: ${({ theme }) => theme.space[2]};
  }

  details {
    margin-top: ${({ theme }) => theme.space[2]};
  }

  ol {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding-left: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

export function ReconciliationPage() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useReconciliation();
  const [resolving, setResolving] = useState<{ item: ReconciliationItem; outcome: ResolveBody['outcome'] } | null>(
    null,
  );
  return (
    <Page
      width="lg"
      title={t('Reconciliação de pagamentos')}
      description={t('Pagamentos, reembolsos e transferências sem resposta do operador ou em desacordo com ele.')}
    >
      <Section aria-labelledby="liquidacao">
        <h2 id="liquidacao">{t('Relatório diário de liquidação')}</h2>
        <SettlementForm />
      </Section>
      <Section aria-labelledby="por-reconciliar">
        <h2 id="por-reconciliar">{t('Por reconciliar')}</h2>
        {error
          ? (
            <LoadError
              title={t('Erro ao carregar a reconciliação')}
              error={error}
              fallback={t('Não foi possível carregar os registos por reconciliar.')}
              onRetry={() => mutate()}
            />
          )
          : isLoading || !data
          ? <Loading label={t('A carregar os registos por reconciliar')} />
          : data.length === 0
          ? <EmptyState headingLevel={3} icon="check" title={t('Nada a reconciliar')} />
          : (
            <List aria-label={t('Registos por reconciliar')}>
              {data.map((item) => (
                <Item key={`${item.kind}-${item.id}`} item={item} onResolve={(outcome) => setResolving({ item, outcome })} />
              ))}
            </List>
          )}
      </Section>
      {resolving
        ? (
          <ResolveDialog
            item={resolving.item}
            outcome={resolving.outcome}
            onClose={() => setResolving(null)}
            onDone={async () => {
              setResolving(null);
              await mutate();
            }}
          />
        )
        : null}
    </Page>
  );
}

function Item({ item, onResolve }: { item: ReconciliationItem; onResolve: (outcome: ResolveBody['outcome']) => void }) {
  const { t } = useTranslation();
  const label = `${t(KIND_LABELS[item.kind])} ${item.railReference ?? item.id.slice(0, 8)}`;
  return (
    <li data-record-id={item.id}>
      <p>
        <strong>{t(KIND_LABELS[item.kind])}</strong> · {t(RAIL_LABELS[item.provider] ?? item.provider)} ·{' '}
        <strong>{formatMZN(item.amountCents)}</strong>{' '}
        <Badge tone={item.problem === 'unknown' || item.problem === 'overdue' ? 'warning' : 'danger'}>
          {t(PROBLEM_LABELS[item.problem])}
        </Badge>
      </p>
      <p>
        {t('Referência {{reference}}', { reference: item.railReference ?? '—' })}
        {item.providerReference ? ` · ${t('Referência do operador {{reference}}', { reference: item.providerReference })}` : ''}
      </p>
      <p>
        {t('Estado {{stage}}; última resposta {{code}}', {
          stage: item.stage,
          code: [item.providerCode, item.errorCode].filter(Boolean).join(' / ') || '—',
        })}
      </p>
      <p>
        {t('Criado a {{created}}; {{attempts}} verificações', { created: when(item.createdAt), attempts: item.checkAttempts })}
        {item.nextCheckAt ? ` · ${t('próxima a {{next}}', { next: when(item.nextCheckAt) })}` : ''}
      </p>
      <details>
        <summary>{t('Histórico ({{total}})', { total: item.events.length })}</summary>
        <ol>
          {item.events.map((e, i) => (
            <li key={i}>
              {when(e.at)} · {e.source}: {e.fromStage ?? '—'} → {e.toStage ?? '—'}
              {e.providerCode ? ` (${e.providerCode})` : ''}
              {e.note ? ` · ${e.note}` : ''}
            </li>
          ))}
        </ol>
      </details>
      <div data-actions>
        {(['check', 'succeeded', 'failed'] as const).map((outcome) => (
          <Button
            key={outcome}
            size="sm"
            variant={outcome === 'check' ? 'primary' : 'outline'}
            aria-label={`${t(OUTCOME_LABELS[outcome])}: ${label}`}
            onClick={() => onResolve(outcome)}
          >
            {t(OUTCOME_LABELS[outcome])}
          </Button>
        ))}
      </div>
    </li>
  );
}

function ResolveDialog({ item, outcome, onClose, onDone }: {
  item: ReconciliationItem;
  outcome: ResolveBody['outcome'];
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const resolve = useAction((body: ResolveBody) => resolveRecord(item, body), {
    failure: { description: t('Não foi possível resolver o registo.'), toast: false },
    onError: (_err, text) => setProblem(text),
    onSuccess: async (stage) => {
      toast({ title: t('Registo resolvido'), description: t('Estado: {{stage}}', { stage }), variant: 'success' });
      await onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim().length < 3) {
      setProblem(t('Explique a resolução (3 a 500 caracteres).'));
      return;
    }
    void resolve.trigger({ outcome, note: note.trim() });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(OUTCOME_LABELS[outcome])}
      description={t('{{kind}} {{reference}}, {{amount}}. A nota fica no histórico.', {
        kind: t(KIND_LABELS[item.kind]),
        reference: item.railReference ?? '—',
        amount: formatMZN(item.amountCents),
      })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('Cancelar')}</Button>
          <Button type="submit" form="resolver-registo" loading={resolve.isMutating}>{t('Confirmar')}</Button>
        </>
      }
    >
      <form id="resolver-registo" onSubmit={submit} noValidate>
        <TextField
          label={t('Nota (o que verificou no portal do operador)')}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          error={problem}
        />
      </form>
    </Modal>
  );
}

function SettlementForm() {
  const { t } = useTranslation();
  const [rail, setRail] = useState<SettlementRail>('mpesa');
  const [day, setDay] = useState(todayInMaputo());
  const download = useAction(() => downloadSettlement(rail, day), {
    failure: { description: t('Não foi possível descarregar o relatório.') },
  });
  return (
    <Settlement
      onSubmit={(event) => {
        event.preventDefault();
        void download.trigger();
      }}
    >
      <Select
        label={t('Meio de pagamento')}
        value={rail}
        onChange={(e) => setRail(e.target.value as SettlementRail)}
        options={SETTLEMENT_RAILS.map((r) => ({ value: r, label: t(RAIL_LABELS[r]!) }))}
      />
      <TextField label={t('Dia (hora de Maputo)')} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      <Button type="submit" loading={download.isMutating}>{t('Descarregar CSV')}</Button>
    </Settlement>
  );
}
