/**
 * @module Integrações (issue 29, ADR 0053) in each partner area (/drivers/integracoes, /hotels/integracoes,
 * /organizadores/integracoes): API keys for the partner's own systems (created with the area's permissions, the key
 * shown once, last use, revoke) and webhooks (an https address, the events it receives, its signing secret, the last
 * deliveries with their status, and a replay button).
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Page } from '@turismo/app-core/Page';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import { formatDate, formatTime } from '@turismo/app-core/format';
import { fieldErrors, useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import {
  type ApiKey,
  type ApiKeyScope,
  createApiKey,
  createWebhook,
  deleteWebhook,
  replayDelivery,
  revokeApiKey,
  useApiKeys,
  useDeliveries,
  useWebhooks,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../api/integrations.ts';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  h2 { margin: 0 0 ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; overflow-wrap: anywhere; }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  user-select: all;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
  fieldset { margin: 0; padding: 0; border: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[1]}; }
  legend { font-weight: 600; margin-bottom: ${({ theme }) => theme.space[1]}; }
  button { align-self: flex-start; }
`;

/** The events a webhook may receive, in the partner's words. */
const EVENTS: WebhookEvent[] = ['booking.created', 'booking.paid', 'booking.cancelled', 'payout.paid', 'review.received'];

function eventLabel(t: TFunction, event: WebhookEvent): string {
  return {
    'booking.created': t('Reserva criada'),
    'booking.paid': t('Reserva paga'),
    'booking.cancelled': t('Reserva cancelada'),
    'payout.paid': t('Pagamento recebido'),
    'review.received': t('Avaliação recebida'),
  }[event];
}

function scopeLabel(t: TFunction, scope: ApiKeyScope): string {
  return {
    'accommodation.create': t('Criar alojamentos'),
    'accommodation.manage': t('Gerir alojamentos, quartos e disponibilidade'),
    'booking.accept': t('Aceitar reservas'),
    'booking.manage': t('Gerir reservas'),
    'driver.stats': t('Estatísticas do motorista'),
    'earnings.view': t('Ver ganhos e pagamentos'),
    'event.create': t('Criar eventos'),
    'event.manage': t('Gerir eventos e bilhetes'),
    'ride.create': t('Publicar viagens'),
    'ride.manage': t('Gerir viagens e passageiros'),
    'ticket.checkin': t('Validar bilhetes (check-in)'),
  }[scope];
}

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/** The page: the area's API keys, then its webhooks. `scopes` are the permissions the area offers to a key. */
export function IntegrationsPage({ scopes }: { scopes: readonly ApiKeyScope[] }) {
  const { t } = useTranslation();
  return (
    <Page
      title={t('Integrações')}
      description={t('Ligue os seus sistemas (gestor de canais, contabilidade) à plataforma: chaves de API e webhooks.')}
      width="xl"
    >
      <Sections>
        <ApiKeysSection scopes={scopes} />
        <WebhooksSection />
      </Sections>
    </Page>
  );
}

