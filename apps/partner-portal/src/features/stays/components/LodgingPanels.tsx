/**
 * @module The accommodations sub-tabs of the lodging area (spec 2.16): 'Publicadas' (room types: add, edit,
 * deactivate, reactivate), 'Reservas' (the real stays of the establishment, with confirm, cancel, check-in and
 * complete) and 'Condições' (free cancellation, instant booking and automatic check-in toggles, check-in and
 * check-out times).
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { type FormEvent, useState } from 'react';
import type { TFunction } from 'i18next';
import { ReceiptLinks, receiptsByBooking, useReceipts } from '@turismo/app-core/receipts';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import { formatDate, formatMZN, formatTime } from '@turismo/app-core/format';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { Checkbox } from '@turismo/ui-kit/Checkbox';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import {
  type Hotel,
  type Reservation,
  reservationAction,
  type ReservationAction,
  type RoomType,
  saveConditions,
  type ConditionsBody,
  updateRoomType,
  useReservations,
} from '../api/lodging.ts';
import { PhotosDialog } from '../../../lib/photos/PhotoManager.tsx';
import { ReservationsCalendar } from './ReservationsCalendar.tsx';
import { RoomTypeDialog } from './RoomTypeDialog.tsx';
import { Facts } from '@turismo/ui-kit/Facts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export function RoomTypesPanel({ hotel, onChanged }: { hotel: Hotel; onChanged: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [editing, setEditing] = useState<RoomType | 'new' | null>(null);
  const [photosOf, setPhotosOf] = useState<RoomType | null>(null);
  const toggleAction = useAction((r: RoomType) => updateRoomType(hotel.id, r.id, { isActive: !r.isActive }), {
    failure: { description: t('Tente novamente.') },
    onSuccess: (_, r) => {
      toast({ title: r.isActive ? t('Tipo de quarto desativado') : t('Tipo de quarto reativado'), variant: 'success' });
      onChanged();
    },
  });
  const busy = toggleAction.pending?.id ?? null;
  const toggle = (r: RoomType) => toggleAction.trigger(r);

  return (
    <div>
      <Toolbar>
        <Button onClick={() => setEditing('new')}>{t('Adicionar tipo de quarto')}</Button>
      </Toolbar>
      {hotel.roomTypes.length === 0 ? (
        <EmptyState headingLevel={3} icon="bed" title={t('Sem tipos de quarto')}
          description={t('Adicione os tipos de quarto do seu alojamento para receber reservas.')} />
      ) : (
        <List>
          {hotel.roomTypes.map((r) => (
            <li key={r.id}>
              <Card as="article" aria-label={r.name}>
                <Card.Body>
                  <Head>
                    <h3>{r.name}</h3>
                    <Badge tone={r.isActive ? 'success' : 'neutral'}>{r.isActive ? t('Ativo') : t('Inativo')}</Badge>
                  </Head>
                  <Facts>
                    <dt>{t('Preço por noite')}</dt>
                    <dd>{formatMZN(r.pricePerNightCents)}</dd>
                    <dt>{t('Ocupação máxima')}</dt>
                    <dd>{r.maxOccupancy}</dd>
                    <dt>{t('Quartos')}</dt>
                    <dd>{t('{{free}} livres esta noite de {{total}}', { free: r.availableRooms, total: r.totalRooms })}</dd>
                    {r.bedType ? (<><dt>{t('Cama')}</dt><dd>{r.bedType}</dd></>) : null}
                  </Facts>
                  <Actions>
                    <Button size="sm" variant="outline" onClick={() => setEditing(r)}>{t('Editar')}</Button>
                    <Button size="sm" variant="outline" onClick={() => setPhotosOf(r)}>{t('Fotografias')}</Button>
                    <Button size="sm" variant={r.isActive ? 'ghost' : 'secondary'} loading={busy === r.id}
                      onClick={() => void toggle(r)}>
                      {r.isActive ? t('Desativar') : t('Reativar')}
                    </Button>
                  </Actions>
                </Card.Body>
              </Card>
            </li>
          ))}
        </List>
      )}
      {editing ? (
        <RoomTypeDialog hotelId={hotel.id} roomType={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)} onSaved={onChanged} />
      ) : null}
      {photosOf ? (
        <PhotosDialog title={t('Fotografias: {{name}}', { name: photosOf.name })} targetType="room_type" targetId={photosOf.id}
          label={photosOf.name} onClose={() => setPhotosOf(null)} />
      ) : null}
    </div>
  );
}

const STATUS: Record<Reservation['status'], { label: string; tone: 'warning' | 'success' | 'info' | 'neutral' }> = {
  pending: { label: msg('Pendente'), tone: 'warning' },
  confirmed: { label: msg('Confirmada'), tone: 'success' },
  completed: { label: msg('Concluída'), tone: 'info' },
  cancelled: { label: msg('Cancelada'), tone: 'neutral' },
};

const ACTION_LABELS: Record<ReservationAction, string> = {
  confirm: msg('Confirmar'),
  cancel: msg('Cancelar'),
  'check-in': msg('Registar check-in'),
  complete: msg('Concluir'),
  'no-show': msg('Não compareceu'),
};

const ACTION_DONE: Record<ReservationAction, string> = {
  confirm: msg('Reserva confirmada'),
  cancel: msg('Reserva cancelada'),
  'check-in': msg('Check-in registado'),
  complete: msg('Reserva concluída'),
  'no-show': msg('Não comparência registada'),
};

const PAYMENT: Record<Reservation['paymentStatus'], string> = {
  unpaid: msg('Por pagar'),
  pending: msg('Em processamento'),
  succeeded: msg('Pago'),
  failed: msg('Falhou'),
  cancelled: msg('Anulado'),
};

const REFUND: Record<NonNullable<Reservation['refund']>['status'], string> = {
  pending: msg('Reembolso em processamento'),
  succeeded: msg('Reembolsado'),
  failed: msg('Reembolso falhou'),
};

/** The cancellation prompt, with what the guest gets back (everything they paid; the API's ADR 0005). */
export function cancelQuestion(r: Pick<Reservation, 'paymentStatus' | 'totalCents'>, t: TFunction): string {
  if (r.paymentStatus === 'succeeded') {
    return t('Tem certeza que deseja cancelar esta reserva? O hóspede será reembolsado do valor total pago: {{amount}}.', {
      amount: formatMZN(r.totalCents),
    });
  }
  if (r.paymentStatus === 'pending') {
    return t('Tem certeza que deseja cancelar esta reserva? O pagamento em curso do hóspede será anulado.');
  }
  return t('Tem certeza que deseja cancelar esta reserva?');
}

