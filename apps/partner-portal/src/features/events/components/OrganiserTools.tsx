/**
 * @module The organiser tools of one event on the Vendas page (issue 15; ADR 0030): ticket types, promo codes,
 * tickets sold through other channels (the organiser's own figure, issue 11), the attendees CSV and a message to
 * all attendees (in-app notification; e-mail once the queue exists).
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { errorMessage } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { Section } from '../../../lib/Section.tsx';
import type { OrganiserEvent } from '../api/organiser-events.ts';
import {
  createPromoCode,
  downloadAttendeesCsv,
  messageAttendees,
  type PromoCode,
  setExternalSales,
  setPromoCodeActive,
  usePromoCodes,
} from '../api/organiser-tools.ts';
import { TicketTypesEditor } from './TicketTypesEditor.tsx';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 720px;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Codes = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const discount = (p: PromoCode) => (p.kind === 'percentage' ? `${p.value}%` : formatMZN(p.value));

/** What the toast says when an action fails. */
function useRun() {
  const { t } = useTranslation();
  const { toast } = useToast();
  return async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast({ title: success, variant: 'success' });
      return true;
    } catch (err) {
      toast({ title: t('Erro'), description: errorMessage(err, t('Tente novamente.')), variant: 'destructive' });
      return false;
    }
  };
}

function PromoCodes({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const { data } = usePromoCodes(eventId);
  const run = useRun();
  const [form, setForm] = useState({ code: '', kind: 'percentage', value: '', maxUses: '', validFrom: '', validUntil: '' });
  // A 100 % code gives tickets away: the API takes one only by this explicit choice (ADR 0047).
  const [allowFree, setAllowFree] = useState(false);
  const set = (k: keyof typeof form) => (e: { currentTarget: { value: string } }) =>
    setForm({ ...form, [k]: e.currentTarget.value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await run(() =>
      createPromoCode(eventId, {
        code: form.code,
        kind: form.kind as 'percentage' | 'amount',
        value: Number(form.value.replace(',', '.')),
        maxUses: form.maxUses ? Number(form.maxUses) : null,
        validFrom: form.validFrom || null,
        validUntil: form.validUntil || null,
        ...(form.kind === 'percentage' && allowFree ? { allowFree: true } : {}),
      }), t('Código criado'));
    if (ok) {
      setForm({ ...form, code: '', value: '', maxUses: '' });
      setAllowFree(false);
    }
  };
  return (
    <>
      {data?.length ? (
        <Codes aria-label={t('Códigos promocionais')}>
          {data.map((p) => (
            <li key={p.id}>
              <code>{p.code}</code>
              <span>{t('{{discount}} de desconto', { discount: discount(p) })}</span>
              <span>
                {p.maxUses !== null
                  ? t('{{uses}}/{{max}} utilizações', { uses: p.uses, max: p.maxUses })
                  : t('{{uses}} utilizações', { uses: p.uses })}
              </span>
              {p.validFrom || p.validUntil ? (
                <span>
                  {p.validFrom && p.validUntil
                    ? t('de {{from}} até {{until}}', { from: formatDate(p.validFrom), until: formatDate(p.validUntil) })
                    : p.validFrom
                    ? t('de {{from}}', { from: formatDate(p.validFrom) })
                    : t('até {{until}}', { until: formatDate(p.validUntil ?? '') })}
                </span>
              ) : null}
              <Badge tone={p.isActive ? 'success' : 'neutral'}>{p.isActive ? t('Ativo') : t('Desativado')}</Badge>
              <Button size="sm" variant="outline" onClick={() => run(() => setPromoCodeActive(eventId, p.id, !p.isActive),
                p.isActive ? t('Código desativado') : t('Código ativado'))}>
                {p.isActive ? t('Desativar') : t('Ativar')}
              </Button>
            </li>
          ))}
        </Codes>
      ) : data ? <p>{t('Ainda não criou códigos promocionais.')}</p> : null}
      <Form onSubmit={submit} aria-label={t('Novo código promocional')}>
        <TextField label={t('Código')} value={form.code} maxLength={30} autoCapitalize="characters" onChange={set('code')} required />
        <Select
          label={t('Tipo de desconto')}
          value={form.kind}
          onChange={set('kind')}
          options={[{ value: 'percentage', label: t('Percentagem (%)') }, { value: 'amount', label: t('Valor fixo (MT)') }]}
        />
        <TextField label={form.kind === 'percentage' ? t('Desconto (%)') : t('Desconto (MT)')} inputMode="decimal"
          value={form.value} onChange={set('value')} required />
        {form.kind === 'percentage' ? (
          <Checkbox
            label={t('Permitir bilhetes gratuitos (desconto de 100 %)')}
            hint={t('Sem esta opção, um código de 100 % é recusado.')}
            checked={allowFree}
            onChange={(e) => setAllowFree(e.currentTarget.checked)}
          />
        ) : null}
        <TextField label={t('Limite de utilizações (opcional)')} inputMode="numeric" value={form.maxUses} onChange={set('maxUses')} />
        <TextField label={t('Válido de (opcional)')} type="date" value={form.validFrom} onChange={set('validFrom')} />
        <TextField label={t('Válido até (opcional)')} type="date" value={form.validUntil} onChange={set('validUntil')} />
        <div><Button type="submit">{t('Criar código')}</Button></div>
      </Form>
    </>
  );
}

function ExternalSales({ event }: { event: OrganiserEvent }) {
  const { t } = useTranslation();
  const run = useRun();
  const [value, setValue] = useState(String(event.externalTicketsSold));
  return (
    <Form
      aria-label={t('Bilhetes vendidos fora da plataforma')}
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => setExternalSales(event.id, Number(value)), t('Número guardado'));
      }}
    >
      <TextField
        label={t('Bilhetes vendidos noutros canais')}
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        hint={t('O seu próprio registo (bilheteira, parceiros): só o organizador o vê; não aparece aos viajantes nem reduz os bilhetes à venda na plataforma.')}
      />
      <div><Button type="submit" variant="outline">{t('Guardar')}</Button></div>
    </Form>
  );
}

