/**
 * @module 'Planear a viagem' from a stay's dates (issue 30): from a stay page with the room and the nights chosen, the
 * traveller says where they leave from and is offered (GET /api/trip-plans/stay) the rides arriving for the check-in,
 * the rides back after the check-out and the events in the town during the nights, each an optional part, the event's
 * partnership with the establishment named where it has one. Each part's price, discount, fee and total come from the
 * products' own quotes; 'Reservar a viagem' books the stay and the parts chosen in one checkout (POST /api/trips,
 * the same composition as a trip planned from an event: all held or none).
 */
import { type FormEvent, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { apiText, errorMessage, useIdempotentAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { MoneyText } from '@turismo/ui-kit/MoneyText';
import { Select } from '@turismo/ui-kit/Select';
import { CountField, PlaceField } from '../../lib/search-fields.tsx';
import { FromForm, PlanLines, type PlanLine, rideLabel, Section, Stack, Sums } from './TripPlanParts.tsx';
import { useRideQuote } from '../../features/bookings/api/bookings.ts';
import { useQuote } from '../../features/events/api/events.ts';
import { useStayQuote } from '../../features/stays/api/stays.ts';
import { createTrip, type Trip, type TripStayPlan, useStayPlan } from '../../features/trips/api/trips.ts';
import { quoteFigures, sumFigures } from '../../features/trips/lib/trip-plan.ts';

export type TripStayPlannerProps = {
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** The trip is held (pending): the app opens its page and the payment. */
  onBooked: (trip: Trip) => void;
};

type EventOption = TripStayPlan['events'][number];

/** An event as an option, its partnership with the establishment named. */
function eventLabel(e: EventOption, t: TFunction): string {
  return [
    `${e.title} · ${formatDate(e.startDate)} · ${formatMZN(e.ticketPriceCents)}`,
    e.partnership
      ? t('parceria com a estadia: {{percent}}% desconto', { percent: e.partnership.discountPercentage })
      : null,
  ].filter(Boolean).join(' · ');
}

export function TripStayPlanner({ roomTypeId, checkIn, checkOut, guests: initialGuests, onBooked }: TripStayPlannerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [from, setFrom] = useState('');
  const [guestsText, setGuestsText] = useState(String(Math.min(8, Math.max(1, initialGuests || 1))));
  const guests = Math.min(8, Math.max(1, Number.parseInt(guestsText, 10) || 1));
  const [rideThereId, setRideThereId] = useState('');
  const [rideBackId, setRideBackId] = useState('');
  const [eventId, setEventId] = useState('');

  const plan = useStayPlan({ roomTypeId, checkIn, checkOut, from, guests });
  const p = plan.data;
  const rideThere = p?.ridesThere.find((r) => r.rideId === rideThereId) ?? null;
  const rideBack = p?.ridesBack.find((r) => r.rideId === rideBackId) ?? null;
  const event = p?.events.find((e) => e.eventId === eventId) ?? null;

  const stayQuote = useStayQuote(roomTypeId, checkIn, checkOut, Boolean(roomTypeId));
  const thereQuote = useRideQuote(rideThere?.rideId ?? null, guests, '');
  const backQuote = useRideQuote(rideBack?.rideId ?? null, guests, '');
  const ticketQuote = useQuote(event?.eventId ?? '', guests, {}, Boolean(event));
  const partnership = event?.partnership && guests >= event.partnership.minEventTickets ? event.partnership : null;

  const lines: PlanLine[] = [];
  const sq = stayQuote.data;
  lines.push({
    key: 'stay',
    name: t('Estadia'),
    detail: p
      ? `${p.stay.name} · ${p.stay.roomTypeName} · ${t('{{count}} noite', { count: p.stay.nights })}`
      : `${formatDate(checkIn)} – ${formatDate(checkOut)}`,
    figures: sq
      ? { priceCents: sq.totalCents, discountCents: sq.totalCents - sq.subtotalCents, feeCents: sq.platformFeeCents, totalCents: sq.payableCents }
      : null,
    note: partnership
      ? t('Parceria {{partner}}: {{percent}}% de desconto nas noites, aplicado ao reservar.', {
        partner: partnership.partnerName,
        percent: partnership.discountPercentage,
      })
      : undefined,
  });
  if (rideThere) {
    lines.push({
      key: 'rideThere',
      name: t('Viagem de ida'),
      detail: rideLabel(rideThere, t),
      figures: thereQuote.data ? quoteFigures(thereQuote.data) : null,
    });
  }
  if (event) {
    lines.push({
      key: 'event',
      name: t('Bilhetes do evento'),
      detail: `${event.title} · ${t('{{count}} bilhete', { count: guests })}`,
      figures: ticketQuote.data ? quoteFigures(ticketQuote.data) : null,
    });
  }
  if (rideBack) {
    lines.push({
      key: 'rideBack',
      name: t('Viagem de regresso'),
      detail: rideLabel(rideBack, t),
      figures: backQuote.data ? quoteFigures(backQuote.data) : null,
    });
  }
  const quoted = lines.every((l) => l.figures !== null);
  const sums = sumFigures(lines.flatMap((l) => (l.figures ? [l.figures] : [])));

  const book = useIdempotentAction((key, body: Parameters<typeof createTrip>[0]) => createTrip(body, key), {
    failure: { title: t('Não foi possível reservar a viagem'), description: t('Tente novamente.'), toast: false },
    message: apiText,
  });
  const changed = () => book.reset();
  const reserve = async () => {
    const trip = await book.trigger({
      stay: { roomTypeId, checkIn, checkOut, guests },
      ...(rideThere ? { rideThere: { rideId: rideThere.rideId, seats: guests } } : {}),
      ...(rideBack ? { rideBack: { rideId: rideBack.rideId, seats: guests } } : {}),
      ...(event ? { event: { eventId: event.eventId, quantity: guests } } : {}),
    });
    if (trip) onBooked(trip);
  };
  const submitFrom = (e: FormEvent) => {
    e.preventDefault();
    setFrom(typed.trim());
    setRideThereId('');
    setRideBackId('');
    changed();
  };
  const select = (label: string, none: string, value: string, set: (v: string) => void, options: { value: string; label: string }[]) => (
    <Select
      label={label}
      value={value}
      onChange={(e) => {
        set(e.target.value);
        changed();
      }}
      options={[{ value: '', label: none }, ...options]}
    />
  );

  const town = p?.town ?? '';
  return (
    <Page
      title={t('Planear a viagem')}
      description={t('Estadia de {{checkIn}} a {{checkOut}}: a viagem de ida e volta e os eventos da cidade, num só pagamento.', {
        checkIn: formatDate(checkIn),
        checkOut: formatDate(checkOut),
      })}
    >
      <Stack>
        <Section aria-labelledby="stay-trip-from">
          <h2 id="stay-trip-from">{t('De onde parte?')}</h2>
          <FromForm onSubmit={submitFrom} aria-label={t('De onde parte?')}>
            <PlaceField label={t('A sua cidade')} value={typed} onChange={setTyped} />
            <Button type="submit" disabled={!typed.trim()}>{t('Procurar viagens e eventos')}</Button>
          </FromForm>
          <CountField
            label={t('Número de pessoas')}
            value={guestsText}
            onChange={(v) => {
              setGuestsText(v);
              changed();
            }}
            min={1}
            max={8}
          />
          <p data-muted>{t('Um hóspede, um lugar em cada viagem e um bilhete por pessoa.')}</p>
        </Section>

        {plan.error ? (
          <Alert tone="danger" title={t('Não foi possível planear a viagem')} role="alert">
            {errorMessage(plan.error, t('Tente novamente.'))}
          </Alert>
        ) : null}
        {from && plan.isLoading ? <p role="status">{t('A procurar viagens...')}</p> : null}

        {p ? (
          <>
            <Section aria-labelledby="stay-trip-there">
              <h2 id="stay-trip-there">{t('Viagem de ida')}</h2>
              {select(
                t('Viagem para {{town}}', { town }),
                t('Sem viagem de ida'),
                rideThere?.rideId ?? '',
                setRideThereId,
                p.ridesThere.map((r) => ({ value: r.rideId, label: rideLabel(r, t) })),
              )}
              {p.ridesThere.length === 0 ? (
                <p data-muted>{t('Nenhuma viagem de {{from}} chega a {{town}} a tempo do check-in.', { from, town })}</p>
              ) : null}
            </Section>
            <Section aria-labelledby="stay-trip-events">
              <h2 id="stay-trip-events">{t('Eventos em {{town}}', { town })}</h2>
              {select(
                t('Evento'),
                t('Sem evento'),
                event?.eventId ?? '',
                setEventId,
                p.events.filter((e) => !e.soldOut).map((e) => ({ value: e.eventId, label: eventLabel(e, t) })),
              )}
              {p.events.length === 0 ? <p data-muted>{t('Nenhum evento em {{town}} nessas noites.', { town })}</p> : null}
            </Section>
            <Section aria-labelledby="stay-trip-back">
              <h2 id="stay-trip-back">{t('Viagem de regresso')}</h2>
              {select(
                t('Viagem de regresso para {{from}}', { from }),
                t('Sem viagem de regresso'),
                rideBack?.rideId ?? '',
                setRideBackId,
                p.ridesBack.map((r) => ({ value: r.rideId, label: rideLabel(r, t) })),
              )}
              {p.ridesBack.length === 0 ? (
                <p data-muted>{t('Nenhuma viagem sai de {{town}} para {{from}} depois do check-out.', { from, town })}</p>
              ) : null}
            </Section>
          </>
        ) : null}

        <Section aria-labelledby="stay-trip-summary">
          <h2 id="stay-trip-summary">{t('Resumo da viagem')}</h2>
          <PlanLines lines={lines} />
          {quoted ? (
            <Sums aria-label={t('Total da viagem')}>
              <dt data-total>{t('Total da viagem')}</dt>
              <dd data-total data-trip-total><MoneyText centavos={sums.totalCents} /></dd>
            </Sums>
          ) : null}
          {partnership ? (
            <p data-muted>{t('O desconto da parceria entra no total quando a viagem é reservada.')}</p>
          ) : null}
          {book.error ? (
            <Alert tone="danger" title={t('Não foi possível reservar a viagem')} role="alert">{book.error}</Alert>
          ) : null}
          <Button onClick={() => void reserve()} loading={book.isMutating} disabled={book.isMutating || !p}>
            {book.isMutating ? t('A reservar...') : t('Reservar a viagem')}
          </Button>
          <p data-muted>{t('Tudo fica reservado de uma vez, ou nada: paga a viagem inteira num só pagamento.')}</p>
        </Section>
      </Stack>
    </Page>
  );
}
