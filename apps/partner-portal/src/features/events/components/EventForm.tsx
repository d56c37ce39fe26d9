/**
 * @module Create or edit an event (spec 3 lodging-area event fields, 4 'Event creation', 8; issue 5): title,
 * description, type, category, venue and address, start and end date and time, ticket price in MT (0: free), max
 * tickets (default 100), and the partnerships (partner, type, discount, minimum tickets, offer, validity). The submit
 * button reads 'Criando...' while pending; success gives the toast 'Evento criado com sucesso!', closes the dialog
 * and refreshes the list; failure the toast 'Erro' / 'Erro ao criar evento' (the API's reason shown in the form).
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@turismo/app-core/use-action';
import { todayInMaputo } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { Modal } from '@turismo/ui-kit/Modal';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { createEvent, type CreateEventBody, type OrganiserEvent, updateEvent } from '../api/organiser-events.ts';

export type EventFormProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit; without it the form creates one. */
  event?: OrganiserEvent;
};

export const TYPE_OPTIONS = [
  { value: 'festival', label: msg('Festival') },
  { value: 'feira', label: msg('Feira') },
  { value: 'concerto', label: msg('Concerto') },
  { value: 'conferencia', label: msg('Conferência') },
  { value: 'workshop', label: msg('Workshop') },
  { value: 'exposicao', label: msg('Exposição') },
];

export const CATEGORY_OPTIONS = [
  { value: 'cultura', label: msg('Cultura') },
  { value: 'negocios', label: msg('Negócios') },
  { value: 'entretenimento', label: msg('Entretenimento') },
  { value: 'gastronomia', label: msg('Gastronomia') },
  { value: 'educacao', label: msg('Educação') },
  { value: 'desporto', label: msg('Desporto') },
];

type PartnershipDraft = {
  id?: string;
  partnerType: 'accommodation' | 'transport';
  partnerName: string;
  discountPercentage: string;
  minEventTickets: string;
  specialOffer: string;
  validUntil: string;
  isActive: boolean;
};

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;

    [data-wide] {
      grid-column: 1 / -1;
    }
  }
