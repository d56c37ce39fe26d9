/**
 * @module The 'Calendário' sub-tab of the lodging area (issue 15): per room type, a month of nights with the rooms
 * free, the price that applies and the blocked nights; below it, the form that blocks or reopens nights and sets or
 * removes a rate for a night or a date range, optionally only on some days of the week (weekends, high season).
 * Every figure comes from GET /api/hotels/{id}/room-types/{roomTypeId}/calendar.
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import { formatDate, formatNumber, todayInMaputo } from '@turismo/app-core/format';
import type { TFunction } from 'i18next';
import { parseMeticais } from '@turismo/rules/money.ts';
import { Button } from '@turismo/ui-kit/Button';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import type { Hotel } from '../api/lodging.ts';
import { CalendarSyncSection } from './CalendarSyncSection.tsx';
import { type CalendarChange, type CalendarDay, changeRoomCalendar, useRoomCalendar } from '../api/calendar.ts';
import { MonthGrid, monthOf, shiftMonth, WEEKDAY_NAMES, WEEKDAYS } from '../../../lib/calendar/MonthGrid.tsx';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Day = styled.button`
  all: unset;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 1px;
  width: 100%;
  height: 100%;
  padding: 2px 3px;
  cursor: pointer;
  overflow: hidden;

  &[data-blocked='true'] {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.dangerText};
  }
  &[data-rate='true'] strong {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  &[data-selected='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
    outline-offset: -2px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};

  fieldset {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    border: 0;
    padding: 0;
    margin: 0;
  }
  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  [data-wide] {
    grid-column: 1 / -1;
  }
`;

/** Whole meticais, compact for a day cell ('2 500 MT' reads '2 500'). */
const mt = (cents: number) => formatNumber(cents / 100, { maximumFractionDigits: 0 });

function dayLabel(d: CalendarDay, t: TFunction): string {
  const state = d.blocked
    ? t('bloqueada')
    : t('{{free}} de {{total}} quartos livres', { free: d.freeRooms, total: d.totalRooms });
  const values = { date: formatDate(d.date), state, price: mt(d.priceCents) };
  return d.rateCents !== null
    ? t('{{date}}: {{state}}, {{price}} MT (preço especial)', values)
    : t('{{date}}: {{state}}, {{price}} MT', values);
}

