/**
 * @module /drivers/offers/{rideId}: one ride of the driver (issue 15): the passenger list (names, seats, paid or
 * not, pickup notes, the phone once paid) and 'Gerir', the changes a ride allows before departure (date and time,
 * price of the seats not yet sold, description, pickup and drop-off points); every booked passenger is notified.
 */
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { errorMessage, useAction } from '@turismo/app-core/use-action';
import { formatDate, formatMZN, todayInMaputo } from '@turismo/app-core/format';
import { readRidePrice } from '@turismo/rules/rides.ts';
import { Page } from '@turismo/app-core/Page';
import { Alert } from '@turismo/ui-kit/Alert';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { NoData } from '../../../lib/Honest.tsx';
import { Section } from '../../../lib/Section.tsx';
import { manageRide, type ManageRideBody, type Passenger, useManifest, useRide } from '../api/ride-manage.ts';
import { Facts } from '@turismo/ui-kit/Facts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  [data-wide] {
    grid-column: 1 / -1;
  }
`;

function PassengerCard({ p }: { p: Passenger }) {
  return (
    <Card as="article" aria-label={`Passageiro ${p.name}`}>
      <Card.Header>
        <h3 style={{ margin: 0 }}>{p.name}</h3>
        <Badge tone={p.paid ? 'success' : 'warning'}>{p.paid ? 'Pago' : 'Por pagar'}</Badge>
      </Card.Header>
      <Card.Body>
        <Facts>
          <dt>Lugares</dt>
          <dd>{p.seats}</dd>
          <dt>Valor</dt>
          <dd>{formatMZN(p.subtotalCents)}</dd>
          <dt>Telefone</dt>
          <dd>{p.phone ? <a href={`tel:${p.phone}`}>{p.phone}</a> : p.paid ? 'Não indicado' : 'Visível após o pagamento'}</dd>
          <dt>Recolha</dt>
          <dd>{p.pickupNote ?? 'Sem notas'}</dd>
          <dt>Reservado em</dt>
          <dd>{formatDate(p.bookedAt)}</dd>
        </Facts>
      </Card.Body>
    </Card>
  );
}

export function RideManagePage({ rideId }: { rideId: string }) {
  const { toast } = useToast();
  const ride = useRide(rideId);
  const manifest = useManifest(rideId);
  const r = ride.data;
  const [form, setForm] = useState({ date: '', time: '', price: '', description: '', pickup: '', dropoff: '' });
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!r) return;
    setForm({
      date: r.departureDate,
      time: r.departureTime,
      price: String(r.priceCents / 100),
      description: r.description ?? '',
      pickup: r.pickupPoint ?? '',
      dropoff: r.dropoffPoint ?? '',
    });
  }, [r]);
  const save = useAction((body: ManageRideBody) => manageRide(rideId, body), {
    failure: { description: 'Não foi possível alterar a viagem.' },
    onSuccess: async (changed) => {
      toast({
        title: 'Viagem alterada',
        description: changed.notifiedPassengers === 1
          ? '1 passageiro foi notificado.'
          : `${changed.notifiedPassengers} passageiros foram notificados.`,
        variant: 'success',
      });
      setProblem(null);
      await Promise.all([ride.mutate(), manifest.mutate()]);
    },
    onError: (_, message) => setProblem(message),
  });

  const editable = r?.status === 'active' && Date.parse(r.departureAt) > Date.now();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!r) return;
    const price = readRidePrice(form.price);
    if (!price.ok) return setProblem(price.message);
    const priceCents = price.cents;
    const body: ManageRideBody = {};
    if (form.date !== r.departureDate) body.departureDate = form.date;
    if (form.time !== r.departureTime) body.departureTime = form.time;
    if (priceCents !== r.priceCents) body.priceCents = priceCents;
    if (form.description.trim() !== (r.description ?? '')) body.description = form.description.trim() || null;
    if (form.pickup.trim() !== (r.pickupPoint ?? '')) body.pickupPoint = form.pickup.trim() || null;
    if (form.dropoff.trim() !== (r.dropoffPoint ?? '')) body.dropoffPoint = form.dropoff.trim() || null;
    if (Object.keys(body).length === 0) return setProblem('Nada a alterar.');
    void save.trigger(body);
  };
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const m = manifest.data;

  return (
    <Page width="xl" title="Gerir viagem"
      description={r ? `${r.fromAddress} → ${r.toAddress}, ${formatDate(r.departureDate)} às ${r.departureTime}` : undefined}>
      <div><Button as={Link} href="/drivers/offers" variant="outline" size="sm">Voltar às ofertas</Button></div>
      {ride.error || manifest.error ? (
        <Alert tone="danger" title="Erro">{errorMessage(ride.error ?? manifest.error, 'Não foi possível carregar a viagem.')}</Alert>
      ) : null}
      <Section title="Passageiros">
        {!m ? <Skeleton variant="rect" height={120} /> : (
          <>
            <p style={{ margin: 0 }}>
              {m.seatsPaid} lugares pagos · {m.seatsHeld} por pagar · {m.seatsAvailable} livres de {m.seatsTotal}
            </p>
            {m.passengers.length === 0 ? (
              <NoData icon="user" description="Ainda não há passageiros nesta viagem." />
            ) : (
              <List aria-label="Lista de passageiros">
                {m.passengers.map((p) => <li key={p.bookingId}><PassengerCard p={p} /></li>)}
              </List>
            )}
          </>
        )}
      </Section>
      {r && editable ? (
        <Section title="Alterar viagem">
          <p style={{ margin: 0 }}>
            Os passageiros com reserva são notificados de cada alteração. Um novo preço aplica-se só aos lugares por
            vender; quem já reservou mantém o seu preço.
          </p>
          <Form aria-label="Alterar viagem" onSubmit={submit} noValidate>
            <TextField label="Data" type="date" min={todayInMaputo()} value={form.date} onChange={(e) => set({ date: e.target.value })} />
            <TextField label="Hora" type="time" value={form.time} onChange={(e) => set({ time: e.target.value })} />
            <TextField label="Preço por lugar (MT)" type="number" inputMode="decimal" min={10} step={5} value={form.price}
              onChange={(e) => set({ price: e.target.value })} />
            <TextField label="Ponto de recolha" value={form.pickup} maxLength={200} onChange={(e) => set({ pickup: e.target.value })} />
            <TextField label="Ponto de entrega" value={form.dropoff} maxLength={200} onChange={(e) => set({ dropoff: e.target.value })} />
            <TextField data-wide label="Descrição" value={form.description} maxLength={1000}
              onChange={(e) => set({ description: e.target.value })} />
            <div data-wide><Button type="submit" loading={save.isMutating}>Guardar alterações</Button></div>
            {problem ? <p data-wide role="alert" style={{ margin: 0 }}>{problem}</p> : null}
          </Form>
        </Section>
      ) : null}
    </Page>
  );
}