function ApiKeysSection({ scopes }: { scopes: readonly ApiKeyScope[] }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const keys = useApiKeys();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ApiKeyScope[]>([]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const [secret, setSecret] = useState<string | null>(null);
  const create = useAction(createApiKey, {
    failure: { description: t('Não foi possível criar a chave. Tente novamente.'), toast: false },
    onSuccess: (created) => {
      setSecret(created.secret);
      setName('');
      setChosen([]);
      void keys.mutate();
    },
    onError: (err) => setErrors(fieldErrors(err, ['name', 'scopes'], 'name', t('Não foi possível criar a chave. Tente novamente.'))),
  });
  const revoke = useAction(revokeApiKey, {
    failure: { description: t('Não foi possível revogar a chave. Tente novamente.') },
    onSuccess: () => {
      toast({ title: t('Chave revogada'), description: t('Os pedidos com esta chave passam a ser recusados.'), variant: 'success' });
      void keys.mutate();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!name.trim()) found.name = t('Dê um nome à chave (1 a 80 caracteres).');
    if (chosen.length === 0) found.scopes = t('Escolha pelo menos uma permissão da sua conta para a chave.');
    setErrors(found);
    if (!found.name && !found.scopes) void create.trigger({ name: name.trim(), scopes: chosen });
  };
  return (
    <section aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{t('Chaves de API')}</h2>
      <p>{t('Uma chave autentica os pedidos do seu servidor como Authorization: Bearer, só com as permissões escolhidas.')}</p>
      {secret
        ? (
          <Alert tone="success" title={t('Copie a chave agora')}>
            <p>{t('É a única vez que a mostramos: guardamos apenas uma impressão digital (SHA-256).')}</p>
            <Secret aria-label={t('A nova chave de API')}>{secret}</Secret>
          </Alert>
        )
        : null}
      {keys.error
        ? <LoadError title={t('Erro ao carregar as chaves')} error={keys.error} fallback={t('Verifique a ligação e tente novamente.')} onRetry={() => keys.mutate()} />
        : !keys.data
        ? <Loading label={t('A carregar as chaves...')} />
        : keys.data.length === 0
        ? <p>{t('Ainda não criou nenhuma chave.')}</p>
        : (
          <List aria-label={t('Chaves de API')}>
            {keys.data.map((key) => (
              <li key={key.id}>
                <KeyCard apiKey={key} busy={revoke.pending === key.id} onRevoke={() => void revoke.trigger(key.id)} />
              </li>
            ))}
          </List>
        )}
      <Form onSubmit={submit} noValidate aria-label={t('Nova chave de API')}>
        <TextField
          label={t('Nome da chave')}
          hint={t('Por exemplo, o nome do sistema que a vai usar.')}
          value={name}
          maxLength={80}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
          }}
          error={errors.name}
          required
        />
        <fieldset aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
          <legend>{t('Permissões')}</legend>
          {scopes.map((scope) => (
            <Checkbox
              key={scope}
              label={scopeLabel(t, scope)}
              checked={chosen.includes(scope)}
              onChange={(e) => {
                setChosen((list) => (e.target.checked ? [...list, scope] : list.filter((s) => s !== scope)));
                setErrors((x) => ({ ...x, scopes: undefined }));
              }}
            />
          ))}
          {errors.scopes ? <Alert tone="danger" id="api-key-scopes-error">{errors.scopes}</Alert> : null}
        </fieldset>
        <Button type="submit" loading={create.isMutating}>{t('Criar chave')}</Button>
      </Form>
    </section>
  );
}

