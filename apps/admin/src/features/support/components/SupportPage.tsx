/**
 * @module Suporte (issue 32, ADR 0044): /admin/support lists the support requests with a status filter (waiting for
 * the team first); /admin/support/{id} shows the thread, the reply ('Responder') and 'Encerrar'. The user is notified
 * of each reply and of the closing.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Page } from '@turismo/app-core/Page';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import { formatDate } from '@turismo/app-core/format';
import { useAction } from '@turismo/app-core/use-action';
import {
  closeSupportRequest,
  SUPPORT_STATUS_LABELS,
  type SupportStatus,
  useAdminSupport,
  useSupportThread,
} from '@turismo/app-core/support/api';
import { SupportThreadView } from '@turismo/app-core/support/SupportThreadView';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { Select } from '@turismo/ui-kit/Select';

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

export function SupportPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SupportStatus | ''>('open');
  const requests = useAdminSupport(status || undefined);
  return (
    <Page title={t('Suporte')} description={t('Pedidos de suporte dos utilizadores.')} width="xl">
      <Select
        label={t('Estado')}
        value={status}
        onChange={(e) => setStatus(e.target.value as SupportStatus | '')}
        options={[
          { value: '', label: t('Todos') },
          ...(['open', 'answered', 'closed'] as const).map((s) => ({ value: s, label: t(SUPPORT_STATUS_LABELS[s]) })),
        ]}
      />
      {requests.error
        ? <LoadError title={t('Erro ao carregar os pedidos')} error={requests.error} fallback={t('Verifique a ligação e tente novamente.')} onRetry={() => requests.mutate()} />
        : !requests.data
        ? <Loading label={t('A carregar os pedidos...')} />
        : requests.data.length === 0
        ? <p>{t('Nenhum pedido neste estado.')}</p>
        : (
          <List aria-label={t('Pedidos de suporte')}>
            {requests.data.map((r) => (
              <li key={r.id}>
                <Card>
                  <Card.Body>
                    <Link href={`/admin/support/${r.id}`}>{r.subject}</Link>
                    <p>
                      <Badge tone={r.status === 'open' ? 'warning' : r.status === 'answered' ? 'info' : 'neutral'}>
                        {t(SUPPORT_STATUS_LABELS[r.status])}
                      </Badge>{' '}
                      {r.userName}
                      {r.userStatus === 'suspended' ? ` · ${t('Conta suspensa')}` : ''} · {formatDate(r.lastMessageAt)}
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

export function SupportRequestPage({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const thread = useSupportThread(requestId);
  const close = useAction(() => closeSupportRequest(requestId), {
    failure: { description: t('Não foi possível encerrar o pedido. Tente novamente.') },
    onSuccess: (next) => void thread.mutate(next, false),
  });
  return (
    <Page title={thread.data?.subject ?? t('Pedido de suporte')} documentTitle={t('Pedido de suporte')} width="xl">
      <p>
        <Link href="/admin/support">{t('Voltar ao suporte')}</Link>
      </p>
      {thread.error
        ? <LoadError title={t('Erro ao carregar o pedido')} error={thread.error} fallback={t('Verifique a ligação e tente novamente.')} onRetry={() => thread.mutate()} />
        : !thread.data
        ? <Loading label={t('A carregar o pedido...')} />
        : (
          <>
            <p>
              {t('De {{name}} ({{email}})', { name: thread.data.userName, email: thread.data.userEmail ?? '—' })}
            </p>
            <SupportThreadView
              thread={thread.data}
              replyLabel={t('Responder')}
              onChange={(next) => void thread.mutate(next, false)}
            />
            {thread.data.status !== 'closed'
              ? (
                <div>
                  <Button variant="outline" loading={close.isMutating} onClick={() => void close.trigger()}>
                    {t('Encerrar pedido')}
                  </Button>
                </div>
              )
              : null}
          </>
        )}
    </Page>
  );
}
