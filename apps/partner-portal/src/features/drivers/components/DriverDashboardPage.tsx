/**
 * @module /drivers: the driver's dashboard (spec 2.15). The figures, the active routes and the partnership posts
 * come from the API in a later step; until then each part says honestly that there is nothing yet.
 */
import { Link } from 'wouter';
import { Button } from '@turismo/ui-kit/Button';
import { ComingSoon, NoData, PendingStats } from '../../../lib/Honest.tsx';
import { Page } from '../../../lib/Page.tsx';
import { Section } from '../../../lib/Section.tsx';

const STATS = [
  { label: 'Rotas ativas', icon: 'map-pin' },
  { label: 'Ganhos este mês', icon: 'car' },
  { label: 'Ganhos totais', icon: 'car' },
  { label: 'Viagens', icon: 'calendar' },
  { label: 'Passageiros', icon: 'user' },
  { label: 'Avaliação', icon: 'check-circle' },
] as const;

export function DriverDashboardPage() {
  return (
    <Page title="Dashboard do Motorista" description="As suas rotas, ganhos e oportunidades de parceria.">
      <PendingStats title="Resumo do motorista" labels={STATS} />
      <Section title="Rotas Ativas">
        <NoData
          icon="map-pin"
          description="Quando publicar uma rota, ela aparece aqui com os lugares disponíveis e os pedidos."
          action={<Button as={Link} href="/drivers/publish">Publicar Rota</Button>}
        />
      </Section>
      <Section title="Oportunidades de Parceria">
        <ComingSoon
          description="As propostas de parceria de alojamentos e operadores turísticos vão aparecer aqui."
          action={<Button as={Link} href="/drivers/partnerships" variant="outline">Ver todas as parcerias</Button>}
        />
      </Section>
    </Page>
  );
}