export function RoomCalendarPanel({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const rooms = hotel.roomTypes.filter((r) => r.isActive);
  const today = todayInMaputo();
  const [roomTypeId, setRoomTypeId] = useState(rooms[0]?.id ?? '');
  const [month, setMonth] = useState(monthOf(today).first);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [rate, setRate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { first, last } = monthOf(month);
  const { data, error, isLoading, mutate } = useRoomCalendar(hotel.id, roomTypeId || null, first, last);
  const byDate = new Map((data?.days ?? []).map((d) => [d.date, d]));
  const save = useAction((body: CalendarChange) => changeRoomCalendar(hotel.id, roomTypeId, body), {
    failure: { description: t('Não foi possível guardar o calendário.') },
    onSuccess: async () => {
      toast({ title: t('Calendário guardado'), description: t('{{from}} a {{to}}', { from: formatDate(from), to: formatDate(to) }), variant: 'success' });
      setProblem(null);
      await mutate();
    },
    onError: (_, message) => setProblem(message),
  });

  if (rooms.length === 0) {
    return <EmptyState headingLevel={3} icon="bed" title={t('Sem tipos de quarto')}
      description={t('Publique um tipo de quarto para gerir o seu calendário.')} />;
  }

  const submit = (change: Pick<CalendarChange, 'blocked' | 'rateCents'>) => (event?: FormEvent) => {
    event?.preventDefault();
    if (to < from) return setProblem(t('A data final não pode ser anterior à data inicial.'));
    void save.trigger({ from, to, ...(weekdays.length ? { weekdays } : {}), ...change });
  };
  const rateCents = parseMeticais(rate) ?? Number.NaN;
  const setPrice = submit({ rateCents });
  const pick = (date: string) => {
    setFrom(date);
    setTo(date);
  };

  return (
    <div>
      <Bar>
        <Select label={t('Tipo de quarto')} value={roomTypeId} onChange={(e) => setRoomTypeId(e.target.value)}
          options={rooms.map((r) => ({ value: r.id, label: r.name }))} />
        <Button variant="outline" size="sm" onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={month <= monthOf(today).first}>{t('Mês anterior')}</Button>
        <Button variant="outline" size="sm" onClick={() => setMonth(shiftMonth(month, 1))}>{t('Mês seguinte')}</Button>
      </Bar>
      {isLoading ? <Skeleton lines={6} /> : error ? (
        <EmptyState headingLevel={3} icon="alert" title={t('Erro')} description={t('Não foi possível carregar o calendário.')}
          action={<Button variant="outline" onClick={() => void mutate()}>{t('Tentar novamente')}</Button>} />
      ) : (
        <MonthGrid month={month} caption={rooms.find((r) => r.id === roomTypeId)?.name}
          renderDay={(date) => {
            const d = byDate.get(date);
            if (!d) return <span>{Number(date.slice(8))}</span>;
            return (
              <Day type="button" aria-label={dayLabel(d, t)} data-date={date} data-blocked={d.blocked}
                data-rate={d.rateCents !== null} data-selected={date >= from && date <= to}
                aria-pressed={date >= from && date <= to} onClick={() => pick(date)}>
                <span>{Number(date.slice(8))}</span>
                <strong>{mt(d.priceCents)}</strong>
                <span>{d.blocked ? t('Bloq.') : t('{{free}} livres', { free: d.freeRooms })}</span>
              </Day>
            );
          }} />
      )}
      {data ? (
        <p style={{ fontSize: '0.875rem' }}>
          {t('Preço base {{price}} MT por noite · {{rooms}} quartos · estadia mínima {{count}} noite.', {
            price: mt(data.pricePerNightCents),
            rooms: data.totalRooms,
            count: data.minNights,
          })}
        </p>
      ) : null}
      <Form aria-label={t('Alterar noites')} onSubmit={setPrice} noValidate>
        <TextField label={t('De')} type="date" min={today} value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label={t('Até (inclusive)')} type="date" min={from} value={to} onChange={(e) => setTo(e.target.value)} />
        <TextField label={t('Preço por noite (MT)')} type="number" inputMode="decimal" min={1} value={rate}
          onChange={(e) => setRate(e.target.value)} />
        <fieldset>
          <legend>{t('Só nestes dias da semana (opcional)')}</legend>
          {WEEKDAYS.map((label, i) => (
            <Checkbox key={label} label={t(label)} aria-label={t(WEEKDAY_NAMES[i] ?? '')} checked={weekdays.includes(i)}
              onChange={(e) => setWeekdays(e.target.checked ? [...weekdays, i] : weekdays.filter((w) => w !== i))} />
          ))}
        </fieldset>
        <Bar data-wide>
          <Button type="submit" loading={save.isMutating} disabled={!Number.isFinite(rateCents) || rateCents < 100}>
            {t('Definir preço')}
          </Button>
          <Button variant="outline" onClick={() => submit({ rateCents: null })()}>{t('Remover preço')}</Button>
          <Button variant="destructive" onClick={() => submit({ blocked: true })()}>{t('Bloquear noites')}</Button>
          <Button variant="outline" onClick={() => submit({ blocked: false })()}>{t('Desbloquear')}</Button>
        </Bar>
        {problem ? <p data-wide role="alert" style={{ margin: 0 }}>{problem}</p> : null}
      </Form>
      {roomTypeId ? <CalendarSyncSection hotelId={hotel.id} roomTypeId={roomTypeId} /> : null}
    </div>
  );
}
