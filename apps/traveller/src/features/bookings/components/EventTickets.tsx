/**
 * @module The tickets of an event booking in Minhas Reservas (issue 5): one QR code per ticket, carrying the ticket's
 * code that the organiser checks in at the entrance, with the code written under it for typing; and, when the
 * caller offers it (`onCancelTicket`), 'Cancelar bilhete' under each unused ticket while another stays valid (issue
 * 32: each ticket keeps its own refund by the policy; the server's quote is shown before confirming).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QRCodeSVG } from 'qrcode.react';
import { intlLocale } from '@turismo/app-core/i18n';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';

export type EventTicket = { id: string; code: string; seq: number; checkedInAt: string | null; cancelled: boolean };

export type EventTicketsProps = {
  title: string;
  tickets: ReadonlyArray<EventTicket>;
  /** Offers 'Cancelar bilhete' on each unused ticket while at least one other ticket stays valid. */
  onCancelTicket?: (ticket: EventTicket) => void;
};

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  code {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }

  &[data-cancelled='true'] {
    opacity: 0.5;
  }
`;

const time = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), {
    timeZone: 'Africa/Maputo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
  }).format(new Date(iso));

export function EventTickets({ title, tickets, onCancelTicket }: EventTicketsProps) {
  const { t } = useTranslation();
  // The server refuses the last valid ticket (the booking is cancelled instead): it is not offered.
  const live = tickets.filter((x) => !x.cancelled).length;
  return (
    <List aria-label={t('Bilhetes de {{title}}', { title })}>
      {tickets.map((ticket) => (
        <Item key={ticket.code} data-ticket-code={ticket.code} data-cancelled={ticket.cancelled}>
          <QRCodeSVG
            value={ticket.code}
            size={120}
            role="img"
            aria-label={t('Código QR do bilhete {{seq}}: {{code}}', { seq: ticket.seq, code: ticket.code })}
          />
          <span>{t('Bilhete {{seq}}', { seq: ticket.seq })}</span>
          <code>{ticket.code}</code>
          {ticket.cancelled ? <Badge tone="danger">{t('Cancelado')}</Badge> : ticket.checkedInAt ? (
            <Badge tone="success">{t('Entrada {{time}}', { time: time(ticket.checkedInAt) })}</Badge>
          ) : onCancelTicket && live > 1 ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onCancelTicket(ticket)}
              aria-label={t('Cancelar bilhete {{seq}} de {{title}}', { seq: ticket.seq, title })}
            >
              {t('Cancelar bilhete')}
            </Button>
          ) : null}
        </Item>
      ))}
    </List>
  );
}
