/**
 * @module /drivers/offers, 'Minhas Ofertas' (spec 2.15): the driver's real rides (GET /api/rides/mine) with totals
 * computed from them, tabs Ativas, Concluídas and Pendentes (rides with seats held by unpaid bookings), and
 * each tab a kit DataList (a card per ride, its actions named by the ride), and
 * 'Cancelar' on an active offer after 'Tem certeza que deseja cancelar esta oferta?' (PUT /api/rides/{id}/cancel).
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useAction } from '@turismo/app-core/use-action';
import { formatMZN } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { DataList } from '@turismo/ui-kit/DataList';
import { Modal } from '@turismo/ui-kit/Modal';
import { StatCard } from '@turismo/ui-kit/StatCard';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { useToast } from '@turismo/ui-kit/Toast';
import { Page } from '@turismo/app-core/Page';
import { ProviderReceiptsTable } from '@turismo/app-core/receipts';
import { LoadError } from '@turismo/app-core/LoadState';
import { cancelRide, type DriverRide, useMyRides } from '../api/driver-rides.ts';
import { driverTotals, isUpcoming, offerTabs, type OfferTab } from '../lib/ride-stats.ts';
import { rideFacts, rideStatusBadge } from './DriverRideCard.tsx';

export const StatGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TAB_LABELS: Record<OfferTab, string> = {
  ativas: msg('Ativas'),
  concluidas: msg('Concluídas'),
  pendentes: msg('Pendentes'),
};

const EMPTY: Record<OfferTab, string> = {
  ativas: msg('Ainda não tem ofertas ativas. Publique uma rota para começar a receber reservas.'),
  concluidas: msg('As viagens realizadas e as canceladas aparecem aqui.'),
  pendentes: msg('Nenhuma oferta com reservas à espera de pagamento.'),
};

/** A ride's interpolation values for the per-ride buttons' accessible names. */
function rideNames(ride: DriverRide) {
  return { from: ride.fromAddress, to: ride.toAddress, date: ride.departureDate, time: ride.departureTime };
}

