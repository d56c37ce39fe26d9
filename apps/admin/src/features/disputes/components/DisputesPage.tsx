/**
 * @module Disputas (issue 32, ADR 0044): /admin/disputes lists the disputes with a status filter; /admin/disputes/{id}
 * shows one with its photos and audit trail and, once the provider answered or their 72 hours passed, the decision:
 * a refund (from the provider's share), a goodwill credit (paid by the platform) or a rejection, each with a reason.
 * The server makes the decision once, whoever presses first.
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { Page } from '@turismo/app-core/Page';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { TextArea } from '@turismo/app-core/reviews/TextArea';
import { useAction } from '@turismo/app-core/use-action';
import {
  type Dispute,
  type DisputeResolution,
  type DisputeStatus,
  getDispute,
  parseMzn,
  RESOLUTION_LABELS,
  resolveDispute,
  STATUS_LABELS,
  useAdminDisputes,
} from '@turismo/app-core/disputes/api';
import { DisputeDetails } from '@turismo/app-core/disputes/DisputeDetails';
import useSWR from 'swr';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  p { margin: 0; }
  a { font-weight: 600; overflow-wrap: anywhere; }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  button { align-self: flex-start; }
`;

export function DisputesPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<DisputeStatus | ''>('awaiting_admin');
  const disputes = useAdminDisputes(status || undefined);
  return (
    <Page title={t('Disputas')} description={t('Problemas reportados pelos clientes, por decidir e decididos.')} width="xl">
      <Select
        label={t('Estado')}
        value={status}
        onChange={(e) => setStatus(e.target.value as DisputeStatus | '')}
        options={[
          { value: '', label: t('Todas') },
          ...(['awaiting_admin', 'awaiting_provider', 'resolved'] as const).map((s) => ({
            value: s,
            label: t(STATUS_LABELS[s]),
          })),
        ]}
      />
      {disputes.error
        ? <LoadError title={t('Erro ao carregar as disputas')} error={disputes.error} fallback={t('Verifique a ligação e tente novamente.')} onRetry={() => disputes.mutate()} />
        : !disputes.data
        ? <Loading label={t('A carregar as disputas...')} />
        : disputes.data.length === 0
        ? <p>{t('Nenhuma disputa neste estado.')}</p>
        : (
          <List aria-label={t('Disputas')}>
            {disputes.data.map((d) => (
              <li key={d.id}>
                <Card>
                  <Card.Body>
                    <Link href={`/admin/disputes/${d.id}`}>{`${d.clientName}: ${d.bookingLabel}`}</Link>
                    <p>
                      <Badge tone={d.status === 'resolved' ? 'success' : d.providerOverdue ? 'danger' : 'warning'}>
                        {d.providerOverdue ? t('Prazo do prestador terminado') : t(STATUS_LABELS[d.status])}
                      </Badge>{' '}
                      {t('Pede {{amount}} · {{date}}', { amount: formatMZN(d.amountAskedCents), date: formatDate(d.createdAt) })}
                    </p>
                  </Card.Body>
                </Card>
              </li>
            ))}
          </List>
        )}
    </Page>
  );
}

export function DisputePage({ disputeId }: { disputeId: string }) {
  const { t } = useTranslation();
  const dispute = useSWR(['admin/dispute', disputeId], () => getDispute(disputeId));
  return (
    <Page title={t('Disputa')} width="xl">
      <p>
        <Link href="/admin/disputes">{t('Voltar às disputas')}</Link>
      </p>
      {dispute.error
        ? <LoadError title={t('Erro ao carregar a disputa')} error={dispute.error} fallback={t('Verifique a ligação e tente novamente.')} onRetry={() => dispute.mutate()} />
        : !dispute.data
        ? <Loading label={t('A carregar a disputa...')} />
        : (
          <>
            <Card>
              <Card.Body>
                <h2>{t('{{client}} sobre {{provider}}', { client: dispute.data.clientName, provider: dispute.data.providerName })}</h2>
                <DisputeDetails dispute={dispute.data} />
              </Card.Body>
            </Card>
            {dispute.data.status !== 'resolved'
              ? <ResolveForm dispute={dispute.data} onResolved={(d) => void dispute.mutate(d, false)} />
              : null}
          </>
        )}
    </Page>
  );
}

function ResolveForm({ dispute, onResolved }: { dispute: Dispute; onResolved: (d: Dispute) => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const [resolution, setResolution] = useState<DisputeResolution>('refund');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});
  const waiting = dispute.status === 'awaiting_provider' && !dispute.providerOverdue;
  const send = useAction(
    (body: { amountCents?: number }) => resolveDispute(dispute.id, { resolution, note: note.trim(), ...body }),
    {
      failure: { description: t('Não foi possível resolver a disputa. Tente novamente.') },
      onSuccess: async (d) => {
        toast({ title: t('Disputa resolvida'), variant: 'success' });
        onResolved(d);
        await mutate((key) => Array.isArray(key) && (key[0] === 'admin/disputes' || key[0] === 'admin/pending'));
      },
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const cents = resolution === 'rejected' ? null : parseMzn(amount);
    if (resolution !== 'rejected') {
      if (cents === null || cents <= 0) found.amount = t('Indique o valor em MZN (maior que zero).');
      else if (cents > dispute.paidCents) found.amount = t('O valor não pode ser maior do que o valor pago.');
    }
    if (!note.trim()) found.note = t('Indique o motivo da decisão (até 2000 caracteres).');
    setErrors(found);
    if (Object.keys(found).length) return;
    void send.trigger(cents ? { amountCents: cents } : {});
  };
  return (
    <Card>
      <Card.Body>
        <Form onSubmit={submit} noValidate aria-labelledby="decidir-disputa">
          <h2 id="decidir-disputa">{t('Decidir')}</h2>
          {waiting
            ? <p>{t('O prestador ainda pode responder: decida depois da resposta ou do fim do prazo de 72 horas.')}</p>
            : null}
          <Select
            label={t('Decisão')}
            value={resolution}
            onChange={(e) => setResolution(e.target.value as DisputeResolution)}
            options={(['refund', 'goodwill', 'rejected'] as const).map((r) => ({ value: r, label: t(RESOLUTION_LABELS[r]) }))}
            hint={resolution === 'refund'
              ? t('Descontado do saldo do prestador (a parte dele: {{amount}}).', {
                amount: formatMZN(dispute.providerShareCents),
              })
              : resolution === 'goodwill'
              ? t('Pago pela plataforma; o saldo do prestador não muda.')
              : t('Nada é devolvido; o motivo é mostrado ao cliente e ao prestador.')}
          />
          {resolution !== 'rejected'
            ? (
              <TextField
                label={t('Valor a devolver (MZN)')}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={errors.amount}
                hint={t('Pedido: {{asked}}; pago: {{paid}}.', {
                  asked: formatMZN(dispute.amountAskedCents),
                  paid: formatMZN(dispute.paidCents),
                })}
                required
              />
            )
            : null}
          <TextArea
            label={t('Motivo da decisão')}
            value={note}
            maxLength={2000}
            onChange={(e) => setNote(e.target.value)}
            error={errors.note}
            required
          />
          <Button type="submit" loading={send.isMutating} disabled={waiting}>{t('Confirmar decisão')}</Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
