/**
 * @module 'Contactar o suporte' (issue 32, /ajuda/suporte and /ajuda/suporte/{id}): the signed-in user's support
 * requests, a new one (subject, message, and the booking of `?reserva=` when it came from a booking), and one
 * request's thread with the team's answers. Works for a suspended account: it is where 'Contacte o suporte' leads.
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Page } from '@turismo/app-core/Page';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import { formatDate } from '@turismo/app-core/format';
import { TextArea } from '@turismo/app-core/reviews/TextArea';
import { useAction } from '@turismo/app-core/use-action';
import {
  createSupportRequest,
  MY_SUPPORT_KEY,
  SUPPORT_STATUS_LABELS,
  useMySupport,
  useSupportThread,
} from '@turismo/app-core/support/api';
import { SupportThreadView } from '@turismo/app-core/support/SupportThreadView';
import { useSWRConfig } from 'swr';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { TextField } from '@turismo/ui-kit/TextField';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  align-items: stretch;
  button { align-self: flex-start; }
`;

const Requests = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  a { overflow-wrap: anywhere; }
  p { margin: 0; }
`;

export function SupportPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const initialBooking = new URLSearchParams(search).get('reserva');
  const [bookingId, setBookingId] = useState<string | null>(
    initialBooking && /^[0-9a-f-]{36}$/i.test(initialBooking) ? initialBooking : null,
  );
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const requests = useMySupport();
  const create = useAction(
    () => createSupportRequest({ subject: subject.trim(), message: message.trim(), bookingId: bookingId ?? undefined }),
    {
      failure: { description: t('Não foi possível enviar o pedido. Tente novamente.') },
      onSuccess: async (thread) => {
        await mutate(MY_SUPPORT_KEY);
        navigate(`/ajuda/suporte/${thread.id}`);
      },
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (subject.trim().length < 3) found.subject = t('Indique o assunto em 3 a 120 caracteres.');
    if (!message.trim()) found.message = t('Escreva a sua mensagem.');
    setErrors(found);
    if (!found.subject && !found.message) void create.trigger();
  };
  return (
    <Page
      title={t('Contactar o suporte')}
      description={t('Escreva à nossa equipa. Respondemos neste pedido e avisamos por notificação e e-mail.')}
    >
      <Card>
        <Card.Body>
          <Form onSubmit={submit} noValidate aria-label={t('Novo pedido de suporte')}>
            <h2>{t('Novo pedido')}</h2>
            {bookingId
              ? (
                <Alert
                  tone="info"
                  action={
                    <Button variant="ghost" size="sm" onClick={() => setBookingId(null)}>
                      {t('Não associar a reserva')}
                    </Button>
                  }
                >
                  {t('Este pedido fica associado à reserva de onde veio.')}
                </Alert>
              )
              : null}
            <TextField
              label={t('Assunto')}
              value={subject}
              maxLength={120}
              onChange={(e) => setSubject(e.target.value)}
              error={errors.subject}
              required
            />
            <TextArea
              label={t('Mensagem')}
              value={message}
              maxLength={4000}
              onChange={(e) => setMessage(e.target.value)}
              error={errors.message}
              required
            />
            <Button type="submit" loading={create.isMutating}>{t('Enviar pedido')}</Button>
          </Form>
        </Card.Body>
      </Card>
      <section aria-labelledby="os-meus-pedidos">
        <h2 id="os-meus-pedidos">{t('Os meus pedidos')}</h2>
        {requests.error
          ? <LoadError title={t('Erro ao carregar os pedidos')} error={requests.error} fallback={t('Verifique a ligação e tente novamente.')} onRetry={() => requests.mutate()} />
          : !requests.data
          ? <Loading label={t('A carregar os pedidos...')} />
          : requests.data.length === 0
          ? <p>{t('Ainda não escreveu ao suporte.')}</p>
          : (
            <Requests>
              {requests.data.map((r) => (
                <li key={r.id}>
                  <Card>
                    <Card.Body>
                      <Link href={`/ajuda/suporte/${r.id}`}>{r.subject}</Link>
                      <p>
                        <Badge tone={r.status === 'answered' ? 'info' : r.status === 'open' ? 'warning' : 'neutral'}>
                          {t(SUPPORT_STATUS_LABELS[r.status])}
                        </Badge>{' '}
                        {formatDate(r.lastMessageAt)}
                      </p>
                    </Card.Body>
                  </Card>
                </li>
              ))}
            </Requests>
          )}
      </section>
      <p>
        <Link href="/ajuda">{t('Voltar à Ajuda')}</Link>
      </p>
    </Page>
  );
}

/** One request's thread (/ajuda/suporte/{id}). */
export function SupportThreadPage({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const thread = useSupportThread(requestId);
  return (
    <Page title={thread.data?.subject ?? t('Pedido de suporte')} documentTitle={t('Pedido de suporte')}>
      {thread.error
        ? <LoadError title={t('Erro ao carregar o pedido')} error={thread.error} fallback={t('Verifique a ligação e tente novamente.')} onRetry={() => thread.mutate()} />
        : !thread.data
        ? <Loading label={t('A carregar o pedido...')} />
        : <SupportThreadView thread={thread.data} onChange={(next) => void thread.mutate(next, false)} />}
      <p>
        <Link href="/ajuda/suporte">{t('Os meus pedidos')}</Link>
      </p>
    </Page>
  );
}