function KeyCard({ apiKey, busy, onRevoke }: { apiKey: ApiKey; busy: boolean; onRevoke: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Card.Body>
        <Row>
          <h3>{apiKey.name}</h3>
          {apiKey.revokedAt
            ? <Badge tone="neutral">{t('Revogada')}</Badge>
            : <Badge tone="success">{t('Ativa')}</Badge>}
        </Row>
        <Meta>
          <code>{apiKey.prefix}…</code> · {apiKey.scopes.map((s) => scopeLabel(t, s)).join(', ')}
        </Meta>
        <Meta>
          {t('Criada em {{date}}', { date: when(apiKey.createdAt) })} ·{' '}
          {apiKey.lastUsedAt ? t('Último uso: {{date}}', { date: when(apiKey.lastUsedAt) }) : t('Nunca usada')}
        </Meta>
        {apiKey.revokedAt ? null : (
          <Button variant="secondary" size="sm" loading={busy} onClick={onRevoke} aria-label={t('Revogar a chave {{name}}', { name: apiKey.name })}>
            {t('Revogar')}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}

function WebhooksSection() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const hooks = useWebhooks();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const create = useAction(createWebhook, {
    failure: { description: t('Não foi possível registar o webhook. Tente novamente.'), toast: false },
    onSuccess: () => {
      toast({ title: t('Webhook registado'), variant: 'success' });
      setUrl('');
      setEvents([]);
      void hooks.mutate();
    },
    onError: (err) => setErrors(fieldErrors(err, ['url', 'events'], 'url', t('Não foi possível registar o webhook. Tente novamente.'))),
  });
  const remove = useAction(deleteWebhook, {
    failure: { description: t('Não foi possível remover o webhook. Tente novamente.') },
    onSuccess: () => void hooks.mutate(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!/^https?:\/\/\S+$/.test(url.trim())) found.url = t('Endereço inválido: use um URL https:// completo.');
    if (events.length === 0) found.events = t('Escolha pelo menos um evento.');
    setErrors(found);
    if (!found.url && !found.events) void create.trigger({ url: url.trim(), events });
  };
  return (
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">{t('Webhooks')}</h2>
      <p>{t('Avisamos o seu servidor quando algo acontece, com a assinatura Standard Webhooks. Sem resposta 2xx, tentamos de novo durante cerca de um dia.')}</p>
      {hooks.error
        ? <LoadError title={t('Erro ao carregar os webhooks')} error={hooks.error} fallback={t('Verifique a ligação e tente novamente.')} onRetry={() => hooks.mutate()} />
        : !hooks.data
        ? <Loading label={t('A carregar os webhooks...')} />
        : hooks.data.length === 0
        ? <p>{t('Ainda não registou nenhum webhook.')}</p>
        : (
          <List aria-label={t('Webhooks')}>
            {hooks.data.map((hook) => (
              <li key={hook.id}>
                <EndpointCard endpoint={hook} busy={remove.pending === hook.id} onRemove={() => void remove.trigger(hook.id)} />
              </li>
            ))}
          </List>
        )}
      <Form onSubmit={submit} noValidate aria-label={t('Novo webhook')}>
        <TextField
          label={t('Endereço (URL)')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          maxLength={500}
          onChange={(e) => {
            setUrl(e.target.value);
            setErrors((x) => ({ ...x, url: undefined }));
          }}
          error={errors.url}
          required
        />
        <fieldset aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
          <legend>{t('Eventos')}</legend>
          {EVENTS.map((event) => (
            <Checkbox
              key={event}
              label={eventLabel(t, event)}
              checked={events.includes(event)}
              onChange={(e) => {
                setEvents((list) => (e.target.checked ? [...list, event] : list.filter((x) => x !== event)));
                setErrors((x) => ({ ...x, events: undefined }));
              }}
            />
          ))}
          {errors.events ? <Alert tone="danger" id="webhook-events-error">{errors.events}</Alert> : null}
        </fieldset>
        <Button type="submit" loading={create.isMutating}>{t('Registar webhook')}</Button>
      </Form>
    </section>
  );
}

function statusBadge(t: TFunction, status: WebhookDelivery['status']) {
  if (status === 'succeeded') return <Badge tone="success">{t('Entregue')}</Badge>;
  if (status === 'failed') return <Badge tone="danger">{t('Falhou')}</Badge>;
  return <Badge tone="warning">{t('Pendente')}</Badge>;
}

function EndpointCard({ endpoint, busy, onRemove }: { endpoint: WebhookEndpoint; busy: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const deliveries = useDeliveries(endpoint.id);
  const replay = useAction((deliveryId: string) => replayDelivery(endpoint.id, deliveryId), {
    failure: { description: t('Não foi possível reenviar. Tente novamente.') },
    onSuccess: () => void deliveries.mutate(),
  });
  return (
    <Card>
      <Card.Body>
        <h3>{endpoint.url}</h3>
        <Meta>{endpoint.events.map((e) => eventLabel(t, e)).join(', ')}</Meta>
        <Meta>
          {t('Entregues: {{succeeded}} · Pendentes: {{pending}} · Falhadas: {{failed}}', endpoint.deliveries)}
        </Meta>
        <Meta>{t('Segredo de assinatura')}</Meta>
        <Secret aria-label={t('Segredo de assinatura')}>{endpoint.secret}</Secret>
        <h4>{t('Últimas entregas')}</h4>
        {deliveries.error
          ? <LoadError title={t('Erro ao carregar as entregas')} error={deliveries.error} fallback={t('Verifique a ligação e tente novamente.')} onRetry={() => deliveries.mutate()} />
          : !deliveries.data
          ? <Loading label={t('A carregar as entregas...')} />
          : deliveries.data.length === 0
          ? <Meta>{t('Ainda sem entregas.')}</Meta>
          : (
            <List aria-label={t('Últimas entregas')}>
              {deliveries.data.map((d) => (
                <li key={d.id}>
                  <Row>
                    <span>
                      {eventLabel(t, d.eventType)} · {when(d.createdAt)}
                    </span>
                    {statusBadge(t, d.status)}
                  </Row>
                  <Meta>
                    {t('Tentativas: {{attempts}}', { attempts: d.attempts })}
                    {d.lastStatusCode !== null ? ` · HTTP ${d.lastStatusCode}` : ''}
                    {d.lastError && d.status !== 'succeeded' ? ` · ${d.lastError}` : ''}
                  </Meta>
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={replay.pending === d.id}
                    onClick={() => void replay.trigger(d.id)}
                    aria-label={t('Reenviar a entrega de {{date}}', { date: when(d.createdAt) })}
                  >
                    {t('Reenviar')}
                  </Button>
                </li>
              ))}
            </List>
          )}
        <Button variant="secondary" size="sm" loading={busy} onClick={onRemove} aria-label={t('Remover o webhook {{url}}', { url: endpoint.url })}>
          {t('Remover')}
        </Button>
      </Card.Body>
    </Card>
  );
}