/** The no-show prompt: what happens is what the API does (ADR 0031). */
export const NO_SHOW_QUESTION = msg(
  'Marcar este hóspede como não comparência? A reserva fica concluída sem reembolso e as noites a partir de hoje voltam a estar disponíveis.',
);

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
    <List aria-label={t('Reservas do alojamento')}>
      {list.map((r) => (
        <li key={r.id}>
          <Card as="article" aria-label={t('Reserva de {{name}}, {{status}}', { name: r.guestName, status: t(STATUS[r.status].label) })} data-reservation-id={r.id}>
            <Card.Body>
              <Head>
                <h3>{r.guestName} · {r.roomTypeName}</h3>
                <Badge tone={STATUS[r.status].tone}>
                  {r.awaitingConfirmation ? t('Aguarda confirmação') : t(STATUS[r.status].label)}
                </Badge>
              </Head>
              <Facts>
                {r.awaitingConfirmation && r.answerDueAt ? (
                  <>
                    <dt>{t('Responder até')}</dt>
                    <dd>
                      {t('{{date}} às {{time}} (sem resposta, o pedido é recusado e o hóspede reembolsado)', {
                        date: formatDate(r.answerDueAt),
                        time: formatTime(r.answerDueAt),
                      })}
                    </dd>
                  </>
                ) : null}
                <dt>{t('Check-in')}</dt>
                <dd>{formatDate(r.checkIn)}</dd>
                <dt>{t('Check-out')}</dt>
                <dd>{formatDate(r.checkOut)} {t('({{count}} noite)', { count: r.nights })}</dd>
                <dt>{t('Hóspedes')}</dt>
                <dd>{r.guests}</dd>
                <dt>{t('Pagamento')}</dt>
                <dd>{t(PAYMENT[r.paymentStatus])}</dd>
                {r.refund ? (
                  <>
                    <dt>{t('Reembolso ao hóspede')}</dt>
                    <dd data-refund-status={r.refund.status}>
                      {t('{{status}}: {{amount}}', { status: t(REFUND[r.refund.status]), amount: formatMZN(r.refund.amountCents) })}
                    </dd>
                  </>
                ) : null}
                <dt>{t('A receber')}</dt>
                <dd>{formatMZN(r.providerAmountCents)}</dd>
                {r.checkedInAt ? (<><dt>{t('Check-in feito')}</dt><dd>{formatDate(r.checkedInAt)}</dd></>) : null}
                {r.specialRequests ? (<><dt>{t('Pedidos')}</dt><dd>{r.specialRequests}</dd></>) : null}
                {r.arrivalTime ? (<><dt>{t('Chegada prevista')}</dt><dd>{r.arrivalTime}</dd></>) : null}
                {r.guestPhone ? (<><dt>{t('Telefone')}</dt><dd><a href={`tel:${r.guestPhone}`}>{r.guestPhone}</a></dd></>) : null}
                {r.guestEmail ? (<><dt>{t('Email')}</dt><dd>{r.guestEmail}</dd></>) : null}
                {r.noShowAt ? (<><dt>{t('Não compareceu')}</dt><dd>{t('Registado em {{date}}', { date: formatDate(r.noShowAt) })}</dd></>) : null}
              </Facts>
              <ReceiptLinks receipts={receipts.get(r.id) ?? []} />
              {r.actions.length ? (
                <Actions>
                  {r.actions.map((a) => (
                    <Button key={a} size="sm" variant={a === 'cancel' ? 'outline' : 'primary'}
                      loading={busy === `${r.id}:${a}`} onClick={() => void act(r, a)}
                      aria-label={t('{{action}} reserva de {{name}}', { action: t(ACTION_LABELS[a]), name: r.guestName })}>
                      {t(ACTION_LABELS[a])}
                    </Button>
                  ))}
                </Actions>
              ) : null}
            </Card.Body>
          </Card>
        </li>
      ))}
    </List>
    </>
  );
}

