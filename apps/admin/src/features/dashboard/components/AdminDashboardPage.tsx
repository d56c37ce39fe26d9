/**
 * @module /admin (and any unknown /admin/* path): the admin dashboard (spec 2.17) with its quick actions. The
 * platform figures come from the API in a later step; until then the page says so instead of showing samples.
 */
import styled from 'styled-components';
import { Link } from 'wouter';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Icon, type IconName } from '@turismo/ui-kit/Icon';
import { Page } from '@turismo/app-core/Page';

const ACTIONS: readonly { href: string; title: string; description: string; icon: IconName }[] = [
  { href: '/admin/users', title: 'Gerir Utilizadores', description: 'Aprovar, suspender e reactivar contas.', icon: 'user' },
  { href: '/admin/billing', title: 'Facturação', description: 'Taxa da plataforma e calculadora.', icon: 'ticket' },
  { href: '/admin/reports', title: 'Relatórios', description: 'Relatórios financeiros da plataforma.', icon: 'calendar' },
  { href: '/admin/analytics', title: 'Análises', description: 'Utilização da plataforma ao longo do tempo.', icon: 'search' },
  { href: '/admin/settings', title: 'Configurações', description: 'Definições gerais da plataforma.', icon: 'menu' },
];

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  & > h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Action = styled(Link)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover { border-color: ${({ theme }) => theme.colors.brand}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }

  & > [data-icon-box] {
    display: flex;
    flex-shrink: 0;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
  }
  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.md}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

export function AdminDashboardPage() {
  return (
    <Page width="xl" title="Painel de Administração" description="Utilizadores, facturação e supervisão da plataforma.">
      <Section aria-labelledby="admin-quick-actions">
        <h2 id="admin-quick-actions">Acções rápidas</h2>
        <Grid>
          {ACTIONS.map((action) => (
            <li key={action.href}>
              <Action href={action.href}>
                <span data-icon-box aria-hidden="true">
                  <Icon name={action.icon} />
                </span>
                <span>
                  <strong>{action.title}</strong>
                  <small>{action.description}</small>
                </span>
              </Action>
            </li>
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="admin-overview">
        <h2 id="admin-overview">Visão geral</h2>
        <EmptyState
          icon="info"
          title="Em breve"
          description="As métricas reais da plataforma (utilizadores, viagens, reservas e receita) vão aparecer aqui."
        />
      </Section>
    </Page>
  );
}
