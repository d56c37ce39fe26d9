/** @module The events search form (spec 2.3): location, category, type, start and end date. The page owns the values. */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { msg } from '@turismo/app-core/i18n';
import { Button } from '@turismo/ui-kit/Button';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import type { EventSearch } from '../api/events.ts';
import { CATEGORY_LABELS, TYPE_LABELS } from '../lib/labels.ts';

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const categoryOptions = [
  { value: '', label: msg('Todas as categorias') },
  ...Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label })),
];
const typeOptions = [
  { value: '', label: msg('Todos os tipos') },
  ...Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label })),
];

export type EventSearchFormProps = {
  form: EventSearch;
  /** Change handler for one field; an empty value clears it. */
  set: (k: keyof EventSearch) => (e: { currentTarget: { value: string } }) => void;
  submit: (e: FormEvent) => void;
};

export function EventSearchForm({ form, set, submit }: EventSearchFormProps) {
  const { t } = useTranslation();
  return (
    <SearchForm onSubmit={submit} aria-label={t('Pesquisar eventos')} role="search">
      <TextField label={t('Localização')} value={form.location ?? ''} onChange={set('location')}
        placeholder={t('Ex.: Inhambane')} />
      <Select
        label={t('Categoria')}
        options={categoryOptions.map((o) => ({ ...o, label: t(o.label) }))}
        value={form.category ?? ''}
        onChange={set('category')}
      />
      <Select
        label={t('Tipo')}
        options={typeOptions.map((o) => ({ ...o, label: t(o.label) }))}
        value={form.eventType ?? ''}
        onChange={set('eventType')}
      />
      <TextField label={t('Data de início')} type="date" value={form.startDate ?? ''} onChange={set('startDate')} />
      <TextField label={t('Data de fim')} type="date" value={form.endDate ?? ''} onChange={set('endDate')} />
      <Button type="submit">{t('Pesquisar Eventos')}</Button>
    </SearchForm>
  );
}