export function OffersPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { data, error, isLoading, mutate } = useMyRides();
  const [tab, setTab] = useState<OfferTab>('ativas');
  const [toCancel, setToCancel] = useState<DriverRide | null>(null);
  const cancel = useAction(cancelRide, {
    failure: { title: t('Erro ao cancelar'), description: t('Não foi possível cancelar a oferta. Tente novamente.') },
    onSuccess: async (cancelled) => {
      toast({
        title: t('Oferta cancelada'),
        description: cancelled.cancelledBookings > 0
          ? t('Rota {{from}} → {{to}} cancelada; {{count}} reserva cancelada.', {
            from: cancelled.fromAddress,
            to: cancelled.toAddress,
            count: cancelled.cancelledBookings,
          })
          : t('Rota {{from}} → {{to}} cancelada.', { from: cancelled.fromAddress, to: cancelled.toAddress }),
        variant: 'success',
      });
      setToCancel(null);
      await mutate();
    },
  });
  const busy = cancel.isMutating;
  const keep = useRef<HTMLButtonElement>(null);
  const rides = data ?? [];
  const tabs = offerTabs(rides);
  const totals = driverTotals(rides);

  const confirmCancel = async () => {
    if (!toCancel) return;
    await cancel.trigger(toCancel.id);
  };

  const rideActions = (ride: DriverRide) =>
    isUpcoming(ride) ? (
      <>
        <Button as={Link} href={`/drivers/offers/${ride.id}`}
          aria-label={t('Gerir {{from}} → {{to}}, {{date}} {{time}}: passageiros e alterações', rideNames(ride))}>
          {t('Gerir')}
        </Button>
        {/* Spec 2.15 'Gerir, Chat e Cancelar': the conversations with this ride's passengers. */}
        <Button as={Link} href="/drivers/chat" variant="secondary"
          aria-label={t('Chat com os passageiros de {{from}} → {{to}}, {{date}} {{time}}', rideNames(ride))}>
          {t('Chat')}
        </Button>
        <Button
          variant="outline"
          onClick={() => setToCancel(ride)}
          aria-label={t('Cancelar oferta {{from}} → {{to}}, {{date}} {{time}}', rideNames(ride))}
        >
          {t('Cancelar')}
        </Button>
      </>
    ) : null;

  const list = (id: OfferTab) => (
    <DataList
      label={t(TAB_LABELS[id])}
      items={isLoading ? undefined : tabs[id]}
      getKey={(ride) => ride.id}
      title={(ride) => `${ride.fromAddress} → ${ride.toAddress}`}
      // The rows are the page's sections (the tabs are no headings): h2 under the page's h1, as 'Recibos'.
      headingLevel={2}
      aside={(ride) => rideStatusBadge(ride, isUpcoming(ride), t)}
      columns={rideFacts(t)}
      actions={rideActions}
      loadingText={t('A carregar as ofertas')}
      empty={{
        icon: 'map-pin',
        title: t('Ainda não há dados'),
        description: t(EMPTY[id]),
        action: id === 'ativas' ? <Button as={Link} href="/drivers/publish">{t('Publicar Rota')}</Button> : undefined,
      }}
    />
  );

  return (
    <Page width="xl" title={t('Minhas Ofertas')} description={t('As rotas que publicou, por estado.')}>
      {error ? (
        <LoadError title={t('Erro ao carregar as ofertas')} error={error} onRetry={mutate}
          fallback={t('Não foi possível carregar as suas ofertas.')} />
      ) : null}
      <StatGrid aria-label={t('Totais das ofertas')}>
        <li><StatCard label={t('Ganhos totais')} value={formatMZN(totals.totalRevenueCents)} icon="car" loading={isLoading} /></li>
        <li><StatCard label={t('Ofertas ativas')} value={totals.activeRoutes} icon="map-pin" loading={isLoading} /></li>
        <li><StatCard label={t('Viagens concluídas')} value={totals.completedTrips} icon="check-circle" loading={isLoading} /></li>
        <li>
          <StatCard label={t('Pedidos pendentes')} value={totals.seatsHeld} hint={t('Lugares reservados à espera de pagamento')} icon="bell" loading={isLoading} />
        </li>
      </StatGrid>
      <Tabs
        label={t('Estado das ofertas')}
        value={tab}
        onValueChange={(id) => setTab(id as OfferTab)}
        items={(['ativas', 'concluidas', 'pendentes'] as const).map((id) => ({
          id,
          label: t(TAB_LABELS[id]),
          content: list(id),
        }))}
      />
      {/* Issue 12: the receipts of the passengers' payments and refunds, as PDF. */}
      <section aria-labelledby="recibos-motorista">
        <h2 id="recibos-motorista">{t('Recibos')}</h2>
        <ProviderReceiptsTable
          onError={() => toast({ title: t('Erro'), description: t('Não foi possível descarregar o recibo.'), variant: 'destructive' })}
        />
      </section>
      <Modal
        open={toCancel !== null}
        onOpenChange={(open) => !open && !busy && setToCancel(null)}
        role="alertdialog"
        size="sm"
        title={t('Cancelar oferta')}
        description={
          <>
            <span>{t('Tem certeza que deseja cancelar esta oferta?')}</span>{' '}
            <span>{t('As reservas serão canceladas e os passageiros que já pagaram serão reembolsados na totalidade.')}</span>
          </>
        }
        initialFocusRef={keep}
        closeOnBackdrop={!busy}
        footer={
          <>
            <Button ref={keep} variant="outline" onClick={() => setToCancel(null)} disabled={busy}>{t('Voltar')}</Button>
            <Button variant="destructive" loading={busy} onClick={() => void confirmCancel()}>{t('Sim, cancelar')}</Button>
          </>
        }
      >
        {toCancel && toCancel.seatsSold + toCancel.seatsHeld > 0 ? (
          <Alert tone="warning">{t('As reservas desta viagem também serão canceladas.')}</Alert>
        ) : null}
      </Modal>
    </Page>
  );
}