type StayPolicy = 'flexible' | 'moderate' | 'strict';

/** The three policies an establishment can choose (ADR 0024 of the API, as Airbnb). */
const STAY_POLICY_OPTIONS: { value: StayPolicy; label: string }[] = [
  { value: 'flexible', label: msg('Flexível: gratuito até 24 horas antes do check-in; depois, a 1.ª noite não é devolvida') },
  { value: 'moderate', label: msg('Moderada: gratuito até 5 dias antes do check-in; depois, 50 % das noites') },
  { value: 'strict', label: msg('Rígida: 50 % das noites até 7 dias antes do check-in; depois, nada') },
];

const ConditionsForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
`;

export function ConditionsPanel({ hotel, onChanged }: { hotel: Hotel; onChanged: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const c = hotel.conditions;
  const [cancellationPolicy, setCancellationPolicy] = useState<StayPolicy>(c.cancellationPolicy ?? 'flexible');
  const [instantBooking, setInstantBooking] = useState(c.instantBooking);
  const [autoCheckIn, setAutoCheckIn] = useState(c.autoCheckIn);
  const [checkInTime, setCheckInTime] = useState(c.checkInTime);
  const [checkOutTime, setCheckOutTime] = useState(c.checkOutTime);
  const save = useAction((body: ConditionsBody) => saveConditions(hotel.id, body), {
    failure: { description: t('Tente novamente.') },
    onSuccess: () => {
      toast({ title: t('Condições guardadas'), variant: 'success' });
      onChanged();
    },
  });
  const busy = save.isMutating;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save.trigger({ cancellationPolicy, instantBooking, autoCheckIn, checkInTime, checkOutTime });
  };

  return (
    <ConditionsForm onSubmit={(e) => void submit(e)} aria-label={t('Condições do alojamento')}>
      <Select
        label={t('Política de cancelamento')}
        value={cancellationPolicy}
        options={STAY_POLICY_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
        onChange={(e) => setCancellationPolicy(e.target.value as StayPolicy)}
        hint={t('O que o cliente recebe de volta se cancelar; a taxa da plataforma só é devolvida no período gratuito. Aplica-se aos cancelamentos a partir de agora.')}
      />
      <Checkbox label={t('Reserva instantânea (confirmada logo após o pagamento)')} checked={instantBooking}
        onChange={(e) => setInstantBooking(e.target.checked)} />
      <Checkbox label={t('Check-in automático')} checked={autoCheckIn} onChange={(e) => setAutoCheckIn(e.target.checked)} />
      <TextField label={t('Hora de check-in')} type="time" value={checkInTime} onChange={(e) => setCheckInTime(e.target.value)} />
      <TextField label={t('Hora de check-out')} type="time" value={checkOutTime}
        onChange={(e) => setCheckOutTime(e.target.value)} />
      <div>
        <Button type="submit" loading={busy}>{t('Guardar condições')}</Button>
      </div>
    </ConditionsForm>
  );
}
