/**
 * @module /drivers/publish/recorrente (issue 15): the same route, time, price and seats on chosen days of the week
 * for the next N weeks, published in one step (POST /api/rides/recurring: one transaction, all or none). The form
 * keeps one Idempotency-Key until it succeeds, so a double click or a retried request never publishes twice.
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useSWRConfig } from 'swr';
import { useAction } from '@turismo/app-core/use-action';
import { formatDate, todayInMaputo } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { PlaceInput } from '@turismo/ui-kit/PlaceInput';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { MY_RIDES_KEY, suggestPlaces } from '../api/driver-rides.ts';
import { publishRecurring, type RecurringBody } from '../api/ride-manage.ts';
import { SEAT_OPTIONS, VEHICLE_OPTIONS } from '../lib/publish-rules.ts';

const WEEKDAYS = [
  msg('Domingo'),
  msg('Segunda'),
  msg('Terça'),
  msg('Quarta'),
  msg('Quinta'),
  msg('Sexta'),
  msg('Sábado'),
];

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  fieldset {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[3]};
    border: 0;
    margin: 0;
    padding: 0;
  }
  [data-wide] {
    grid-column: 1 / -1;
  }
`;

export function RecurringRidesPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const today = todayInMaputo();
  const [form, setForm] = useState({
    from: '', to: '', startDate: today, time: '07:00', price: '', seats: '4', vehicleType: 'sedan', weeks: '4',
    pickupPoint: '', description: '',
  });
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const publish = useAction((body: RecurringBody) => publishRecurring(body, key), {
    failure: { description: t('Não foi possível publicar as viagens.') },
    onSuccess: (series) => {
      const n = series.rides.length;
      const first = series.rides[0];
      const last = series.rides[n - 1];
      const text = first && last
        ? t('{{count}} viagem publicada, de {{first}} a {{last}}.', {
          count: n,
          first: formatDate(first.departureDate),
          last: formatDate(last.departureDate),
        })
        : t('Viagens publicadas.');
      toast({ title: t('Viagens Publicadas!'), description: text, variant: 'success' });
      setDone(text);
      setProblem(null);
      setKey(crypto.randomUUID());
      void mutate(MY_RIDES_KEY);
    },
    onError: (_, message) => setProblem(message),
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.from.trim() || !form.to.trim()) return setProblem(t('Por favor, preencha origem e destino.'));
    if (weekdays.length === 0) return setProblem(t('Escolha pelo menos um dia da semana.'));
    setDone(null);
    void publish.trigger({
      fromAddress: form.from.trim(),
      toAddress: form.to.trim(),
      startDate: form.startDate,
      departureTime: form.time,
      price: Number(form.price.replace(',', '.')),
      maxPassengers: Number(form.seats),
      type: form.vehicleType,
      weekdays: [...weekdays].sort(),
      weeks: Number(form.weeks),
      pickupPoint: form.pickupPoint.trim() || null,
      description: form.description.trim() || null,
    });
  };

  return (
    <Page width="xl" title={t('Viagens recorrentes')}
      description={t('Publique a mesma rota nos dias da semana que escolher, para as próximas semanas, de uma só vez.')}>
      <div><Button as={Link} href="/drivers/publish" variant="outline" size="sm">{t('Publicar uma só viagem')}</Button></div>
      {done ? <Alert tone="success" title={t('Viagens publicadas')} role="status">{done}</Alert> : null}
      <Card>
        <Card.Body>
          <Form aria-label={t('Publicar viagens recorrentes')} onSubmit={submit} noValidate>
            <PlaceInput label={t('Origem')} value={form.from} onChange={(from) => set({ from })}
              onSelect={(place) => set({ from: place.name })} loadSuggestions={suggestPlaces} />
            <PlaceInput label={t('Destino')} value={form.to} onChange={(to) => set({ to })}
              onSelect={(place) => set({ to: place.name })} loadSuggestions={suggestPlaces} />
            <TextField label={t('A partir de')} type="date" min={today} value={form.startDate}
              onChange={(e) => set({ startDate: e.target.value })} />
            <TextField label={t('Hora')} type="time" value={form.time} onChange={(e) => set({ time: e.target.value })} />
            <TextField label={t('Número de semanas')} type="number" min={1} max={12} value={form.weeks}
              onChange={(e) => set({ weeks: e.target.value })} hint={t('De 1 a 12.')} />
            <TextField label={t('Preço por pessoa (MT)')} type="number" inputMode="numeric" min={10} step={5} value={form.price}
              onChange={(e) => set({ price: e.target.value })} hint={t('Mínimo 10 MT, em múltiplos de 5 MT.')} />
            <Select label={t('Lugares disponíveis')} options={SEAT_OPTIONS} value={form.seats}
              onChange={(e) => set({ seats: e.target.value })} />
            <Select label={t('Tipo de veículo')} options={VEHICLE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={form.vehicleType}
              onChange={(e) => set({ vehicleType: e.target.value })} />
            <TextField label={t('Ponto de recolha (opcional)')} value={form.pickupPoint} maxLength={200}
              onChange={(e) => set({ pickupPoint: e.target.value })} />
            <TextField label={t('Descrição (opcional)')} value={form.description} maxLength={900}
              onChange={(e) => set({ description: e.target.value })} />
            <fieldset>
              <legend>{t('Dias da semana')}</legend>
              {WEEKDAYS.map((label, i) => (
                <Checkbox key={label} label={t(label)} checked={weekdays.includes(i)}
                  onChange={(e) => setWeekdays(e.target.checked ? [...weekdays, i] : weekdays.filter((w) => w !== i))} />
              ))}
            </fieldset>
            <div data-wide><Button type="submit" loading={publish.isMutating}>{t('Publicar viagens')}</Button></div>
            {problem ? <p data-wide role="alert" style={{ margin: 0 }}>{problem}</p> : null}
          </Form>
        </Card.Body>
      </Card>
    </Page>
  );
}
