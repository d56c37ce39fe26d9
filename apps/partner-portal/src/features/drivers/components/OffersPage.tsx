/** @module /drivers/offers: the driver's offers (spec 2.15) with the tabs Ativas, Concluídas and Pendentes. */
import { useState } from 'react';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { NoData, PendingStats } from '../../../lib/Honest.tsx';
import { Page } from '../../../lib/Page.tsx';

const TOTALS = [
  { label: 'Ganhos totais', icon: 'car' },
  { label: 'Ofertas ativas', icon: 'map-pin' },
  { label: 'Viagens concluídas', icon: 'check-circle' },
  { label: 'Pedidos pendentes', icon: 'bell' },
] as const;

export function OffersPage() {
  const [tab, setTab] = useState('ativas');
  return (
    <Page title="Minhas Ofertas" description="As rotas que publicou, por estado.">
      <PendingStats title="Totais das ofertas" labels={TOTALS} />
      <Tabs
        label="Estado das ofertas"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            id: 'ativas',
            label: 'Ativas',
            content: <NoData description="As ofertas publicadas e ainda por realizar aparecem aqui." />,
          },
          {
            id: 'concluidas',
            label: 'Concluídas',
            content: <NoData description="As viagens realizadas aparecem aqui, com a avaliação dos passageiros." />,
          },
          {
            id: 'pendentes',
            label: 'Pendentes',
            content: <NoData description="As ofertas à espera de confirmação aparecem aqui." />,
          },
        ]}
      />
    </Page>
  );
}