function MessageAttendees({ event }: { event: OrganiserEvent }) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const run = useRun();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let recipients = 0;
    const ok = await run(async () => {
      recipients = (await messageAttendees(event.id, subject, message)).recipients;
    }, t('Mensagem enviada'));
    if (ok) {
      setSent(recipients);
      setSubject('');
      setMessage('');
    }
  };
  return (
    <Form onSubmit={submit} aria-label={t('Mensagem aos participantes')}>
      <TextField label={t('Assunto')} value={subject} maxLength={120} onChange={(e) => setSubject(e.currentTarget.value)} required />
      <TextField label={t('Mensagem')} value={message} maxLength={500} onChange={(e) => setMessage(e.currentTarget.value)}
        hint={t('Até 500 caracteres. Chega como notificação na aplicação a quem tem bilhete válido.')} required />
      <div>
        <Button type="submit" disabled={!subject.trim() || !message.trim()}>{t('Enviar a todos os participantes')}</Button>
      </div>
      {sent !== null ? <Alert tone="success" role="status">{t('Mensagem enviada a {{count}} participante.', { count: sent })}</Alert> : null}
    </Form>
  );
}

export function OrganiserTools({ event }: { event: OrganiserEvent }) {
  const { t } = useTranslation();
  const run = useRun();
  const editable = event.status === 'draft' || event.status === 'upcoming';
  return (
    <>
      {editable ? (
        <Section title={t('Tipos de bilhete')}>
          <TicketTypesEditor key={event.id} eventId={event.id} />
        </Section>
      ) : null}
      <Section title={t('Códigos promocionais')}>
        <PromoCodes key={event.id} eventId={event.id} />
      </Section>
      <Section title={t('Vendas fora da plataforma')}>
        <ExternalSales key={event.id} event={event} />
      </Section>
      <Section title={t('Comunicar com os participantes')}>
        <p>
          <Button variant="outline" onClick={() => run(() => downloadAttendeesCsv(event.id, event.title), t('Lista exportada'))}>
            {t('Exportar participantes (CSV)')}
          </Button>
        </p>
        <MessageAttendees key={event.id} event={event} />
      </Section>
    </>
  );
}
