/**
 * @module Calendar sync of a room type (issue 29, ADR 0053), under its calendar: the secret iCal address to give
 * Airbnb, Booking.com and other channels, the channels' calendars imported here (each night they sold is blocked,
 * read every 15 minutes), and the conflicts (a night sold there and here too).
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@turismo/app-core/format';
import { fieldErrors, useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { TextField } from '@turismo/ui-kit/TextField';
import { addCalendarImport, removeCalendarImport, useCalendarSync } from '../api/calendar.ts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ul { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[2]}; }
  li { overflow-wrap: anywhere; }
  code { display: block; padding: ${({ theme }) => theme.space[2]}; background: ${({ theme }) => theme.colors.surfaceMuted}; overflow-wrap: anywhere; user-select: all; }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  button { align-self: flex-start; }
`;

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

export function CalendarSyncSection({ hotelId, roomTypeId }: { hotelId: string; roomTypeId: string }) {
  const { t } = useTranslation();
  const sync = useCalendarSync(hotelId, roomTypeId);
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<{ label?: string; url?: string }>({});
  const add = useAction((body: { label: string; url: string }) => addCalendarImport(hotelId, roomTypeId, body), {
    failure: { description: t('Não foi possível importar o calendário. Tente novamente.'), toast: false },
    onSuccess: () => {
      setLabel('');
      setUrl('');
      void sync.mutate();
    },
    onError: (err) => setErrors(fieldErrors(err, ['label', 'url'], 'url', t('Não foi possível importar o calendário. Tente novamente.'))),
  });
  const remove = useAction((importId: string) => removeCalendarImport(hotelId, roomTypeId, importId), {
    failure: { description: t('Não foi possível remover o calendário. Tente novamente.') },
    onSuccess: () => void sync.mutate(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!label.trim()) found.label = t('Dê um nome ao calendário (1 a 60 caracteres), por exemplo Airbnb.');
    if (!/^https?:\/\/\S+$/.test(url.trim())) found.url = t('Endereço inválido: use um URL https:// completo.');
    setErrors(found);
    if (!found.label && !found.url) void add.trigger({ label: label.trim(), url: url.trim() });
  };
  const data = sync.data;
  return (
    <Section aria-labelledby="calendar-sync-title">
      <h3 id="calendar-sync-title">{t('Sincronizar com outros canais')}</h3>
      <p>{t('Dê este endereço ao Airbnb, Booking.com ou outro canal para que vejam as noites vendidas aqui:')}</p>
      {data ? <code aria-label={t('Endereço iCal deste tipo de quarto')}>{data.exportUrl}</code> : null}
      {data && data.conflicts.length > 0 ? (
        <Alert tone="warning" title={t('Noites vendidas duas vezes')}>
          <ul>
            {data.conflicts.map((c) => (
              <li key={`${c.night}-${c.label}`}>
                {t('{{night}}: vendida em {{channel}} e aqui ({{rooms}} quarto(s)).', { night: formatDate(c.night), channel: c.label, rooms: c.bookedRooms })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {data && data.imports.length > 0 ? (
        <ul aria-label={t('Calendários importados')}>
          {data.imports.map((i) => (
            <li key={i.id}>
              <strong>{i.label}</strong>{' · '}
              {i.lastError
                ? t('Erro na última leitura: {{error}}', { error: i.lastError })
                : i.lastSyncedAt
                ? t('Lido em {{date}} · {{nights}} noites bloqueadas', { date: when(i.lastSyncedAt), nights: i.nights })
                : t('Ainda não lido')}
              {' '}
              <Button variant="outline" size="sm" loading={remove.pending === i.id} onClick={() => void remove.trigger(i.id)}
                aria-label={t('Deixar de importar {{channel}}', { channel: i.label })}>
                {t('Remover')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Form onSubmit={submit} noValidate aria-label={t('Importar calendário')}>
        <TextField label={t('Canal')} hint={t('Por exemplo, Airbnb ou Booking.com.')} value={label} maxLength={60} error={errors.label}
          onChange={(e) => {
            setLabel(e.target.value);
            setErrors((x) => ({ ...x, label: undefined }));
          }} />
        <TextField label={t('Endereço iCal (.ics) do canal')} type="url" inputMode="url" placeholder="https://" value={url}
          maxLength={1000} error={errors.url}
          onChange={(e) => {
            setUrl(e.target.value);
            setErrors((x) => ({ ...x, url: undefined }));
          }} />
        <Button type="submit" loading={add.isMutating}>{t('Importar calendário')}</Button>
      </Form>
    </Section>
  );
}
