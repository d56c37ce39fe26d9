/**
 * @module The event result card (spec 2.8): the cover photo (kit Photo, its designed fallback without one), 'Destaque' and 'Parcerias' badges, the name of
 * the type and the category badge, description, date and start time, venue and address, attendees current/max, the
 * ticket price 'por bilhete', up to 2 partnership offers and '+N mais parcerias', a 'Detalhes' dialog and the
 * booking button. In the city/month listing (`variant="listing"`) it shows the organiser, times, tickets sold/max,
 * the discount badges and the buttons 'Ver Detalhes', 'Comprar Bilhete', 'Esgotado' or 'Registar Presença'. The frame
 * is the kit's SummaryCard.
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Facts } from '@turismo/ui-kit/Facts';
import { Modal } from '@turismo/ui-kit/Modal';
import { Photo } from '@turismo/ui-kit/Photo';
import { SummaryCard } from '@turismo/ui-kit/SummaryCard';
import type { EventItem } from '../api/events.ts';
import { CATEGORY_LABELS, CATEGORY_TONES, TYPE_LABELS } from '../lib/labels.ts';

export type EventCardProps = {
  event: EventItem;
  /** 'Reservar' / 'Comprar Bilhete' / 'Registar Presença'. */
  onBook: (event: EventItem) => void;
  variant?: 'result' | 'listing';
  headingLevel?: 1 | 2 | 3;
  /** The event's own page: the cover is above the fold, loaded at once and drawn at the page's width. */
  priority?: boolean;
  /** Shown beside 'Esgotado' when a paid event is sold out, e.g. 'Entrar na lista de espera' (issue 30). */
  soldOutAction?: ReactNode;
};

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

const Offers = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** 'dd/MM/yyyy' or 'dd/MM/yyyy – dd/MM/yyyy'. */
export function dateRange(e: Pick<EventItem, 'startDate' | 'endDate'>): string {
  return e.startDate === e.endDate ? formatDate(e.startDate) : `${formatDate(e.startDate)} – ${formatDate(e.endDate)}`;
}

