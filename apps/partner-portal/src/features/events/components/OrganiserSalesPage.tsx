/** @module Vendas (/organizadores/vendas, issue 5): ticket sales, bookings and the attendee list of one event. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { BOOKING_STATUS_LABELS } from '@turismo/app-core/booking-labels';
import { Page } from '@turismo/app-core/Page';
import { ReceiptLinks, receiptsByBooking, useReceipts } from '@turismo/app-core/receipts';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { Section } from '../../../lib/Section.tsx';
import { useAttendees, useEventSales, useMyEvents } from '../api/organiser-events.ts';
import { formatTime } from '../lib/format-time.ts';
import { OrganiserTools } from './OrganiserTools.tsx';
import { TableScroll } from '@turismo/ui-kit/TableScroll';
import { Stats } from './organiser-layout.ts';

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
              <TableScroll>
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
              </TableScroll>
            </Section>
          ) : null}
          <Section title={t('Reservas')}>
            {s.bookings.length ? (
              <TableScroll>
                <table>
                  <thead>
                    <tr><th>{t('Comprador')}</th><th>{t('Bilhetes')}</th><th>{t('Estado')}</th><th>{t('Parceria')}</th><th>{t('Total')}</th><th>{t('Data')}</th><th>{t('Recibos')}</th></tr>
                  </thead>
                  <tbody>
                    {s.bookings.map((b) => (
                      <tr key={b.id}>
                        <td>{b.buyerName}</td><td>{b.ticketQuantity}</td><td>{t(BOOKING_STATUS_LABELS[b.status])}</td>
                        <td>{b.partnerName ?? '—'}</td><td>{formatMZN(b.totalCents)}</td><td>{formatDate(b.createdAt)}</td>
                        <td><ReceiptLinks receipts={receipts.get(b.id) ?? []} /></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            ) : <p>{t('Sem reservas na plataforma.')}</p>}
          </Section>
        </>
      ) : selected ? <Skeleton variant="rect" height={120} /> : null}
      {selected ? (
        <Section title={t('Participantes')}>
          {attendees.data?.length ? (
            <TableScroll>
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
            </TableScroll>
          ) : attendees.data ? <p>{t('Ainda não há bilhetes emitidos.')}</p> : null}
        </Section>
      ) : null}
    </Page>
  );
}

