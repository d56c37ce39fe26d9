/**
 * @module The event organisers' area (/organizadores, DECISIONS.md 4): dashboard, their events, ticket sales and
 * check-in. The data comes from the API in a later step; until then each screen says honestly what it will hold.
 */
import { Link } from 'wouter';
import { Button } from '@turismo/ui-kit/Button';
import { ComingSoon, NoData, PendingStats } from '../../../lib/Honest.tsx';
import { Page } from '../../../lib/Page.tsx';
import { Section } from '../../../lib/Section.tsx';

const STATS = [
  { label: 'Eventos ativos', icon: 'calendar' },
  { label: 'Bilhetes vendidos', icon: 'ticket' },
  { label: 'Receita de bilhetes', icon: 'ticket' },
  { label: 'Entradas registadas', icon: 'check-circle' },
] as const;

export function OrganiserDashboardPage() {
  return (
    <Page title="Dashboard do Organizador" description="Os seus eventos, vendas de bilhetes e entradas.">
      <PendingStats title="Resumo do organizador" labels={STATS} />
      <Section title="Próximos Eventos">
        <NoData
          icon="calendar"
          description="Os eventos que criar aparecem aqui, com os bilhetes vendidos."
          action={<Button as={Link} href="/organizadores/eventos">Os Meus Eventos</Button>}
        />
      </Section>
    </Page>
  );
}

export function OrganiserEventsPage() {
  return (
    <Page title="Os Meus Eventos" description="Criar, publicar e gerir os seus eventos e feiras.">
      <ComingSoon headingLevel={2} icon="calendar" description="A criação e gestão de eventos vai estar disponível aqui." />
    </Page>
  );
}

export function OrganiserSalesPage() {
  return (
    <Page title="Vendas" description="Bilhetes vendidos e receita por evento.">
      <ComingSoon headingLevel={2} icon="ticket" description="As vendas reais de bilhetes vão aparecer aqui." />
    </Page>
  );
}

export function OrganiserCheckInPage() {
  return (
    <Page title="Check-in" description="Registo das entradas dos participantes no dia do evento.">
      <ComingSoon headingLevel={2} icon="check-circle" description="O registo de entradas vai estar disponível aqui." />
    </Page>
  );
}