export function EventCard(
  { event, onBook, variant = 'result', headingLevel = 3, priority = false, soldOutAction }: EventCardProps,
) {
  const { t } = useTranslation();
  const [details, setDetails] = useState(false);
  const applicable = event.partnerships.filter((p) => p.applicable);
  const shown = applicable.slice(0, 2);
  const listing = variant === 'listing';
  // Ticket types at different prices (ADR 0030): the cheapest, 'A partir de'.
  const varied = new Set(event.ticketTypes.map((type) => type.priceCents)).size > 1;
  const price = varied
    ? t('A partir de {{price}}', { price: formatMZN(event.ticketPriceCents) })
    : event.isPaid
    ? formatMZN(event.ticketPriceCents)
    : t('Gratuito');
  const bookLabel = !event.isPaid ? t('Registar Presença') : listing ? t('Comprar Bilhete') : t('Reservar');

  return (
    <SummaryCard
      aria-label={event.title}
      data-event-id={event.id}
      headingLevel={headingLevel}
      // As the event page's own heading (level 1) the title is not a link to itself, and the page does not repeat it
      // (issue 15: the title was shown twice).
      title={headingLevel === 1 ? event.title : <Link href={`/events/${event.id}`}>{event.title}</Link>}
      badges={
        <Row>
          <Badge tone={CATEGORY_TONES[event.category]}>{t(CATEGORY_LABELS[event.category])}</Badge>
          <Badge tone="neutral">{t(TYPE_LABELS[event.eventType])}</Badge>
        </Row>
      }
      media={
        <Photo
          photo={event.photos[0]}
          label={event.title}
          aspectRatio={16 / 9}
          sizes={priority ? '(min-width: 768px) 768px, 100vw' : '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'}
          priority={priority}
        />
      }
      mediaBadges={event.isFeatured || event.hasPartnerships ? (
        <>
          {event.isFeatured ? <Badge tone="brand">{t('Destaque')}</Badge> : null}
          {event.hasPartnerships ? <Badge tone="success">{t('Parcerias')}</Badge> : null}
        </>
      ) : null}
      price={{
        ...(varied || !event.isPaid ? { text: price } : { centavos: event.ticketPriceCents }),
        after: event.isPaid ? t('por bilhete') : undefined,
        emphasis: 'plain',
      }}
      actions={
        <>
          <Button variant="outline" onClick={() => setDetails(true)}>
            {listing ? t('Ver Detalhes') : t('Detalhes')}
          </Button>
          {event.isPaid && event.soldOut && soldOutAction ? (
            <>
              <Badge tone="danger">{t('Esgotado')}</Badge>
              {soldOutAction}
            </>
          ) : event.isPaid && event.soldOut ? (
            <Button disabled>{t('Esgotado')}</Button>
          ) : (
            <Button onClick={() => onBook(event)} aria-label={t('{{action}}: {{title}}', { action: bookLabel, title: event.title })}>
              {bookLabel}
            </Button>
          )}
        </>
      }
    >
      {event.description ? <Description>{event.description}</Description> : null}
      <Facts>
        <dt>{t('Data')}</dt>
        <dd>
          {listing ? dateRange(event) : formatDate(event.startDate)} · {event.startTime}
          {listing ? ` – ${event.endTime}` : ''}
        </dd>
        <dt>{t('Local')}</dt>
        <dd>
          {event.venue}, {event.address}
        </dd>
        {listing ? (
          <>
            <dt>{t('Organizador')}</dt>
            <dd>
              <Link href={`/organizador/${event.organiser.id}`}>{event.organiser.name}</Link>
            </dd>
            <dt>{t('Bilhetes')}</dt>
            <dd>
              {t('{{sold}}/{{max}} vendidos', { sold: event.ticketsSold, max: event.maxTickets })}
            </dd>
          </>
        ) : (
          <>
            <dt>{t('Participantes')}</dt>
            <dd>
              {event.ticketsSold}/{event.maxTickets}
            </dd>
          </>
        )}
      </Facts>
      {listing ? (
        <Row>
          {event.accommodationDiscount ? (
            <Badge tone="success">{t('Alojamento −{{percent}}%', { percent: event.accommodationDiscount })}</Badge>
          ) : null}
          {event.transportDiscount ? <Badge tone="info">{t('Transporte −{{percent}}%', { percent: event.transportDiscount })}</Badge> : null}
        </Row>
      ) : shown.length ? (
        <Offers aria-label={t('Ofertas de parceiros')}>
          {shown.map((p) => (
            <li key={p.id}>
              {t('{{partner}}: {{percent}}% desconto', { partner: p.partnerName, percent: p.discountPercentage })}
            </li>
          ))}
          {applicable.length > 2 ? <li>{t('+{{count}} mais parcerias', { count: applicable.length - 2 })}</li> : null}
        </Offers>
      ) : null}
      <Modal
        open={details}
        onOpenChange={setDetails}
        title={event.title}
        description={`${t(TYPE_LABELS[event.eventType])} · ${t(CATEGORY_LABELS[event.category])}`}
        footer={
          <Button as={Link} href={`/events/${event.id}`} variant="outline">
            {t('Abrir página do evento')}
          </Button>
        }
      >
        <Facts>
          <dt>{t('Data')}</dt>
          <dd>{dateRange(event)}</dd>
          <dt>{t('Horário')}</dt>
          <dd>
            {event.startTime} – {event.endTime}
          </dd>
          <dt>{t('Local')}</dt>
          <dd>
            {event.venue}, {event.address}
          </dd>
          <dt>{t('Preço')}</dt>
          <dd>{event.isPaid ? t('{{price}} por bilhete', { price }) : price}</dd>
          <dt>{t('Bilhetes disponíveis')}</dt>
          <dd>{event.ticketsLeft}</dd>
        </Facts>
      </Modal>
    </SummaryCard>
  );
}
