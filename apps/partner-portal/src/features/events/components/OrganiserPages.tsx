/**
 * @module The event organisers' area (/organizadores, DECISIONS.md 4; issue 5): the dashboard (figures of their
 * events from the API), Os Meus Eventos (tabs Ativos, Anteriores, Rascunhos; create, edit, publish, cancel), Vendas
 * (ticket sales and the attendee list of one event) and Check-in (typed code, or the camera where the browser
 * offers BarcodeDetector).
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
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
  upcoming: { label: msg('Próximo'), tone: 'success' },
  draft: { label: msg('Rascunho'), tone: 'neutral' },
  cancelled: { label: msg('Cancelado'), tone: 'danger' },
  past: { label: msg('Terminado'), tone: 'info' },
};

const dates = (e: OrganiserEvent) =>
  e.startDate === e.endDate ? formatDate(e.startDate) : `${formatDate(e.startDate)} – ${formatDate(e.endDate)}`;

export function OrganiserDashboardPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useMyEvents();
  const all = data ? [...data.active, ...data.past] : [];
  const sum = (k: 'confirmedTickets' | 'revenueCents' | 'checkedIn') => all.reduce((n, e) => n + e[k], 0);
  return (
    <Page width="xl" title={t('Dashboard do Organizador')} description={t('Os seus eventos, vendas de bilhetes e entradas.')}>
      <Stats role="list" aria-label={t('Resumo do organizador')}>
        <StatCard role="listitem" label={t('Eventos ativos')} value={data?.active.length ?? '—'} loading={isLoading} icon="calendar" />
        <StatCard role="listitem" label={t('Bilhetes vendidos')} value={data ? sum('confirmedTickets') : '—'} loading={isLoading} icon="ticket" />
        <StatCard role="listitem" label={t('Receita de bilhetes')} value={data ? formatMZN(sum('revenueCents')) : '—'} loading={isLoading} icon="ticket" />
        <StatCard role="listitem" label={t('Entradas registadas')} value={data ? sum('checkedIn') : '—'} loading={isLoading} icon="check-circle" />
      </Stats>
      <Section title={t('Próximos Eventos')}>
        {isLoading ? <Skeleton variant="rect" height={120} /> : data?.active.length ? (
          <List>
            {data.active.slice(0, 5).map((e) => <EventRow key={e.id} event={e} />)}
          </List>
        ) : (
          <EmptyState
            headingLevel={3}
            icon="calendar"
            title={t('Sem eventos')}
            description={t('Os eventos que criar aparecem aqui, com os bilhetes vendidos.')}
            action={<Button as={Link} href="/organizadores/eventos">{t('Os Meus Eventos')}</Button>}
          />
        )}
      </Section>
    </Page>
  );
}

function EventRow({ event, actions }: { event: OrganiserEvent; actions?: ReactNode }) {
  const { t } = useTranslation();
  const status = STATUS[event.status];
  return (
    <Card as="article" aria-label={event.title}>
      <Card.Header>
        <h3 style={{ margin: 0 }}>{event.title}</h3>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </Card.Header>
      <Card.Body>
        <Facts>
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
export function OrganiserEventsPanel({ salesHref, label: labelProp }: OrganiserEventsPanelProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('Os meus eventos');
  const { data, isLoading } = useMyEvents();
  const { toast } = useToast();
  const [tab, setTab] = useState('ativos');
  const [editing, setEditing] = useState<OrganiserEvent | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<OrganiserEvent | null>(null);
  const [photosOf, setPhotosOf] = useState<OrganiserEvent | null>(null);

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast({ title: t(success), variant: 'success' });
    } catch (err) {
      toast({ title: t('Erro'), description: errorMessage(err, t('Tente novamente.')), variant: 'destructive' });
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
                    {t('Vendas')}
                  </Button>
                ) : null}
                {e.status === 'draft' || e.status === 'upcoming' ? (
                  <Button size="sm" variant="outline" onClick={() => setEditing(e)}>{t('Editar')}</Button>
                ) : null}
                {e.status === 'draft' || e.status === 'upcoming' ? (
                  <Button size="sm" variant="outline" onClick={() => setPhotosOf(e)}>{t('Fotografias')}</Button>
                ) : null}
                {e.status === 'draft' ? (
                  <Button size="sm" onClick={() => run(() => publishEvent(e.id), msg('Evento publicado!'))}>{t('Publicar')}</Button>
                ) : null}
                {e.status === 'draft' || e.status === 'upcoming' ? (
                  <Button size="sm" variant="destructive" onClick={() => setCancelling(e)}>{t('Cancelar')}</Button>
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
        <Button onClick={() => setEditing('new')}>{t('Criar Evento')}</Button>
      </div>
      <Tabs
        label={label}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            id: 'ativos',
            label: t('Ativos ({{n}})', { n: data?.active.length ?? 0 }),
            content: list(data?.active, t('Nenhum evento ativo')),
          },
          {
            id: 'anteriores',
            label: t('Anteriores ({{n}})', { n: data?.past.length ?? 0 }),
            content: list(data?.past, t('Nenhum evento anterior')),
          },
          {
            id: 'rascunhos',
            label: t('Rascunhos ({{n}})', { n: data?.drafts.length ?? 0 }),
            content: list(data?.drafts, t('Nenhum rascunho')),
          },
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
        <PhotosDialog title={t('Fotografias: {{name}}', { name: photosOf.title })} targetType="event" targetId={photosOf.id}
          label={photosOf.title} onClose={() => setPhotosOf(null)} />
      ) : null}
      <Modal
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('Cancelar evento')}
        description={t('As reservas deste evento são canceladas e os bilhetes deixam de ser válidos.')}
        footer={
          <>
            <Button variant="outline" onClick={() => setCancelling(null)}>{t('Voltar')}</Button>
            <Button
              variant="destructive"
              onClick={() => {
                const e = cancelling;
                setCancelling(null);
                if (e) void run(() => cancelEvent(e.id), msg('Evento cancelado.'));
              }}
            >
              {t('Cancelar evento')}
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
  const { t } = useTranslation();
  return (
    <Page width="xl" title={t('Os Meus Eventos')} description={t('Criar, publicar e gerir os seus eventos e feiras.')}>
      <OrganiserEventsPanel salesHref={(e) => `/organizadores/vendas?evento=${e.id}`} />
    </Page>
  );
}

export function OrganiserSalesPage() {
  const { t } = useTranslation();
  const { data } = useMyEvents();
  const [params, setParams] = useSearchParams();
  const all = data ? [...data.active, ...data.past, ...data.drafts] : [];
  const selected = params.get('evento') ?? all[0]?.id ?? null;
  const sales = useEventSales(selected);
  const attendees = useAttendees(selected);
  const s = sales.data;
  const receipts = receiptsByBooking(useReceipts('provider').data);
  return (
    <Page width="xl" title={t('Vendas')} description={t('Bilhetes vendidos, receita e participantes por evento.')}>
      {all.length ? (
        <Select
          label={t('Evento')}
          options={all.map((e) => ({ value: e.id, label: `${e.title} (${formatDate(e.startDate)})` }))}
          value={selected ?? ''}
          onChange={(e) => setParams(new URLSearchParams({ evento: e.currentTarget.value }))}
        />
      ) : data ? <EmptyState headingLevel={2} icon="ticket" title={t('Ainda não tem eventos')} /> : null}
      {s ? (
        <>
          <Stats role="list" aria-label={t('Vendas do evento')}>
            <StatCard
              role="listitem"
              label={t('Bilhetes vendidos')}
              value={`${s.event.ticketsSold}/${s.event.maxTickets}`}
              hint={t('{{paid}} pagos na plataforma · {{external}} vendidos noutros canais (registo seu)', {
                paid: s.event.confirmedTickets,
                external: s.event.externalTicketsSold,
              })}
            />
            <StatCard role="listitem" label={t('Reservados (por pagar)')} value={s.event.heldTickets} />
            <StatCard role="listitem" label={t('Receita')} value={formatMZN(s.event.revenueCents)} />
            <StatCard role="listitem" label={t('Entradas')} value={s.event.checkedIn} />
          </Stats>
          <OrganiserTools event={s.event} />
          {s.byPartnership.length ? (
            <Section title={t('Vendas por parceria')}>
              <TableWrap>
                <table>
                  <thead>
                    <tr><th>{t('Parceiro')}</th><th>{t('Bilhetes')}</th><th>{t('Descontos')}</th></tr>
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
          <Section title={t('Reservas')}>
            {s.bookings.length ? (
              <TableWrap>
                <table>
                  <thead>
                    <tr><th>{t('Comprador')}</th><th>{t('Bilhetes')}</th><th>{t('Estado')}</th><th>{t('Parceria')}</th><th>{t('Total')}</th><th>{t('Data')}</th><th>{t('Recibos')}</th></tr>
                  </thead>
                  <tbody>
                    {s.bookings.map((b) => (
                      <tr key={b.id}>
                        <td>{b.buyerName}</td><td>{b.ticketQuantity}</td><td>{t(BOOKING_LABELS[b.status])}</td>
                        <td>{b.partnerName ?? '—'}</td><td>{formatMZN(b.totalCents)}</td><td>{formatDate(b.createdAt)}</td>
                        <td><ReceiptLinks receipts={receipts.get(b.id) ?? []} /></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            ) : <p>{t('Sem reservas na plataforma.')}</p>}
          </Section>
        </>
      ) : selected ? <Skeleton variant="rect" height={120} /> : null}
      {selected ? (
        <Section title={t('Participantes')}>
          {attendees.data?.length ? (
            <TableWrap>
              <table>
                <thead>
                  <tr><th>{t('Participante')}</th><th>{t('Código')}</th><th>{t('Entrada')}</th></tr>
                </thead>
                <tbody>
                  {attendees.data.map((a) => (
                    <tr key={a.ticketId}>
                      <td>{a.attendeeName}</td>
                      <td><code>{a.code}</code></td>
                      <td>{a.cancelled ? t('Cancelado') : a.checkedInAt ? formatTime(a.checkedInAt) : t('Por entrar')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          ) : attendees.data ? <p>{t('Ainda não há bilhetes emitidos.')}</p> : null}
        </Section>
      ) : null}
    </Page>
  );
}

const BOOKING_LABELS = { pending: msg('Pendente'), confirmed: msg('Confirmada'), completed: msg('Concluída'), cancelled: msg('Cancelada') };

export function OrganiserCheckInPage() {
  const { t } = useTranslation();
  return (
    <Page width="xl" title={t('Check-in')} description={t('Registo das entradas dos participantes no dia do evento.')}>
      <Alert tone="info">{t('Cada bilhete só pode entrar uma vez: uma segunda validação é recusada com a hora da primeira.')}</Alert>
      <CheckInPanel />
    </Page>
  );
}
