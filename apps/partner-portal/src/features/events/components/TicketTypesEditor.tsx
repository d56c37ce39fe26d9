/**
 * @module Ticket types of one event (issue 15; ADR 0030): name, price in MT, quantity and sale window (local dates),
 * each with its sales. Saving replaces the list; the server keeps a type's price once sold and never lets its
 * quantity drop below its sales. Without types the event sells its single price.
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { saveTicketTypes, type TicketType, type TicketTypeInput, useTicketTypes } from '../api/organiser-tools.ts';

type Row = {
  key: string;
  id?: string;
  name: string;
  price: string;
  quantity: string;
  salesStart: string;
  salesEnd: string;
  isActive: boolean;
  sold: number;
};

const toRow = (t: TicketType): Row => ({
  key: t.id,
  id: t.id,
  name: t.name,
  price: String(t.priceCents / 100),
  quantity: String(t.quantity),
  salesStart: t.salesStart ?? '',
  salesEnd: t.salesEnd ?? '',
  isActive: t.isActive,
  sold: t.sold,
});

const Grid = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 2fr 1fr 1fr 1.3fr 1.3fr;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export function TicketTypesEditor({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const { data } = useTicketTypes(eventId);
  const { toast } = useToast();
  const [rows, setRows] = useState<Row[] | null>(null);
  // A refusal shows above the buttons.
  const save = useAction((types: TicketTypeInput[]) => saveTicketTypes(eventId, types), {
    failure: { description: t('Não foi possível guardar os tipos de bilhete.'), toast: false },
    onSuccess: (saved) => {
      setRows(saved.map(toRow));
      toast({ title: t('Tipos de bilhete guardados'), variant: 'success' });
    },
  });
  useEffect(() => {
    if (data && rows === null) setRows(data.map(toRow));
  }, [data, rows]);

  const list = rows ?? [];
  const set = (key: string, patch: Partial<Row>) =>
    setRows(list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.trigger(list.filter((r) => r.isActive || r.id).map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      name: r.name.trim(),
      description: '',
      price: Number(r.price.replace(',', '.')),
      quantity: Number(r.quantity),
      salesStart: r.salesStart || null,
      salesEnd: r.salesEnd || null,
      isActive: r.isActive,
    })));
  };

  return (
    <Form onSubmit={submit} aria-label={t('Tipos de bilhete')} noValidate>
      {list.length === 0 ? (
        <p>{t('Sem tipos de bilhete: o evento vende um só bilhete, ao preço e lotação do evento.')}</p>
      ) : null}
      {list.map((r, i) => (
        <Grid key={r.key}>
          <legend>
            {t('{{name}} · {{sold}} vendidos', { name: r.name || t('Tipo {{n}}', { n: i + 1 }), sold: r.sold })}
          </legend>
          <TextField label={t('Nome')} value={r.name} maxLength={60} onChange={(e) => set(r.key, { name: e.currentTarget.value })} />
          <TextField label={t('Preço (MT)')} inputMode="decimal" value={r.price} onChange={(e) => set(r.key, { price: e.currentTarget.value })} />
          <TextField label={t('Quantidade')} inputMode="numeric" value={r.quantity} onChange={(e) => set(r.key, { quantity: e.currentTarget.value })} />
          <TextField label={t('Início das vendas')} type="date" value={r.salesStart} onChange={(e) => set(r.key, { salesStart: e.currentTarget.value })} />
          <TextField label={t('Fim das vendas')} type="date" value={r.salesEnd} onChange={(e) => set(r.key, { salesEnd: e.currentTarget.value })} />
          <Checkbox label={t('À venda')} checked={r.isActive} onChange={(e) => set(r.key, { isActive: e.currentTarget.checked })} />
        </Grid>
      ))}
      {save.error ? <Alert tone="danger" role="alert">{save.error}</Alert> : null}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={list.length >= 10}
          onClick={() =>
            setRows([...list, {
              key: crypto.randomUUID(), name: list.length === 0 ? t('Normal') : '', price: '', quantity: '',
              salesStart: '', salesEnd: '', isActive: true, sold: 0,
            }])}
        >
          {t('Adicionar tipo de bilhete')}
        </Button>{' '}
        <Button type="submit" loading={save.isMutating} disabled={rows === null}>{t('Guardar tipos de bilhete')}</Button>
      </div>
    </Form>
  );
}
