/** @module One organiser event as a card (issue 5): status, dates, venue, tickets, revenue and entries; actions below. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { msg } from '@turismo/app-core/i18n';
import { Badge } from '@turismo/ui-kit/Badge';
import { Card } from '@turismo/ui-kit/Card';
import type { OrganiserEvent } from '../api/organiser-events.ts';

const FactLine = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STATUS: Record<OrganiserEvent['status'], { label: string; tone: 'success' | 'neutral' | 'danger' | 'info' }> = {
  upcoming: { label: msg('Próximo'), tone: 'success' },
  draft: { label: msg('Rascunho'), tone: 'neutral' },
  cancelled: { label: msg('Cancelado'), tone: 'danger' },
  past: { label: msg('Terminado'), tone: 'info' },
};

const dates = (e: OrganiserEvent) =>
  e.startDate === e.endDate ? formatDate(e.startDate) : `${formatDate(e.startDate)} – ${formatDate(e.endDate)}`;

export function EventRow({ event, actions }: { event: OrganiserEvent; actions?: ReactNode }) {
  const { t } = useTranslation();
  const status = STATUS[event.status];
  return (
    <Card as="article" aria-label={event.title}>
      <Card.Header>
        <h3 style={{ margin: 0 }}>{event.title}</h3>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </Card.Header>
      <Card.Body>
        <FactLine>
          <span>
            {dates(event)} · {event.startTime}
          </span>
          <span>{event.venue}</span>
          <span>
            {t('{{sold}}/{{max}} bilhetes na plataforma', { sold: event.ticketsSold, max: event.maxTickets })}
          </span>
          {event.externalTicketsSold > 0
            ? <span>{t('{{count}} vendidos noutros canais (registo seu)', { count: event.externalTicketsSold })}</span>
            : null}
          <span>{event.isPaid ? formatMZN(event.ticketPriceCents) : t('Gratuito')}</span>
          <span>{t('Receita {{amount}}', { amount: formatMZN(event.revenueCents) })}</span>
          <span>{t('{{count}} entradas', { count: event.checkedIn })}</span>
        </FactLine>
      </Card.Body>
      {actions ? <Card.Footer>{actions}</Card.Footer> : null}
    </Card>
  );
}
