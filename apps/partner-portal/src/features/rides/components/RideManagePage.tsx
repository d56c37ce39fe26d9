/**
 * @module /drivers/offers/{rideId}: one ride of the driver (issue 15): the passenger list (names, seats, paid or
 * not, pickup notes, the phone once paid) and 'Gerir', the changes a ride allows before departure (date and time,
 * price of the seats not yet sold, description, pickup and drop-off points); every booked passenger is notified.
 */
import { useTranslation } from 'react-i18next';
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
import { Grid } from '@turismo/ui-kit/Grid';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { NoData } from '../../../lib/Honest.tsx';
import { Section } from '../../../lib/Section.tsx';
import {
  manageRide,
  type ManageRideBody,
  type Passenger,
  useManifest,
  useRide,
  useWaitlistLength,
} from '../api/ride-manage.ts';
import { Facts } from '@turismo/ui-kit/Facts';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  [data-wide] {
    grid-column: 1 / -1;
  }
`;

function PassengerCard({ p }: { p: Passenger }) {
  const { t } = useTranslation();
  return (
    <Card as="article" aria-label={t('Passageiro {{name}}', { name: p.name })}>
      <Card.Header>
        <h3 style={{ margin: 0 }}>{p.name}</h3>
        <Badge tone={p.paid ? 'success' : 'warning'}>{p.paid ? t('Pago') : t('Por pagar')}</Badge>
      </Card.Header>
      <Card.Body>
        <Facts>
          <dt>{t('Lugares')}</dt>
          <dd>{p.seats}</dd>
          <dt>{t('Valor')}</dt>
          <dd>{formatMZN(p.subtotalCents)}</dd>
          <dt>{t('Telefone')}</dt>
          <dd>{p.phone ? <a href={`tel:${p.phone}`}>{p.phone}</a> : p.paid ? t('Não indicado') : t('Visível após o pagamento')}</dd>
          <dt>{t('Recolha')}</dt>
          <dd>{p.pickupNote ?? t('Sem notas')}</dd>
          <dt>{t('Reservado em')}</dt>
          <dd>{formatDate(p.bookedAt)}</dd>
        </Facts>
      </Card.Body>
    </Card>
  );
}

export function RideManagePage({ rideId }: { rideId: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const ride = useRide(rideId);
  const manifest = useManifest(rideId);
  const waitlist = useWaitlistLength(rideId);
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
    failure: { description: t('Não foi possível alterar a viagem.') },
    onSuccess: async (changed) => {
      toast({
        title: t('Viagem alterada'),
        description: t('{{count}} passageiro foi notificado.', { count: changed.notifiedPassengers }),
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
    if (Object.keys(body).length === 0) return setProblem(t('Nada a alterar.'));
    void save.trigger(body);
  };
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const m = manifest.data;
  const line = waitlist.data;

  return (
    <Page width="xl" title={t('Gerir viagem')}
      description={r
        ? t('{{from}} → {{to}}, {{date}} às {{time}}', {
          from: r.fromAddress,
          to: r.toAddress,
          date: formatDate(r.departureDate),
          time: r.departureTime,
        })
        : undefined}>
      <div><Button as={Link} href="/drivers/offers" variant="outline" size="sm">{t('Voltar às ofertas')}</Button></div>
      {ride.error || manifest.error ? (
        <Alert tone="danger" title={t('Erro')}>{errorMessage(ride.error ?? manifest.error, t('Não foi possível carregar a viagem.'))}</Alert>
      ) : null}
      <Section title={t('Passageiros')}>
        {!m ? <Skeleton variant="rect" height={120} /> : (
          <>
            <p style={{ margin: 0 }}>
              {/* Each figure with its own plural (issue 32: '1 lugares pagos'). */}
              {[
                t('{{count}} lugar pago', { count: m.seatsPaid }),
                t('{{count}} por pagar', { count: m.seatsHeld }),
                t('{{count}} livre de {{total}}', { count: m.seatsAvailable, total: m.seatsTotal }),
                // The waitlist (issue 30): people waiting for seats of this ride.
                ...(line ? [t('{{count}} pessoa na lista de espera', { count: line.waiting })] : []),
              ].join(' · ')}
            </p>
            {m.passengers.length === 0 ? (
              <NoData icon="user" description={t('Ainda não há passageiros nesta viagem.')} />
            ) : (
              <Grid tablet={1} aria-label={t('Lista de passageiros')}>
                {m.passengers.map((p) => <li key={p.bookingId}><PassengerCard p={p} /></li>)}
              </Grid>
            )}
          </>
        )}
      </Section>
      {r && editable ? (
        <Section title={t('Alterar viagem')}>
          <p style={{ margin: 0 }}>
            {t('Os passageiros com reserva são notificados de cada alteração. Um novo preço aplica-se só aos lugares por vender; quem já reservou mantém o seu preço.')}
          </p>
          <Form aria-label={t('Alterar viagem')} onSubmit={submit} noValidate>
            <TextField label={t('Data')} type="date" min={todayInMaputo()} value={form.date} onChange={(e) => set({ date: e.target.value })} />
            <TextField label={t('Hora')} type="time" value={form.time} onChange={(e) => set({ time: e.target.value })} />
            <TextField label={t('Preço por lugar (MT)')} type="number" inputMode="decimal" min={10} step={5} value={form.price}
              onChange={(e) => set({ price: e.target.value })} />
            <TextField label={t('Ponto de recolha')} value={form.pickup} maxLength={200} onChange={(e) => set({ pickup: e.target.value })} />
            <TextField label={t('Ponto de entrega')} value={form.dropoff} maxLength={200} onChange={(e) => set({ dropoff: e.target.value })} />
            <TextField data-wide label={t('Descrição')} value={form.description} maxLength={1000}
              onChange={(e) => set({ description: e.target.value })} />
            <div data-wide><Button type="submit" loading={save.isMutating}>{t('Guardar alterações')}</Button></div>
            {problem ? <p data-wide role="alert" style={{ margin: 0 }}>{problem}</p> : null}
          </Form>
        </Section>
      ) : null}
    </Page>
  );
}
