/**
 * @module /hotels and /hotels/*: the accommodation manager's dashboard (spec 2.16): four figures and the tabs
 * Dashboard, Alojamentos (Publicadas, Reservas, Condições), Parcerias and Eventos (Ativos, Anteriores, Rascunhos).
 * The data comes from the API in a later step; until then each part says honestly that there is nothing yet.
 */
import { useState } from 'react';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { ComingSoon, NoData, PendingStats } from '../../../lib/Honest.tsx';
import { Page } from '../../../lib/Page.tsx';
import { Section } from '../../../lib/Section.tsx';

const STATS = [
  { label: 'Quartos disponíveis', icon: 'bed' },
  { label: 'Total de reservas', icon: 'calendar' },
  { label: 'Taxa de ocupação', icon: 'check-circle' },
  { label: 'Receita mensal (MT)', icon: 'ticket' },
] as const;

function AccommodationsTab() {
  const [tab, setTab] = useState('publicadas');
  return (
    <Tabs
      label="Alojamentos"
      value={tab}
      onValueChange={setTab}
      items={[
        {
          id: 'publicadas',
          label: 'Publicadas',
          content: <NoData icon="bed" description="Os tipos de quarto que publicar aparecem aqui." />,
        },
        {
          id: 'reservas',
          label: 'Reservas',
          content: <NoData icon="calendar" description="As reservas dos seus hóspedes aparecem aqui." />,
        },
        {
          id: 'condicoes',
          label: 'Condições',
          content: (
            <ComingSoon description="Política de cancelamento, reserva instantânea e horários de check-in e check-out." />
          ),
        },
      ]}
    />
  );
}

function EventsTab() {
  const [tab, setTab] = useState('ativos');
  return (
    <Tabs
      label="Eventos do alojamento"
      value={tab}
      onValueChange={setTab}
      items={[
        {
          id: 'ativos',
          label: 'Ativos',
          content: <NoData icon="ticket" description="Os eventos que organizar no seu alojamento aparecem aqui." />,
        },
        {
          id: 'anteriores',
          label: 'Anteriores',
          content: <NoData icon="calendar" description="Os eventos já realizados aparecem aqui." />,
        },
        {
          id: 'rascunhos',
          label: 'Rascunhos',
          content: <NoData icon="info" description="Os eventos ainda não publicados aparecem aqui." />,
        },
      ]}
    />
  );
}

export function LodgingDashboardPage() {
  const [tab, setTab] = useState('dashboard');
  return (
    <Page title="Gestão de Alojamentos" description="O seu estabelecimento, quartos, parcerias e eventos.">
      <PendingStats title="Resumo do alojamento" labels={STATS} />
      <Tabs
        label="Secções do alojamento"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            id: 'dashboard',
            label: 'Dashboard',
            content: (
              <Section title="Perfil do Estabelecimento">
                <ComingSoon description="Nome, localização e descrição do seu estabelecimento, com os números reais de quartos, reservas, receita, parcerias e avaliação." />
              </Section>
            ),
          },
          { id: 'alojamentos', label: 'Alojamentos', content: <AccommodationsTab /> },
          {
            id: 'parcerias',
            label: 'Parcerias',
            content: (
              <NoData icon="car" description="As suas parcerias com motoristas, cada uma com a sua conversa, aparecem aqui." />
            ),
          },
          { id: 'eventos', label: 'Eventos', content: <EventsTab /> },
        ]}
      />
    </Page>
  );
}
