/**
 * @module The event organisers' area (/organizadores, DECISIONS.md 4; issue 5): the dashboard (figures of their
 * events from the API), Os Meus Eventos (tabs Ativos, Anteriores, Rascunhos; create, edit, publish, cancel), Vendas
 * (ticket sales and the attendee list of one event) and Check-in (typed code, or the camera where the browser
 * offers BarcodeDetector).
 */
import { type ReactNode, useState } from 'react';
import { ReceiptLinks, receiptsByBooking, useReceipts } from '@turismo/app-core/receipts';
import styled from 'styled-components';
import { Link, useSearchParams } from 'wouter';
import { errorMessage } from '@turismo/app-core/use-action';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Modal } from '@turismo/ui-kit/Modal';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { useToast } from '@turismo/ui-kit/Toast';
import { Page } from '@turismo/app-core/Page';
import { Section } from '../../../lib/Section.tsx';
import { PhotosDialog } from '../../../lib/photos/PhotoManager.tsx';
import {
  cancelEvent,
  type OrganiserEvent,
  publishEvent,
  useAttendees,
  useEventSales,
  useMyEvents,
} from '../api/organiser-events.ts';
import { formatTime } from '../lib/format-time.ts';
import { CheckInPanel } from './CheckInPanel.tsx';
import { EventForm } from './EventForm.tsx';
import { OrganiserTools } from './OrganiserTools.tsx';

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Facts = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TableWrap = styled.div`
  position: relative;
  overflow-x: auto;

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const STATUS: Record<OrganiserEvent['status'], { label: string; tone: 'success' | 'neutral' | 'danger' | 'info' }> = {
  upcoming: { label: 'Próximo', tone: 'success' },
  draft: { label: 'Rascunho', tone: 'neutral' },
  cancelled: { label: 'Cancelado', tone: 'danger' },
  past: { label: 'Terminado', tone: 'info' },
};

const dates = (e: OrganiserEvent) =>
  e.startDate === e.endDate ? formatDate(e.startDate) : `${formatDate(e.startDate)} – ${formatDate(e.endDate)}`;

export function OrganiserDashboardPage() {
  const { data, isLoading } = useMyEvents();
  const all = data ? [...data.active, ...data.past] : [];
  const sum = (k: 'confirmedTickets' | 'revenueCents' | 'checkedIn') => all.reduce((n, e) => n + e[k], 0);
  return (
    <Page width="xl" title="Dashboard do Organizador" description="Os seus eventos, vendas de bilhetes e entradas.">
      <Stats role="list" aria-label="Resumo do organizador">
        <StatCard role="listitem" label="Eventos ativos" value={data?.active.length ?? '—'} loading={isLoading} icon="calendar" />
        <StatCard role="listitem" label="Bilhetes vendidos" value={data ? sum('confirmedTickets') : '—'} loading={isLoading} icon="ticket" />
        <StatCard role="listitem" label="Receita de bilhetes" value={data ? formatMZN(sum('revenueCents')) : '—'} loading={isLoading} icon="ticket" />
        <StatCard role="listitem" label="Entradas registadas" value={data ? sum('checkedIn') : '—'} loading={isLoading} icon="check-circle" />
      </Stats>
      <Section title="Próximos Eventos">
        {isLoading ? <Skeleton variant="rect" height={120} /> : data?.active.length ? (
          <List>
            {data.active.slice(0, 5).map((e) => <EventRow key={e.id} event={e} />)}
          </List>
        ) : (
          <EmptyState
            headingLevel={3}
            icon="calendar"
            title="Sem eventos"
            description="Os eventos que criar aparecem aqui, com os bilhetes vendidos."
            action={<Button as={Link} href="/organizadores/eventos">Os Meus Eventos</Button>}
          />
        )}
      </Section>
    </Page>
  );
}

function EventRow({ event, actions }: { event: OrganiserEvent; actions?: ReactNode }) {
  const status = STATUS[event.status];
  return (
    <Card as="article" aria-label={event.title}>
      <Card.Header>
        <h3 style={{ margin: 0 }}>{event.title}</h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </Card.Header>
      <Card.Body>
        <Facts>
          <span>
            {dates(event)} · {event.startTime}
          </span>
          <span>{event.venue}</span>
          <span>
            {event.ticketsSold}/{event.maxTickets} bilhetes na plataforma
          </span>
          {event.externalTicketsSold > 0 ? <span>{event.externalTicketsSold} vendidos noutros canais (registo seu)</span> : null}
          <span>{event.isPaid ? formatMZN(event.ticketPriceCents) : 'Gratuito'}</span>
          <span>Receita {formatMZN(event.revenueCents)}</span>
          <span>{event.checkedIn} entradas</span>
        </Facts>
      </Card.Body>
      {actions ? <Card.Footer>{actions}</Card.Footer> : null}
    </Card>
  );
}

export type OrganiserEventsPanelProps = {
  /** Where an event's 'Vendas' button leads; without it the button is not shown (e.g. outside /organizadores). */
  salesHref?: (event: OrganiserEvent) => string;
  /** Accessible name of the Ativos / Anteriores / Rascunhos tab list. */
  label?: string;
};

/**
 * The organiser's events without a page frame: 'Criar Evento' (the create form in a dialog), the tabs Ativos,
 * Anteriores and Rascunhos, and each event's actions (edit, publish, cancel). Os Meus Eventos shows it; src/app also
 * hands it to the lodging dashboard's Eventos tab (issue 5, spec 2.16).
 */
export function OrganiserEventsPanel({ salesHref, label = 'Os meus eventos' }: OrganiserEventsPanelProps) {
  const { data, isLoading } = useMyEvents();
  const { toast } = useToast();
  const [tab, setTab] = useState('ativos');
  const [editing, setEditing] = useState<OrganiserEvent | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<OrganiserEvent | null>(null);
  const [photosOf, setPhotosOf] = useState<OrganiserEvent | null>(null);

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast({ title: success, variant: 'success' });
    } catch (err) {
      toast({ title: 'Erro', description: errorMessage(err, 'Tente novamente.'), variant: 'destructive' });
    }
  };

  const list = (events: OrganiserEvent[] | undefined, empty: string) =>
    isLoading ? <Skeleton variant="rect" height={160} /> : events?.length ? (
      <List>
        {events.map((e) => (
          <EventRow
            key={e.id}
            event={e}
            actions={
              <>
                {salesHref ? (
                  <Button size="sm" variant="outline" as={Link} href={salesHref(e)}>
                    Vendas
                  </Button>
                ) : null}
                {e.status === 'draft' || e.status === 'upcoming' ? (
                  <Button size="sm" variant="outline" onClick={() => setEditing(e)}>Editar</Button>
                ) : null}
                {e.status === 'draft' || e.status === 'upcoming' ? (
                  <Button size="sm" variant="outline" onClick={() => setPhotosOf(e)}>Fotografias</Button>
                ) : null}
                {e.status === 'draft' ? (
                  <Button size="sm" onClick={() => run(() => publishEvent(e.id), 'Evento publicado!')}>Publicar</Button>
                ) : null}
                {e.status === 'draft' || e.status === 'upcoming' ? (
                  <Button size="sm" variant="destructive" onClick={() => setCancelling(e)}>Cancelar</Button>
                ) : null}
              </>
            }
          />
        ))}
      </List>
    ) : (
      <EmptyState headingLevel={3} icon="calendar" title={empty} />
    );

  return (
    <>
      <div>
        <Button onClick={() => setEditing('new')}>Criar Evento</Button>
      </div>
      <Tabs
        label={label}
        value={tab}
        onValueChange={setTab}
        items={[
          { id: 'ativos', label: `Ativos (${data?.active.length ?? 0})`, content: list(data?.active, 'Nenhum evento ativo') },
          { id: 'anteriores', label: `Anteriores (${data?.past.length ?? 0})`, content: list(data?.past, 'Nenhum evento anterior') },
          { id: 'rascunhos', label: `Rascunhos (${data?.drafts.length ?? 0})`, content: list(data?.drafts, 'Nenhum rascunho') },
        ]}
      />
      {editing ? (
        <EventForm
          key={editing === 'new' ? 'new' : editing.id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          event={editing === 'new' ? undefined : editing}
        />
      ) : null}
      {photosOf ? (
        <PhotosDialog title={`Fotografias: ${photosOf.title}`} targetType="event" targetId={photosOf.id}
          label={photosOf.title} onClose={() => setPhotosOf(null)} />
      ) : null}
      <Modal
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancelar evento"
        description="As reservas deste evento são canceladas e os bilhetes deixam de ser válidos."
        footer={
          <>
            <Button variant="outline" onClick={() => setCancelling(null)}>Voltar</Button>
            <Button
              variant="destructive"
              onClick={() => {
                const e = cancelling;
                setCancelling(null);
                if (e) void run(() => cancelEvent(e.id), 'Evento cancelado.');
              }}
            >
              Cancelar evento
            </Button>
          </>
        }
      >
        <p>{cancelling?.title}</p>
      </Modal>
    </>
  );
}

export function OrganiserEventsPage() {
  return (
    <Page width="xl" title="Os Meus Eventos" description="Criar, publicar e gerir os seus eventos e feiras.">
      <OrganiserEventsPanel salesHref={(e) => `/organizadores/vendas?evento=${e.id}`} />
    </Page>
  );
}

export function OrganiserSalesPage() {
  const { data } = useMyEvents();
  const [params, setParams] = useSearchParams();
  const all = data ? [...data.active, ...data.past, ...data.drafts] : [];
  const selected = params.get('evento') ?? all[0]?.id ?? null;
  const sales = useEventSales(selected);
  const attendees = useAttendees(selected);
  const s = sales.data;
  const receipts = receiptsByBooking(useReceipts('provider').data);
  return (
    <Page width="xl" title="Vendas" description="Bilhetes vendidos, receita e participantes por evento.">
      {all.length ? (
        <Select
          label="Evento"
          options={all.map((e) => ({ value: e.id, label: `${e.title} (${formatDate(e.startDate)})` }))}
          value={selected ?? ''}
          onChange={(e) => setParams(new URLSearchParams({ evento: e.currentTarget.value }))}
        />
      ) : data ? <EmptyState headingLevel={2} icon="ticket" title="Ainda não tem eventos" /> : null}
      {s ? (
        <>
          <Stats role="list" aria-label="Vendas do evento">
            <StatCard
              role="listitem"
              label="Bilhetes vendidos"
              value={`${s.event.ticketsSold}/${s.event.maxTickets}`}
              hint={`${s.event.confirmedTickets} pagos na plataforma · ${s.event.externalTicketsSold} vendidos noutros canais (registo seu)`}
            />
            <StatCard role="listitem" label="Reservados (por pagar)" value={s.event.heldTickets} />
            <StatCard role="listitem" label="Receita" value={formatMZN(s.event.revenueCents)} />
            <StatCard role="listitem" label="Entradas" value={s.event.checkedIn} />
          </Stats>
          <OrganiserTools event={s.event} />
          {s.byPartnership.length ? (
            <Section title="Vendas por parceria">
              <TableWrap>
                <table>
                  <thead>
                    <tr><th>Parceiro</th><th>Bilhetes</th><th>Descontos</th></tr>
                  </thead>
                  <tbody>
                    {s.byPartnership.map((p) => (
                      <tr key={p.partnershipId}><td>{p.partnerName}</td><td>{p.tickets}</td><td>{formatMZN(p.discountCents)}</td></tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            </Section>
          ) : null}
          <Section title="Reservas">
            {s.bookings.length ? (
              <TableWrap>
                <table>
                  <thead>
                    <tr><th>Comprador</th><th>Bilhetes</th><th>Estado</th><th>Parceria</th><th>Total</th><th>Data</th><th>Recibos</th></tr>
                  </thead>
                  <tbody>
                    {s.bookings.map((b) => (
                      <tr key={b.id}>
                        <td>{b.buyerName}</td><td>{b.ticketQuantity}</td><td>{BOOKING_LABELS[b.status]}</td>
                        <td>{b.partnerName ?? '—'}</td><td>{formatMZN(b.totalCents)}</td><td>{formatDate(b.createdAt)}</td>
                        <td><ReceiptLinks receipts={receipts.get(b.id) ?? []} /></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            ) : <p>Sem reservas na plataforma.</p>}
          </Section>
        </>
      ) : selected ? <Skeleton variant="rect" height={120} /> : null}
      {selected ? (
        <Section title="Participantes">
          {attendees.data?.length ? (
            <TableWrap>
              <table>
                <thead>
                  <tr><th>Participante</th><th>Código</th><th>Entrada</th></tr>
                </thead>
                <tbody>
                  {attendees.data.map((a) => (
                    <tr key={a.ticketId}>
                      <td>{a.attendeeName}</td>
                      <td><code>{a.code}</code></td>
                      <td>{a.cancelled ? 'Cancelado' : a.checkedInAt ? formatTime(a.checkedInAt) : 'Por entrar'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          ) : attendees.data ? <p>Ainda não há bilhetes emitidos.</p> : null}
        </Section>
      ) : null}
    </Page>
  );
}

const BOOKING_LABELS = { pending: 'Pendente', confirmed: 'Confirmada', completed: 'Concluída', cancelled: 'Cancelada' };

export function OrganiserCheckInPage() {
  return (
    <Page width="xl" title="Check-in" description="Registo das entradas dos participantes no dia do evento.">
      <Alert tone="info">Cada bilhete só pode entrar uma vez: uma segunda validação é recusada com a hora da primeira.</Alert>
      <CheckInPanel />
    </Page>
  );
}
