/**
 * @module Parcerias (spec 1, /partnerships; issue 15: it said 'Em breve'), in the events feature since the discounts
 * come with an event ticket, from real partnerships (GET /api/events/search?partnerships=true): for each upcoming event with a
 * partnership valid on its date, the partner (an establishment or a transport operator), the discount, from how many
 * tickets, until when and any special offer, with a link to the event, where the discount is applied at booking.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatDate } from '@turismo/app-core/format';
import { Page } from '@turismo/app-core/Page';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Grid } from '@turismo/ui-kit/Grid';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { type EventItem, useEventSearch } from '../api/events.ts';
import type { Translate } from './TicketChoices.tsx';

const Offers = styled.ul`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  li {
    overflow-wrap: anywhere;
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** '20% de desconto num alojamento, a partir de 2 bilhetes, até 15/01/2027', in the app's language (`t`). */
export function offerText(p: EventItem['partnerships'][number], t: Translate): string {
  const percent = p.discountPercentage;
  const what = p.partnerType === 'accommodation'
    ? t('{{percent}}% de desconto num alojamento', { percent })
    : t('{{percent}}% de desconto no transporte', { percent });
  const from = p.minEventTickets > 1 ? t(', a partir de {{count}} bilhetes', { count: p.minEventTickets }) : '';
  const until = p.validUntil ? t(', até {{date}}', { date: formatDate(p.validUntil) }) : '';
  return `${what}${from}${until}`;
}

function EventOffers({ event }: { event: EventItem }) {
  const { t } = useTranslation();
  const offers = event.partnerships.filter((p) => p.applicable);
  return (
    <li>
      <Card as="article" aria-labelledby={`parceria-${event.id}`}>
        <Card.Body>
          <Title id={`parceria-${event.id}`}>
            <Link href={`/events/${event.id}`}>{event.title}</Link>
          </Title>
          <Muted>{formatDate(event.startDate)} · {event.venue}, {event.address}</Muted>
          <Offers aria-label={t('Parcerias de {{title}}', { title: event.title })}>
            {offers.map((p) => (
              <li key={p.id}>
                <Badge tone={p.partnerType === 'accommodation' ? 'info' : 'accent'}>
                  {p.partnerType === 'accommodation' ? t('Alojamento') : t('Transporte')}
                </Badge>{' '}
                <strong>{p.partnerName}</strong>
                <small>{offerText(p, t)}{p.specialOffer ? `. ${p.specialOffer}` : ''}</small>
              </li>
            ))}
          </Offers>
        </Card.Body>
        <Card.Footer>
          <Button as={Link} href={`/events/${event.id}`} size="sm" variant="outline">{t('Ver evento e bilhetes')}</Button>
        </Card.Footer>
      </Card>
    </li>
  );
}

export function PartnershipsPage() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useEventSearch({ partnerships: 'true', sort: 'date' });
  const events = (data ?? []).filter((e) => e.partnerships.some((p) => p.applicable));
  return (
    <Page
      title={t('Parcerias')}
      description={t(
        'Descontos combinados entre eventos, alojamentos e motoristas: com o bilhete do evento, o alojamento ou o transporte parceiro fica mais barato.',
      )}
    >
      {isLoading ? <Skeleton variant="rect" height={200} /> : null}
      {error ? (
        <EmptyState
          icon="alert"
          title={t('Erro')}
          description={t('Não foi possível carregar as parcerias.')}
          action={<Button variant="outline" onClick={() => void mutate()}>{t('Tentar novamente')}</Button>}
        />
      ) : null}
      {data && events.length === 0 ? (
        <EmptyState
          icon="ticket"
          title={t('Sem parcerias de momento')}
          description={t('Quando um evento tiver descontos de alojamentos ou transportes parceiros, aparecem aqui.')}
          action={<Button as={Link} href="/eventos" variant="outline">{t('Ver eventos')}</Button>}
        />
      ) : null}
      {events.length ? (
        <Grid aria-label={t('Eventos com parcerias')}>
          {events.map((e) => <EventOffers key={e.id} event={e} />)}
        </Grid>
      ) : null}
    </Page>
  );
}
