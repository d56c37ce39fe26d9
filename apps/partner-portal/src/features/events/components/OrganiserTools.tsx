/**
 * @module The organiser tools of one event on the Vendas page (issue 15; ADR 0030): ticket types, promo codes,
 * tickets sold through other channels (the organiser's own figure, issue 11), the attendees CSV and a message to
 * all attendees (in-app notification; e-mail once the queue exists).
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { errorMessage } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
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
  const { toast } = useToast();
  return async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast({ title: success, variant: 'success' });
      return true;
    } catch (err) {
      toast({ title: 'Erro', description: errorMessage(err, 'Tente novamente.'), variant: 'destructive' });
      return false;
    }
  };
}

function PromoCodes({ eventId }: { eventId: string }) {
  const { data } = usePromoCodes(eventId);
  const run = useRun();
  const [form, setForm] = useState({ code: '', kind: 'percentage', value: '', maxUses: '', validFrom: '', validUntil: '' });
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
      }), 'Código criado');
    if (ok) setForm({ ...form, code: '', value: '', maxUses: '' });
  };
  return (
    <>
      {data?.length ? (
        <Codes aria-label="Códigos promocionais">
          {data.map((p) => (
            <li key={p.id}>
              <code>{p.code}</code>
              <span>{discount(p)} de desconto</span>
              <span>{p.uses}{p.maxUses !== null ? `/${p.maxUses}` : ''} utilizações</span>
              {p.validFrom || p.validUntil ? (
                <span>
                  {p.validFrom ? `de ${formatDate(p.validFrom)} ` : ''}{p.validUntil ? `até ${formatDate(p.validUntil)}` : ''}
                </span>
              ) : null}
              <Badge tone={p.isActive ? 'success' : 'neutral'}>{p.isActive ? 'Ativo' : 'Desativado'}</Badge>
              <Button size="sm" variant="outline" onClick={() => run(() => setPromoCodeActive(eventId, p.id, !p.isActive),
                p.isActive ? 'Código desativado' : 'Código ativado')}>
                {p.isActive ? 'Desativar' : 'Ativar'}
              </Button>
            </li>
          ))}
        </Codes>
      ) : data ? <p>Ainda não criou códigos promocionais.</p> : null}
      <Form onSubmit={submit} aria-label="Novo código promocional">
        <TextField label="Código" value={form.code} maxLength={30} autoCapitalize="characters" onChange={set('code')} required />
        <Select
          label="Tipo de desconto"
          value={form.kind}
          onChange={set('kind')}
          options={[{ value: 'percentage', label: 'Percentagem (%)' }, { value: 'amount', label: 'Valor fixo (MT)' }]}
        />
        <TextField label={form.kind === 'percentage' ? 'Desconto (%)' : 'Desconto (MT)'} inputMode="decimal"
          value={form.value} onChange={set('value')} required />
        <TextField label="Limite de utilizações (opcional)" inputMode="numeric" value={form.maxUses} onChange={set('maxUses')} />
        <TextField label="Válido de (opcional)" type="date" value={form.validFrom} onChange={set('validFrom')} />
        <TextField label="Válido até (opcional)" type="date" value={form.validUntil} onChange={set('validUntil')} />
        <div><Button type="submit">Criar código</Button></div>
      </Form>
    </>
  );
}

function ExternalSales({ event }: { event: OrganiserEvent }) {
  const run = useRun();
  const [value, setValue] = useState(String(event.externalTicketsSold));
  return (
    <Form
      aria-label="Bilhetes vendidos fora da plataforma"
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => setExternalSales(event.id, Number(value)), 'Número guardado');
      }}
    >
      <TextField
        label="Bilhetes vendidos noutros canais"
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        hint="O seu próprio registo (bilheteira, parceiros): só o organizador o vê; não aparece aos viajantes nem reduz os bilhetes à venda na plataforma."
      />
      <div><Button type="submit" variant="outline">Guardar</Button></div>
    </Form>
  );
}

function MessageAttendees({ event }: { event: OrganiserEvent }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const run = useRun();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let recipients = 0;
    const ok = await run(async () => {
      recipients = (await messageAttendees(event.id, subject, message)).recipients;
    }, 'Mensagem enviada');
    if (ok) {
      setSent(recipients);
      setSubject('');
      setMessage('');
    }
  };
  return (
    <Form onSubmit={submit} aria-label="Mensagem aos participantes">
      <TextField label="Assunto" value={subject} maxLength={120} onChange={(e) => setSubject(e.currentTarget.value)} required />
      <TextField label="Mensagem" value={message} maxLength={500} onChange={(e) => setMessage(e.currentTarget.value)}
        hint="Até 500 caracteres. Chega como notificação na aplicação a quem tem bilhete válido." required />
      <div>
        <Button type="submit" disabled={!subject.trim() || !message.trim()}>Enviar a todos os participantes</Button>
      </div>
      {sent !== null ? <Alert tone="success" role="status">Mensagem enviada a {sent} participante(s).</Alert> : null}
    </Form>
  );
}

export function OrganiserTools({ event }: { event: OrganiserEvent }) {
  const run = useRun();
  const editable = event.status === 'draft' || event.status === 'upcoming';
  return (
    <>
      {editable ? (
        <Section title="Tipos de bilhete">
          <TicketTypesEditor key={event.id} eventId={event.id} />
        </Section>
      ) : null}
      <Section title="Códigos promocionais">
        <PromoCodes key={event.id} eventId={event.id} />
      </Section>
      <Section title="Vendas fora da plataforma">
        <ExternalSales key={event.id} event={event} />
      </Section>
      <Section title="Comunicar com os participantes">
        <p>
          <Button variant="outline" onClick={() => run(() => downloadAttendeesCsv(event.id, event.title), 'Lista exportada')}>
            Exportar participantes (CSV)
          </Button>
        </p>
        <MessageAttendees key={event.id} event={event} />
      </Section>
    </>
  );
}
