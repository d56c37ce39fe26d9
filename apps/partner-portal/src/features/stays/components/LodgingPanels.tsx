/**
 * @module The accommodations sub-tabs of the lodging area (spec 2.16): 'Publicadas' (room types: add, edit,
 * deactivate, reactivate), 'Reservas' (the real stays of the establishment, with confirm, cancel, check-in and
 * complete) and 'Condições' (free cancellation, instant booking and automatic check-in toggles, check-in and
 * check-out times).
 */
import { type FormEvent, useState } from 'react';
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
  const { toast } = useToast();
  const [editing, setEditing] = useState<RoomType | 'new' | null>(null);
  const [photosOf, setPhotosOf] = useState<RoomType | null>(null);
  const toggleAction = useAction((r: RoomType) => updateRoomType(hotel.id, r.id, { isActive: !r.isActive }), {
    failure: { description: 'Tente novamente.' },
    onSuccess: (_, r) => {
      toast({ title: r.isActive ? 'Tipo de quarto desativado' : 'Tipo de quarto reativado', variant: 'success' });
      onChanged();
    },
  });
  const busy = toggleAction.pending?.id ?? null;
  const toggle = (r: RoomType) => toggleAction.trigger(r);

  return (
    <div>
      <Toolbar>
        <Button onClick={() => setEditing('new')}>Adicionar tipo de quarto</Button>
      </Toolbar>
      {hotel.roomTypes.length === 0 ? (
        <EmptyState headingLevel={3} icon="bed" title="Sem tipos de quarto"
          description="Adicione os tipos de quarto do seu alojamento para receber reservas." />
      ) : (
        <List>
          {hotel.roomTypes.map((r) => (
            <li key={r.id}>
              <Card as="article" aria-label={r.name}>
                <Card.Body>
                  <Head>
                    <h3>{r.name}</h3>
                    <Badge tone={r.isActive ? 'success' : 'neutral'}>{r.isActive ? 'Ativo' : 'Inativo'}</Badge>
                  </Head>
                  <Facts>
                    <dt>Preço por noite</dt>
                    <dd>{formatMZN(r.pricePerNightCents)}</dd>
                    <dt>Ocupação máxima</dt>
                    <dd>{r.maxOccupancy}</dd>
                    <dt>Quartos</dt>
                    <dd>{r.availableRooms} livres esta noite de {r.totalRooms}</dd>
                    {r.bedType ? (<><dt>Cama</dt><dd>{r.bedType}</dd></>) : null}
                  </Facts>
                  <Actions>
                    <Button size="sm" variant="outline" onClick={() => setEditing(r)}>Editar</Button>
                    <Button size="sm" variant="outline" onClick={() => setPhotosOf(r)}>Fotografias</Button>
                    <Button size="sm" variant={r.isActive ? 'ghost' : 'secondary'} loading={busy === r.id}
                      onClick={() => void toggle(r)}>
                      {r.isActive ? 'Desativar' : 'Reativar'}
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
        <PhotosDialog title={`Fotografias: ${photosOf.name}`} targetType="room_type" targetId={photosOf.id}
          label={photosOf.name} onClose={() => setPhotosOf(null)} />
      ) : null}
    </div>
  );
}

const STATUS: Record<Reservation['status'], { label: string; tone: 'warning' | 'success' | 'info' | 'neutral' }> = {
  pending: { label: 'Pendente', tone: 'warning' },
  confirmed: { label: 'Confirmada', tone: 'success' },
  completed: { label: 'Concluída', tone: 'info' },
  cancelled: { label: 'Cancelada', tone: 'neutral' },
};

const ACTION_LABELS: Record<ReservationAction, string> = {
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  'check-in': 'Registar check-in',
  complete: 'Concluir',
  'no-show': 'Não compareceu',
};

const ACTION_DONE: Record<ReservationAction, string> = {
  confirm: 'Reserva confirmada',
  cancel: 'Reserva cancelada',
  'check-in': 'Check-in registado',
  complete: 'Reserva concluída',
  'no-show': 'Não comparência registada',
};

const PAYMENT: Record<Reservation['paymentStatus'], string> = {
  unpaid: 'Por pagar',
  pending: 'Em processamento',
  succeeded: 'Pago',
  failed: 'Falhou',
  cancelled: 'Anulado',
};

const REFUND: Record<NonNullable<Reservation['refund']>['status'], string> = {
  pending: 'Reembolso em processamento',
  succeeded: 'Reembolsado',
  failed: 'Reembolso falhou',
};

/** The cancellation prompt, with what the guest gets back (everything they paid; the API's ADR 0005). */
export function cancelQuestion(r: Pick<Reservation, 'paymentStatus' | 'totalCents'>): string {
  const question = 'Tem certeza que deseja cancelar esta reserva?';
  if (r.paymentStatus === 'succeeded') {
    return `${question} O hóspede será reembolsado do valor total pago: ${formatMZN(r.totalCents)}.`;
  }
  if (r.paymentStatus === 'pending') return `${question} O pagamento em curso do hóspede será anulado.`;
  return question;
}

/** The no-show prompt: what happens is what the API does (ADR 0031). */
export const NO_SHOW_QUESTION = 'Marcar este hóspede como não comparência? A reserva fica concluída sem reembolso e ' +
  'as noites a partir de hoje voltam a estar disponíveis.';

export function ReservationsPanel({ hotel, onChanged }: { hotel: Hotel; onChanged: () => void }) {
  const { toast } = useToast();
  const [view, setView] = useState<'lista' | 'calendario'>('lista');
  const { data, error, isLoading, mutate } = useReservations(hotel.id);
  // Issue 12: each reservation's receipts (payment, refund) as PDF.
  const receipts = receiptsByBooking(useReceipts('provider').data);
  const run = useAction(
    ({ r, action }: { r: Reservation; action: ReservationAction }) => reservationAction(hotel.id, r.id, action),
    {
      failure: { description: 'Tente novamente.' },
      onSuccess: async (_, { r, action }) => {
        toast({ title: ACTION_DONE[action], description: `${r.guestName} · ${r.roomTypeName}`, variant: 'success' });
        await mutate();
        onChanged();
      },
    },
  );
  const busy = run.pending ? `${run.pending.r.id}:${run.pending.action}` : null;
  const act = async (r: Reservation, action: ReservationAction) => {
    if (action === 'cancel' && !window.confirm(cancelQuestion(r))) return;
    if (action === 'no-show' && !window.confirm(NO_SHOW_QUESTION)) return;
    await run.trigger({ r, action });
  };

  if (isLoading) return <Skeleton lines={4} />;
  if (error) {
    return <EmptyState headingLevel={3} icon="alert" title="Erro" description="Não foi possível carregar as reservas."
      action={<Button variant="outline" onClick={() => void mutate()}>Tentar novamente</Button>} />;
  }
  const list = data ?? [];
  if (list.length === 0) {
    return <EmptyState headingLevel={3} icon="calendar" title="Sem reservas"
      description="As reservas dos seus hóspedes aparecem aqui." />;
  }
  const toggle = (
    <Toolbar role="group" aria-label="Vista das reservas">
      <Actions>
        <Button size="sm" variant={view === 'lista' ? 'primary' : 'outline'} aria-pressed={view === 'lista'}
          onClick={() => setView('lista')}>Lista</Button>
        <Button size="sm" variant={view === 'calendario' ? 'primary' : 'outline'} aria-pressed={view === 'calendario'}
          onClick={() => setView('calendario')}>Calendário</Button>
      </Actions>
    </Toolbar>
  );
  if (view === 'calendario') {
    return <>{toggle}<ReservationsCalendar reservations={list} /></>;
  }
  return (
    <>
    {toggle}
    <List aria-label="Reservas do alojamento">
      {list.map((r) => (
        <li key={r.id}>
          <Card as="article" aria-label={`Reserva de ${r.guestName}, ${STATUS[r.status].label}`} data-reservation-id={r.id}>
            <Card.Body>
              <Head>
                <h3>{r.guestName} · {r.roomTypeName}</h3>
                <Badge tone={STATUS[r.status].tone}>
                  {r.awaitingConfirmation ? 'Aguarda confirmação' : STATUS[r.status].label}
                </Badge>
              </Head>
              <Facts>
                {r.awaitingConfirmation && r.answerDueAt ? (
                  <>
                    <dt>Responder até</dt>
                    <dd>
                      {formatDate(r.answerDueAt)} às {formatTime(r.answerDueAt)} (sem resposta, o pedido é recusado e o
                      hóspede reembolsado)
                    </dd>
                  </>
                ) : null}
                <dt>Check-in</dt>
                <dd>{formatDate(r.checkIn)}</dd>
                <dt>Check-out</dt>
                <dd>{formatDate(r.checkOut)} ({r.nights === 1 ? '1 noite' : `${r.nights} noites`})</dd>
                <dt>Hóspedes</dt>
                <dd>{r.guests}</dd>
                <dt>Pagamento</dt>
                <dd>{PAYMENT[r.paymentStatus]}</dd>
                {r.refund ? (
                  <>
                    <dt>Reembolso ao hóspede</dt>
                    <dd data-refund-status={r.refund.status}>
                      {REFUND[r.refund.status]}: {formatMZN(r.refund.amountCents)}
                    </dd>
                  </>
                ) : null}
                <dt>A receber</dt>
                <dd>{formatMZN(r.providerAmountCents)}</dd>
                {r.checkedInAt ? (<><dt>Check-in feito</dt><dd>{formatDate(r.checkedInAt)}</dd></>) : null}
                {r.specialRequests ? (<><dt>Pedidos</dt><dd>{r.specialRequests}</dd></>) : null}
                {r.arrivalTime ? (<><dt>Chegada prevista</dt><dd>{r.arrivalTime}</dd></>) : null}
                {r.guestPhone ? (<><dt>Telefone</dt><dd><a href={`tel:${r.guestPhone}`}>{r.guestPhone}</a></dd></>) : null}
                {r.guestEmail ? (<><dt>Email</dt><dd>{r.guestEmail}</dd></>) : null}
                {r.noShowAt ? (<><dt>Não compareceu</dt><dd>Registado em {formatDate(r.noShowAt)}</dd></>) : null}
              </Facts>
              <ReceiptLinks receipts={receipts.get(r.id) ?? []} />
              {r.actions.length ? (
                <Actions>
                  {r.actions.map((a) => (
                    <Button key={a} size="sm" variant={a === 'cancel' ? 'outline' : 'primary'}
                      loading={busy === `${r.id}:${a}`} onClick={() => void act(r, a)}
                      aria-label={`${ACTION_LABELS[a]} reserva de ${r.guestName}`}>
                      {ACTION_LABELS[a]}
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
  { value: 'flexible', label: 'Flexível: gratuito até 24 horas antes do check-in; depois, a 1.ª noite não é devolvida' },
  { value: 'moderate', label: 'Moderada: gratuito até 5 dias antes do check-in; depois, 50 % das noites' },
  { value: 'strict', label: 'Rígida: 50 % das noites até 7 dias antes do check-in; depois, nada' },
];

const ConditionsForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
`;

export function ConditionsPanel({ hotel, onChanged }: { hotel: Hotel; onChanged: () => void }) {
  const { toast } = useToast();
  const c = hotel.conditions;
  const [cancellationPolicy, setCancellationPolicy] = useState<StayPolicy>(c.cancellationPolicy ?? 'flexible');
  const [instantBooking, setInstantBooking] = useState(c.instantBooking);
  const [autoCheckIn, setAutoCheckIn] = useState(c.autoCheckIn);
  const [checkInTime, setCheckInTime] = useState(c.checkInTime);
  const [checkOutTime, setCheckOutTime] = useState(c.checkOutTime);
  const save = useAction((body: ConditionsBody) => saveConditions(hotel.id, body), {
    failure: { description: 'Tente novamente.' },
    onSuccess: () => {
      toast({ title: 'Condições guardadas', variant: 'success' });
      onChanged();
    },
  });
  const busy = save.isMutating;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save.trigger({ cancellationPolicy, instantBooking, autoCheckIn, checkInTime, checkOutTime });
  };

  return (
    <ConditionsForm onSubmit={(e) => void submit(e)} aria-label="Condições do alojamento">
      <Select
        label="Política de cancelamento"
        value={cancellationPolicy}
        options={STAY_POLICY_OPTIONS}
        onChange={(e) => setCancellationPolicy(e.target.value as StayPolicy)}
        hint="O que o cliente recebe de volta se cancelar; a taxa da plataforma só é devolvida no período gratuito. Aplica-se aos cancelamentos a partir de agora."
      />
      <Checkbox label="Reserva instantânea (confirmada logo após o pagamento)" checked={instantBooking}
        onChange={(e) => setInstantBooking(e.target.checked)} />
      <Checkbox label="Check-in automático" checked={autoCheckIn} onChange={(e) => setAutoCheckIn(e.target.checked)} />
      <TextField label="Hora de check-in" type="time" value={checkInTime} onChange={(e) => setCheckInTime(e.target.value)} />
      <TextField label="Hora de check-out" type="time" value={checkOutTime}
        onChange={(e) => setCheckOutTime(e.target.value)} />
      <div>
        <Button type="submit" loading={busy}>Guardar condições</Button>
      </div>
    </ConditionsForm>
  );
}