`;

const Partner = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr 1fr;
  }

  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const emptyPartner = (): PartnershipDraft => ({
  partnerType: 'accommodation', partnerName: '', discountPercentage: '10', minEventTickets: '1', specialOffer: '',
  validUntil: '', isActive: true,
});

/** The organiser's refund policy (ADR 0024 of the API). */
const REFUND_OPTIONS = [
  { value: 'until_days', label: msg('Reembolso total até N dias antes') },
  { value: 'none', label: msg('Sem reembolsos') },
];

export function EventForm({ open, onOpenChange, event }: EventFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const editing = Boolean(event);
  const [f, setF] = useState({
    title: event?.title ?? '',
    description: event?.description ?? '',
    eventType: event?.eventType ?? 'festival',
    category: event?.category ?? 'cultura',
    venue: event?.venue ?? '',
    address: event?.address ?? '',
    startDate: event?.startDate ?? todayInMaputo(),
    endDate: event?.endDate ?? todayInMaputo(),
    startTime: event?.startTime ?? '18:00',
    endTime: event?.endTime ?? '23:00',
    ticketPrice: event ? String(event.ticketPriceCents / 100) : '0',
    maxTickets: event ? String(event.maxTickets) : '100',
    refundPolicy: event?.refundPolicy ?? 'until_days',
    refundDaysBefore: event ? String(event.refundDaysBefore) : '7',
    draft: false,
  });
  const [partners, setPartners] = useState<PartnershipDraft[]>(
    event?.partnerships.filter((p) => p.isActive).map((p) => ({
      id: p.id,
      partnerType: p.partnerType,
      partnerName: p.partnerName,
      discountPercentage: String(p.discountPercentage),
      minEventTickets: String(p.minEventTickets),
      specialOffer: p.specialOffer ?? '',
      validUntil: p.validUntil ?? '',
      isActive: p.isActive,
    })) ?? [],
  );
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const set = (k: keyof typeof f) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value; // read now: the event is gone when the updater runs
    setF((prev) => ({ ...prev, [k]: value }));
  };
  const setPartner = (i: number, k: keyof PartnershipDraft, v: string | boolean) =>
    setPartners((list) => list.map((p, j) => (j === i ? { ...p, [k]: v } : p)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitting(true);
    setError(null);
    // Spec 5: ticketPrice parsed as a decimal number, maxTickets as an integer.
    const partnerships = partners.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      partnerType: p.partnerType,
      partnerName: p.partnerName.trim(),
      discountPercentage: parseInt(p.discountPercentage, 10),
      minEventTickets: parseInt(p.minEventTickets, 10),
      specialOffer: p.specialOffer.trim() || undefined,
      validUntil: p.validUntil || undefined,
      isActive: p.isActive,
    }));
    const body = {
      title: f.title.trim(),
      description: f.description.trim() || undefined,
      eventType: f.eventType as CreateEventBody['eventType'],
      category: f.category as CreateEventBody['category'],
      venue: f.venue.trim(),
      address: f.address.trim(),
      startDate: f.startDate,
      endDate: f.endDate,
      startTime: f.startTime,
      endTime: f.endTime,
      ticketPrice: parseFloat(f.ticketPrice.replace(',', '.')) || 0,
      maxTickets: parseInt(f.maxTickets, 10),
      refundPolicy: f.refundPolicy as CreateEventBody['refundPolicy'],
      refundDaysBefore: parseInt(f.refundDaysBefore, 10) || 0,
      partnerships,
    };
    try {
      if (event) {
        await updateEvent(event.id, body);
        toast({ title: t('Evento atualizado com sucesso!'), variant: 'success' });
      } else {
        await createEvent({ ...body, status: f.draft ? 'draft' : 'upcoming' } as CreateEventBody);
        toast({ title: t('Evento criado com sucesso!'), variant: 'success' });
      }
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, t('Erro ao criar evento')));
      toast({ title: t('Erro'), description: editing ? t('Erro ao atualizar evento') : t('Erro ao criar evento'), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} size="lg" title={editing ? t('Editar Evento') : t('Criar Evento')}>
      <Form onSubmit={submit} noValidate aria-busy={submitting}>
        <TextField data-wide label={t('Título')} value={f.title} onChange={set('title')} required />
        <TextField data-wide label={t('Descrição')} value={f.description} onChange={set('description')} />
        <Select label={t('Tipo de evento')} options={TYPE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={f.eventType} onChange={set('eventType')} />
        <Select label={t('Categoria')} options={CATEGORY_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={f.category} onChange={set('category')} />
        <TextField label={t('Local')} value={f.venue} onChange={set('venue')} required placeholder={t('Ex.: Praia do Tofo')} />
        <TextField label={t('Endereço')} value={f.address} onChange={set('address')} required
          hint={t('Inclua a cidade: os viajantes pesquisam por ela.')} />
        <TextField label={t('Data de início')} type="date" value={f.startDate} onChange={set('startDate')} required />
        <TextField label={t('Hora de início')} type="time" value={f.startTime} onChange={set('startTime')} required />
        <TextField label={t('Data de fim')} type="date" value={f.endDate} onChange={set('endDate')} required />
        <TextField label={t('Hora de fim')} type="time" value={f.endTime} onChange={set('endTime')} required />
        <TextField label={t('Preço do bilhete (MT)')} inputMode="decimal" value={f.ticketPrice} onChange={set('ticketPrice')}
          hint={t('0 para um evento gratuito (registo de presença).')} />
        <TextField label={t('Máximo de bilhetes')} type="number" min={1} value={f.maxTickets} onChange={set('maxTickets')} />
        <Select label={t('Reembolsos')} options={REFUND_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={f.refundPolicy} onChange={set('refundPolicy')}
          hint={t('Se o organizador cancelar o evento, o cliente recebe sempre tudo de volta.')} />
        {f.refundPolicy === 'until_days' ? (
          <TextField label={t('Reembolso até (dias antes do início)')} type="number" min={0} max={365}
            value={f.refundDaysBefore} onChange={set('refundDaysBefore')}
            hint={t('0: até ao início do evento. Nunca depois do check-in.')} />
        ) : null}
        {!editing ? (
          <Checkbox data-wide label={t('Guardar como rascunho')} checked={f.draft}
            onChange={(e) => {
              const draft = e.currentTarget.checked;
              setF((prev) => ({ ...prev, draft }));
            }} />
        ) : null}
        {partners.map((p, i) => (
          <Partner key={p.id ?? `new-${i}`}>
            <legend>{t('Parceria {{n}}', { n: i + 1 })}</legend>
            <TextField label={t('Parceiro')} value={p.partnerName} onChange={(e) => setPartner(i, 'partnerName', e.currentTarget.value)} />
            <Select
              label={t('Tipo de parceiro')}
              options={[{ value: 'accommodation', label: t('Alojamento') }, { value: 'transport', label: t('Transporte') }]}
              value={p.partnerType}
              onChange={(e) => setPartner(i, 'partnerType', e.currentTarget.value)}
            />
            <TextField label={t('Desconto (%)')} type="number" min={1} max={90} value={p.discountPercentage}
              onChange={(e) => setPartner(i, 'discountPercentage', e.currentTarget.value)} />
            <TextField label={t('Mínimo de bilhetes')} type="number" min={1} max={10} value={p.minEventTickets}
              onChange={(e) => setPartner(i, 'minEventTickets', e.currentTarget.value)} />
            <TextField label={t('Oferta especial')} value={p.specialOffer}
              onChange={(e) => setPartner(i, 'specialOffer', e.currentTarget.value)} />
            <TextField label={t('Válida até')} type="date" value={p.validUntil}
              onChange={(e) => setPartner(i, 'validUntil', e.currentTarget.value)} />
            <Button type="button" variant="ghost" size="sm" onClick={() => setPartners((l) => l.filter((_, j) => j !== i))}>
              {t('Remover parceria')}
            </Button>
          </Partner>
        ))}
        <Button data-wide type="button" variant="outline" onClick={() => setPartners((l) => [...l, emptyPartner()])}>
          {t('Adicionar parceria')}
        </Button>
        {error ? (
          <Alert data-wide tone="danger" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button data-wide type="submit" loading={submitting} fullWidth>
          {submitting ? (editing ? t('Guardando...') : t('Criando...')) : editing ? t('Guardar Alterações') : t('Criar Evento')}
        </Button>
      </Form>
    </Modal>
  );
}
