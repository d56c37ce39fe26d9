/**
 * @module The event page (/events/{id}; spec 2.8): the event card with every detail, its partnerships, a link to
 * the organiser's public profile, the sections the app composes below (reviews) and the booking dialog. Visitors who book are sent to /signup and come back here.
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { formatDate } from '@turismo/app-core/format';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { ShareActions } from '@turismo/app-core/ShareActions';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { type EventBooking, type EventItem, useEvent } from '../api/events.ts';
import { EventBookingDialog } from './EventBookingDialog.tsx';
import { ticketTypeLabel } from './TicketChoices.tsx';
import { EventCard } from './EventCard.tsx';

export type EventDetailPageProps = {
  /** The event id from the path. */
  eventId: string;
  onBooked: (booking: EventBooking, event: EventItem) => void;
  /** Sections the app composes under the event (its published reviews, from the reviews feature). */
  children?: ReactNode;
  /** The caller's usable rewards for events (composed in src/app). */
  rewards?: ReadonlyArray<{ id: string; label: string }>;
  /** What a sold-out event offers beside 'Esgotado' (the waitlist, composed in src/app; issue 30). */
  soldOutAction?: (event: EventItem) => ReactNode;
};

const Root = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container.md};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function EventDetailPage({ eventId, onBooked, rewards, children, soldOutAction }: EventDetailPageProps) {
  const { t } = useTranslation();
  const { data: event, isLoading, error } = useEvent(eventId);
  const { user, loading } = useSession();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [typeId, setTypeId] = useState<string | undefined>();

  if (isLoading) {
    return (
      <Root>
        <Skeleton variant="rect" height={360} />
      </Root>
    );
  }
  if (error || !event) {
    return (
      <Root>
        <EmptyState
          headingLevel={2}
          icon="alert"
          title={t('Evento não encontrado')}
          description={t('Este evento não existe ou já não está disponível.')}
          action={<Button as={Link} href="/eventos">{t('Ver eventos')}</Button>}
        />
      </Root>
    );
  }
  const partnerships = event.partnerships.filter((p) => p.applicable);
  const book = (ticketTypeId?: string) => {
    if (loading) return;
    if (!user) return navigate(`/signup?next=${encodeURIComponent(`/events/${event.id}`)}`);
    setTypeId(ticketTypeId);
    setOpen(true);
  };
  return (
    <Root>
      <EventCard
        event={event}
        headingLevel={1}
        priority
        onBook={() => book()}
        soldOutAction={soldOutAction?.(event)}
      />
      {event.status === 'upcoming' ? (
        <p>
          <Button as={Link} href={`/events/${event.id}/planear`} variant="secondary">
            {t('Planear a viagem')}
          </Button>{' '}
          <span>{t('Bilhetes, viagem de ida e volta e estadia num só pagamento.')}</span>
        </p>
      ) : null}
      <ShareActions
        title={event.title}
        text={`${event.venue}, ${formatDate(event.startDate)} ${event.startTime}`}
        url={`/events/${event.id}`}
        calendarFile={event.title}
        calendar={{
          uid: `event-${event.id}@mozturismo`,
          title: event.title,
          description: event.description,
          location: [event.venue, event.address].filter(Boolean).join(', '),
          startDate: event.startDate,
          startTime: event.startTime,
          endDate: event.endDate,
          endTime: event.endTime,
          url: new URL(`/events/${event.id}`, window.location.origin).href,
        }}
      />
      {event.ticketTypes.length ? (
        <section aria-labelledby="ticket-types">
          <h2 id="ticket-types">{t('Bilhetes')}</h2>
          <List>
            {event.ticketTypes.map((type) => (
              <li key={type.id}>
                {ticketTypeLabel(type, t)}
                {type.description ? `. ${type.description}` : ''}{' '}
                {type.saleState === 'on_sale' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => book(type.id)}
                    aria-label={t('Escolher bilhete {{name}}', { name: type.name })}
                  >
                    {t('Escolher')}
                  </Button>
                ) : null}
              </li>
            ))}
          </List>
        </section>
      ) : null}
      {partnerships.length ? (
        <section aria-labelledby="partners">
          <h2 id="partners">{t('Parcerias')}</h2>
          <List>
            {partnerships.map((p) => (
              <li key={p.id}>
                {p.partnerType === 'accommodation'
                  ? t('{{partner}} (alojamento): {{percent}}% desconto', {
                    partner: p.partnerName,
                    percent: p.discountPercentage,
                  })
                  : t('{{partner}} (transporte): {{percent}}% desconto', {
                    partner: p.partnerName,
                    percent: p.discountPercentage,
                  })}
                {p.minEventTickets > 1 ? t(', a partir de {{count}} bilhetes', { count: p.minEventTickets }) : ''}
                {p.validUntil ? t(', válida até {{date}}', { date: formatDate(p.validUntil) }) : ''}
                {p.specialOffer ? `. ${p.specialOffer}` : ''}
              </li>
            ))}
          </List>
        </section>
      ) : null}
      <p>
        {t('Organizado por')} <Link href={`/organizador/${event.organiser.id}`}>{event.organiser.name}</Link>
      </p>
      {event.isPaid ? (
        <section aria-labelledby="cancelamento">
          <h2 id="cancelamento">{t('Cancelamento')}</h2>
          <p data-cancellation-policy>{event.cancellationPolicy.text}</p>
        </section>
      ) : null}
      {event.websiteUrl ? (
        <p>
          <a href={event.websiteUrl} target="_blank" rel="noreferrer">{t('Página oficial do evento')}</a>
        </p>
      ) : null}
      {children}
      {open ? (
        <EventBookingDialog
          event={event}
          initialTicketTypeId={typeId}
          open
          rewards={rewards}
          onOpenChange={setOpen}
          onBooked={(b) => {
            setOpen(false);
            onBooked(b, event);
          }}
        />
      ) : null}
    </Root>
  );
}
