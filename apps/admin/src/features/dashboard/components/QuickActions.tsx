/** @module The admin dashboard's quick actions (spec 2.17): a link card to each admin area. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { msg } from '@turismo/app-core/i18n';
import { Icon, type IconName } from '@turismo/ui-kit/Icon';

const ACTIONS: readonly { href: string; title: string; description: string; icon: IconName }[] = [
  { href: '/admin/users', title: msg('Gerir Utilizadores'), description: msg('Aprovar, suspender e reativar contas.'), icon: 'user' },
  { href: '/admin/billing', title: msg('Faturação'), description: msg('Taxa da plataforma e calculadora.'), icon: 'ticket' },
  { href: '/admin/reports', title: msg('Relatórios'), description: msg('Supervisão de reservas e viagens.'), icon: 'calendar' },
  { href: '/admin/analytics', title: msg('Análises'), description: msg('Utilização da plataforma ao longo do tempo.'), icon: 'search' },
  { href: '/admin/reconciliation', title: msg('Reconciliação'), description: msg('Pagamentos sem resposta do operador e liquidação diária.'), icon: 'wallet' },
  { href: '/admin/reviews', title: msg('Avaliações'), description: msg('Avaliações denunciadas: ocultar com motivo.'), icon: 'alert' },
  { href: '/admin/settings', title: msg('Configurações'), description: msg('Definições gerais da plataforma.'), icon: 'menu' },
];

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

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <Grid>
      {ACTIONS.map((action) => (
        <li key={action.href}>
          <Action href={action.href}>
            <span data-icon-box aria-hidden="true">
              <Icon name={action.icon} />
            </span>
            <span>
              <strong>{t(action.title)}</strong>
              <small>{t(action.description)}</small>
            </span>
          </Action>
        </li>
      ))}
    </Grid>
  );
}
