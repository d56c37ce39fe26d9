/// <reference path="../../theme/styled.d.ts" />
/**
 * @module AccessGate: the screen shown instead of a page the user may not see yet ('Autenticação Necessária',
 * 'Verificação Necessária', 'Acesso Restrito'), with the actions that get them in.
 */
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';

export type AccessGateProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title: ReactNode;
  description: ReactNode;
  /** Buttons and links, e.g. 'Iniciar Sessão' and a link back home. */
  actions: ReactNode;
  icon?: IconName;
  /** Heading level of the title. Default 1 (the gate replaces the page). */
  headingLevel?: 1 | 2;
};

const Root = styled.section`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  text-align: center;

  & > [data-gate-icon] {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 64px;
    height: 64px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  & > [data-gate-title] { font-size: ${({ theme }) => theme.fontSizes['2xl']}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  & > [data-gate-description] { color: ${({ theme }) => theme.colors.textMuted}; }
  & > [data-gate-actions] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    width: 100%;
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;

/**
 * @example
 * <AccessGate title="Autenticação Necessária"
 *   description="Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança."
 *   actions={<><Button onClick={openLogin}>Iniciar Sessão</Button><Button as={Link} href="/" variant="ghost">Voltar à Página Inicial</Button></>} />
 */
export const AccessGate = forwardRef<HTMLElement, AccessGateProps>(function AccessGate(
  { title, description, actions, icon = 'user', headingLevel = 1, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Root ref={ref} {...rest}>
      <Panel>
        <span data-gate-icon aria-hidden="true">
          <Icon name={icon} size={32} />
        </span>
        <Heading data-gate-title>{title}</Heading>
        <p data-gate-description>{description}</p>
        <div data-gate-actions>{actions}</div>
      </Panel>
    </Root>
  );
});
