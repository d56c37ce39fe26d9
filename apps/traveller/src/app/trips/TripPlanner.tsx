/**
 * @module 'Planear a viagem' (issue 30): from an event's page, the traveller says where they leave from, then is
 * offered the rides arriving in the event's town before it starts and those leaving after it ends (the ride search,
 * GET /api/rides-simple/search), and the stays in the event's town for those nights (GET /api/hotels, nearest first),
 * with the event's accommodation partnership shown where it applies. Each part can be picked or dropped, with the
 * ticket type and quantity; each part's price, discount, fee and total come from the products' own quotes, and
 * 'Reservar a viagem' books them in one checkout (POST /api/trips with an Idempotency-Key: all held or none). A part
 * that is gone meanwhile (409 TRIP_PART_UNAVAILABLE) is named by the API's message, shown as it is.
 */
import { type FormEvent, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Link } from 'wouter';
import { formatDate, formatMZN, todayInMaputo } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { apiText, useIdempotentAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { MoneyText } from '@turismo/ui-kit/MoneyText';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { TextField } from '@turismo/ui-kit/TextField';
import { CountField, PlaceField } from '../../lib/search-fields.tsx';
import { FromForm, PlanLines, type PlanLine, rideLabel, Section, Stack, Sums } from './TripPlanParts.tsx';
import { useRideQuote } from '../../features/bookings/api/bookings.ts';
import { type EventItem, useEvent, useQuote } from '../../features/events/api/events.ts';
import { type Ride, searchRides } from '../../features/rides/api/rides.ts';
import { searchStays, useStayQuote } from '../../features/stays/api/stays.ts';
import { createTrip, type Trip } from '../../features/trips/api/trips.ts';
import {
  chosenNights,
  chosenParts,
  eventTown,
  MAX_TRIP_NIGHTS,
  rideSearchDates,
  ridesBack,
  ridesThere,
  stayDates,
  stayPartnership,
  quoteFigures,
  sumFigures,
  type TripChoice,
  tripBody,
} from '../../features/trips/lib/trip-plan.ts';

export type TripPlannerProps = {
  eventId: string;
  /** The trip is held (pending): the app opens its page and the payment. */
  onBooked: (trip: Trip, event: EventItem) => void;
};

/** Why the nights chosen cannot be searched, in words. */
function nightsError(error: 'order' | 'past' | 'long', t: TFunction): string {
  if (error === 'past') return t('A data de entrada já passou.');
  if (error === 'long') return t('Uma estadia tem no máximo {{max}} noites.', { max: MAX_TRIP_NIGHTS });
  return t('A data de saída tem de ser depois da data de entrada.');
}

/** The rides of one direction for `seats` travellers, from the search of that day on. */
function useRides(from: string, to: string, date: string, seats: number) {
  return useSWR(
    from && to ? ['trips/rides', from, to, date, seats] : null,
    () => searchRides({ from, to, date, passengers: seats }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

export function TripPlanner({ eventId, onBooked }: TripPlannerProps) {
  const { t } = useTranslation();
  const { data: event, isLoading, error } = useEvent(eventId);
  if (isLoading) return <Page title={t('Planear a viagem')}><Skeleton variant="rect" height={320} /></Page>;
  if (error || !event) {
    return (
      <Page title={t('Planear a viagem')}>
        <EmptyState
          headingLevel={2}
          icon="alert"
          title={t('Evento não encontrado')}
          description={t('Este evento não existe ou já não está disponível.')}
          action={<Button as={Link} href="/eventos">{t('Ver eventos')}</Button>}
        />
      </Page>
    );
  }
  return <Planner event={event} onBooked={onBooked} />;
}

function Planner({ event, onBooked }: { event: EventItem; onBooked: TripPlannerProps['onBooked'] }) {
  const { t } = useTranslation();
  const town = eventTown(event.address);
  const [typed, setTyped] = useState('');
  const [from, setFrom] = useState('');
  const [withTickets, setWithTickets] = useState(true);
  const onSale = event.ticketTypes.filter((x) => x.saleState === 'on_sale');
  const [ticketTypeId, setTicketTypeId] = useState(onSale[0]?.id ?? '');
  const [quantityText, setQuantityText] = useState('1');
  const quantity = Math.min(10, Math.max(1, Number.parseInt(quantityText, 10) || 1));
  const seats = Math.min(8, quantity);
  const [rideThereId, setRideThereId] = useState('');
  const [rideBackId, setRideBackId] = useState('');
  const [roomTypeId, setRoomTypeId] = useState('');

  const today = todayInMaputo();
  const dates = rideSearchDates(event, today);
  // The nights: the event's offered first; the traveller may choose others (the day before, only two nights...).
  const [checkIn, setCheckIn] = useState(() => stayDates(event).checkIn);
  const [checkOut, setCheckOut] = useState(() => stayDates(event).checkOut);
  const picked = chosenNights(checkIn, checkOut, today);
  const nights = 'error' in picked ? null : { checkIn: picked.checkIn, checkOut: picked.checkOut };
  const thereSearch = useRides(from, town, dates.there, seats);
  const backSearch = useRides(from ? town : '', from, dates.back, seats);
  const there = ridesThere(thereSearch.data?.data ?? [], event, seats);
  const back = ridesBack(backSearch.data?.data ?? [], event, seats);
  const guests = Math.min(10, quantity);
  const stays = useSWR(
    from && town && nights ? ['trips/stays', town, nights.checkIn, nights.checkOut, guests] : null,
    () => searchStays({ address: town, ...nights!, guests, sort: 'distance', limit: 20 }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const rooms = nights ? stays.data?.accommodations ?? [] : [];
  const room = rooms.find((r) => r.roomTypeId === roomTypeId) ?? null;
  const partnership = room ? stayPartnership(event, room.hotelId, withTickets ? quantity : 0) : null;

  const choice: TripChoice = {
    tickets: withTickets ? { quantity, ...(ticketTypeId ? { ticketTypeId } : {}) } : null,
    rideThereId: there.some((r) => r.id === rideThereId) ? rideThereId : null,
    rideBackId: back.some((r) => r.id === rideBackId) ? rideBackId : null,
    stay: room && nights ? { roomTypeId: room.roomTypeId, ...nights, guests } : null,
    seats,
  };

  const ticketQuote = useQuote(event.id, quantity, ticketTypeId ? { ticketTypeId } : {}, withTickets);
  const thereQuote = useRideQuote(choice.rideThereId, seats, '');
  const backQuote = useRideQuote(choice.rideBackId, seats, '');
  const stayQuote = useStayQuote(room?.roomTypeId ?? '', nights?.checkIn ?? '', nights?.checkOut ?? '', Boolean(room && nights));

  const lines: PlanLine[] = [];
  if (choice.tickets) {
    const q = ticketQuote.data;
    lines.push({
      key: 'event',
      name: t('Bilhetes do evento'),
      detail: `${t('{{count}} bilhete', { count: quantity })}${q?.ticketTypeName ? ` · ${q.ticketTypeName}` : ''}`,
      figures: q
        ? quoteFigures(q)
        : null,
    });
  }
  for (const [key, id, q, list, name] of [
    ['rideThere', choice.rideThereId, thereQuote.data, there, t('Viagem de ida')],
    ['rideBack', choice.rideBackId, backQuote.data, back, t('Viagem de regresso')],
  ] as const) {
    const ride = id ? list.find((r) => r.id === id) : undefined;
    if (!ride) continue;
    lines.push({
      key,
      name,
      detail: rideLabel(ride, t),
      figures: q
        ? quoteFigures(q)
        : null,
    });
  }
  if (room && nights) {
    const q = stayQuote.data;
    lines.push({
      key: 'stay',
      name: t('Estadia'),
      detail: `${room.name} · ${room.roomType} · ${t('{{count}} noite', { count: q?.nights ?? room.nights ?? 0 })}`,
      figures: q
        ? { priceCents: q.totalCents, discountCents: q.totalCents - q.subtotalCents, feeCents: q.platformFeeCents, totalCents: q.payableCents }
        : null,
      note: partnership
        ? t('Parceria {{partner}}: {{percent}}% de desconto nas noites, aplicado ao reservar.', {
          partner: partnership.partnerName,
          percent: partnership.discountPercentage,
        })
        : undefined,
    });
  }
  const quoted = lines.every((l) => l.figures !== null);
  const sums = sumFigures(lines.flatMap((l) => (l.figures ? [l.figures] : [])));

  const book = useIdempotentAction((key, body: ReturnType<typeof tripBody>) => createTrip(body, key), {
    failure: { title: t('Não foi possível reservar a viagem'), description: t('Tente novamente.'), toast: false },
    message: apiText,
  });
  const reserve = async () => {
    const trip = await book.trigger(tripBody(event.id, choice));
    if (trip) onBooked(trip, event);
  };
  const changed = () => book.reset();

  const submitFrom = (e: FormEvent) => {
    e.preventDefault();
    setFrom(typed.trim());
    changed();
  };

  const rideSelect = (
    label: string,
    none: string,
    value: string,
    set: (v: string) => void,
    rides: Ride[],
    search: { isLoading: boolean; error?: unknown },
    emptyText: string,
  ) => (
    <>
      <Select
        label={label}
        value={value}
        onChange={(e) => {
          set(e.target.value);
          changed();
        }}
        options={[{ value: '', label: none }, ...rides.map((r) => ({ value: r.id, label: rideLabel(r, t) }))]}
      />
      {search.isLoading ? <p data-muted role="status">{t('A procurar viagens...')}</p> : null}
      {!search.isLoading && rides.length === 0 ? <p data-muted>{emptyText}</p> : null}
    </>
  );

  return (
    <Page
      title={t('Planear a viagem')}
      description={t('{{title}}, {{venue}}: {{start}} a {{end}}.', {
        title: event.title,
        venue: event.venue,
        start: formatDate(event.startDate),
        end: formatDate(event.endDate),
      })}
    >
      <Stack>
        <Section aria-labelledby="trip-from">
          <h2 id="trip-from">{t('De onde parte?')}</h2>
          <FromForm onSubmit={submitFrom} aria-label={t('De onde parte?')}>
            <PlaceField label={t('A sua cidade')} value={typed} onChange={setTyped} />
            <Button type="submit" disabled={!typed.trim()}>{t('Procurar viagens e estadias')}</Button>
          </FromForm>
          <p data-muted>{t('O evento é em {{town}}.', { town })}</p>
        </Section>

        <Section aria-labelledby="trip-tickets">
          <h2 id="trip-tickets">{t('Bilhetes')}</h2>
          <Checkbox
            label={t('Incluir bilhetes do evento')}
            checked={withTickets}
            onChange={(e) => {
              setWithTickets(e.target.checked);
              changed();
            }}
          />
          {onSale.length > 0 ? (
            <Select
              label={t('Tipo de bilhete')}
              value={ticketTypeId}
              disabled={!withTickets}
              onChange={(e) => {
                setTicketTypeId(e.target.value);
                changed();
              }}
              options={onSale.map((x) => ({ value: x.id, label: `${x.name} · ${formatMZN(x.priceCents)}` }))}
            />
          ) : null}
          <CountField
            label={t('Número de pessoas')}
            value={quantityText}
            onChange={(v) => {
              setQuantityText(v);
              changed();
            }}
            min={1}
            max={10}
          />
          <p data-muted>{t('Um bilhete, um lugar em cada viagem e um hóspede por pessoa.')}</p>
        </Section>

        {from ? (
          <>
            <Section aria-labelledby="trip-there">
              <h2 id="trip-there">{t('Viagem de ida')}</h2>
              {rideSelect(
                t('Viagem para {{town}}', { town }),
                t('Sem viagem de ida'),
                choice.rideThereId ?? '',
                setRideThereId,
                there,
                thereSearch,
                t('Nenhuma viagem de {{from}} chega a {{town}} antes do início do evento.', { from, town }),
              )}
            </Section>
            <Section aria-labelledby="trip-back">
              <h2 id="trip-back">{t('Viagem de regresso')}</h2>
              {rideSelect(
                t('Viagem de regresso para {{from}}', { from }),
                t('Sem viagem de regresso'),
                choice.rideBackId ?? '',
                setRideBackId,
                back,
                backSearch,
                t('Nenhuma viagem sai de {{town}} para {{from}} depois do fim do evento.', { from, town }),
              )}
            </Section>
            <Section aria-labelledby="trip-stay">
              <h2 id="trip-stay">{t('Estadia em {{town}}', { town })}</h2>
              <p data-muted>
                {t('O evento vai de {{start}} a {{end}}: escolha as noites que quer ficar.', {
                  start: formatDate(event.startDate),
                  end: formatDate(event.endDate),
                })}
              </p>
              <TextField
                label={t('Check-in')}
                type="date"
                min={today}
                value={checkIn}
                onChange={(e) => {
                  setCheckIn(e.target.value);
                  changed();
                }}
              />
              <TextField
                label={t('Check-out')}
                type="date"
                min={checkIn || today}
                value={checkOut}
                hint={'error' in picked ? undefined : t('Estadia de {{count}} noite', { count: picked.nights })}
                error={'error' in picked ? nightsError(picked.error, t) : undefined}
                onChange={(e) => {
                  setCheckOut(e.target.value);
                  changed();
                }}
              />
              <Select
                label={t('Alojamento')}
                value={room?.roomTypeId ?? ''}
                onChange={(e) => {
                  setRoomTypeId(e.target.value);
                  changed();
                }}
                options={[
                  { value: '', label: t('Sem estadia') },
                  ...rooms.map((r) => {
                    const p = stayPartnership(event, r.hotelId, withTickets ? quantity : 0);
                    const price = r.totalPriceCents ?? r.pricePerNightCents;
                    return {
                      value: r.roomTypeId,
                      label: [
                        `${r.name} · ${r.roomType} · ${formatMZN(price)}`,
                        r.distanceKm !== null && r.distanceKm !== undefined
                          ? t('{{km}} km do centro', { km: r.distanceKm.toFixed(1) })
                          : null,
                        p ? t('parceria do evento: {{percent}}% desconto', { percent: p.discountPercentage }) : null,
                      ].filter(Boolean).join(' · '),
                    };
                  }),
                ]}
              />
              {stays.isLoading ? <p data-muted role="status">{t('A procurar estadias...')}</p> : null}
              {nights && !stays.isLoading && rooms.length === 0 ? (
                <p data-muted>{t('Nenhuma estadia livre em {{town}} nessas noites.', { town })}</p>
              ) : null}
            </Section>
          </>
        ) : null}

        <Section aria-labelledby="trip-summary">
          <h2 id="trip-summary">{t('Resumo da viagem')}</h2>
          {lines.length === 0 ? <p data-muted>{t('Escolha pelo menos uma parte da viagem.')}</p> : (
            <PlanLines lines={lines} />
          )}
          {lines.length > 0 && quoted ? (
            <Sums aria-label={t('Total da viagem')}>
              <dt>{t('Preço')}</dt>
              <dd><MoneyText centavos={sums.priceCents} /></dd>
              <dt>{t('Descontos')}</dt>
              <dd>−<MoneyText centavos={sums.discountCents} /></dd>
              <dt>{t('Taxas de serviço')}</dt>
              <dd><MoneyText centavos={sums.feeCents} /></dd>
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
          <Button
            onClick={() => void reserve()}
            loading={book.isMutating}
            disabled={chosenParts(choice) === 0 || book.isMutating}
          >
            {book.isMutating ? t('A reservar...') : t('Reservar a viagem')}
          </Button>
          <p data-muted>{t('Tudo fica reservado de uma vez, ou nada: paga a viagem inteira num só pagamento.')}</p>
        </Section>
      </Stack>
    </Page>
  );
}
