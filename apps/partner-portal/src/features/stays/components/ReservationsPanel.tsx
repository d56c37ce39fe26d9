/**
 * @module 'Reservas' (spec 2.16): the real stays of the establishment as a list or a calendar, with confirm, cancel,
 * check-in, complete and no-show; each reservation's receipts (issue 12).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptsByBooking, useReceipts } from '@turismo/app-core/receipts';
import { useAction } from '@turismo/app-core/use-action';
import { Button } from '@turismo/ui-kit/Button';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Grid } from '@turismo/ui-kit/Grid';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { useToast } from '@turismo/ui-kit/Toast';
import { type Hotel, type Reservation, reservationAction, type ReservationAction, useReservations } from '../api/lodging.ts';
import { Actions, Toolbar } from './lodging-layout.ts';
import { ACTION_DONE, cancelQuestion, NO_SHOW_QUESTION } from './reservation-labels.ts';
import { ReservationCard } from './ReservationCard.tsx';
import { ReservationsCalendar } from './ReservationsCalendar.tsx';

export function ReservationsPanel({ hotel, onChanged }: { hotel: Hotel; onChanged: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [view, setView] = useState<'lista' | 'calendario'>('lista');
  const { data, error, isLoading, mutate } = useReservations(hotel.id);
  // Issue 12: each reservation's receipts (payment, refund) as PDF.
  const receipts = receiptsByBooking(useReceipts('provider').data);
  const run = useAction(
    ({ r, action }: { r: Reservation; action: ReservationAction }) => reservationAction(hotel.id, r.id, action),
    {
      failure: { description: t('Tente novamente.') },
      onSuccess: async (_, { r, action }) => {
        toast({ title: t(ACTION_DONE[action]), description: `${r.guestName} · ${r.roomTypeName}`, variant: 'success' });
        await mutate();
        onChanged();
      },
    },
  );
  const busy = run.pending ? `${run.pending.r.id}:${run.pending.action}` : null;
  const act = async (r: Reservation, action: ReservationAction) => {
    if (action === 'cancel' && !window.confirm(cancelQuestion(r, t))) return;
    if (action === 'no-show' && !window.confirm(t(NO_SHOW_QUESTION))) return;
    await run.trigger({ r, action });
  };

  if (isLoading) return <Skeleton lines={4} />;
  if (error) {
    return <EmptyState headingLevel={3} icon="alert" title={t('Erro')} description={t('Não foi possível carregar as reservas.')}
      action={<Button variant="outline" onClick={() => void mutate()}>{t('Tentar novamente')}</Button>} />;
  }
  const list = data ?? [];
  if (list.length === 0) {
    return <EmptyState headingLevel={3} icon="calendar" title={t('Sem reservas')}
      description={t('As reservas dos seus hóspedes aparecem aqui.')} />;
  }
  const toggle = (
    <Toolbar role="group" aria-label={t('Vista das reservas')}>
      <Actions>
        <Button size="sm" variant={view === 'lista' ? 'primary' : 'outline'} aria-pressed={view === 'lista'}
          onClick={() => setView('lista')}>{t('Lista')}</Button>
        <Button size="sm" variant={view === 'calendario' ? 'primary' : 'outline'} aria-pressed={view === 'calendario'}
          onClick={() => setView('calendario')}>{t('Calendário')}</Button>
      </Actions>
    </Toolbar>
  );
  if (view === 'calendario') {
    return <>{toggle}<ReservationsCalendar reservations={list} /></>;
  }
  return (
    <>
    {toggle}
    <Grid tablet={1} aria-label={t('Reservas do alojamento')}>
      {list.map((r) => (
        <li key={r.id}>
          <ReservationCard reservation={r} receipts={receipts.get(r.id) ?? []} busy={busy} onAct={(a) => void act(r, a)} />
        </li>
      ))}
    </Grid>
    </>
  );
}
