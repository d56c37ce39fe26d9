/**
 * @module Create or edit an event (spec 3 lodging-area event fields, 4 'Event creation', 8; issue 5): title,
 * description, type, category, venue and address, start and end date and time, ticket price in MT (0: free), max
 * tickets (default 100), and the partnerships (partner, type, discount, minimum tickets, offer, validity). The submit
 * button reads 'Criando...' while pending; success gives the toast 'Evento criado com sucesso!', closes the dialog
 * and refreshes the list; failure the toast 'Erro' / 'Erro ao criar evento' (the API's reason shown in the form).
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { Modal } from '@turismo/ui-kit/Modal';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { createEvent, type CreateEventBody, type OrganiserEvent, updateEvent } from '../api/organiser-events.ts';
import {
  CATEGORY_OPTIONS,
  eventBody,
  eventFields,
  partnershipDrafts,
  REFUND_OPTIONS,
  TYPE_OPTIONS,
} from '../lib/event-form.ts';
import { PartnershipDrafts } from './PartnershipDrafts.tsx';

export type EventFormProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit; without it the form creates one. */
  event?: OrganiserEvent;
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

export function EventForm({ open, onOpenChange, event }: EventFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const editing = Boolean(event);
  const [f, setF] = useState(() => eventFields(event));
  const [partners, setPartners] = useState(() => partnershipDrafts(event));
  const [error, setError] = useState<string | null>(null);
  // The toast says what failed; the API's reason stays in the form.
  const save = useAction(async (body: ReturnType<typeof eventBody>) => {
    if (event) await updateEvent(event.id, body);
    else await createEvent({ ...body, status: f.draft ? 'draft' : 'upcoming' } as CreateEventBody);
  }, {
    failure: { description: editing ? t('Erro ao atualizar evento') : t('Erro ao criar evento') },
    message: () => null,
    onSuccess: () => {
      toast({ title: editing ? t('Evento atualizado com sucesso!') : t('Evento criado com sucesso!'), variant: 'success' });
      onOpenChange(false);
    },
    onError: (err) => setError(errorMessage(err, t('Erro ao criar evento'))),
  });
  const submitting = save.isMutating;

  const set = (k: keyof typeof f) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value; // read now: the event is gone when the updater runs
    setF((prev) => ({ ...prev, [k]: value }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    void save.trigger(eventBody(f, partners));
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
        <PartnershipDrafts partners={partners} onChange={setPartners} />
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
