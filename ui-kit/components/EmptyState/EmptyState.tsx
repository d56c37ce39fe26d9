/// <reference path="../../theme/styled.d.ts" />
/** @module EmptyState: what a list shows when it has nothing, with an optional next step. */
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link, e.g. 'Buscar Ofertas'. */
  action?: ReactNode;
  /** An icon name from the kit, or any element. */
  icon?: IconName | ReactNode;
  /** Heading level of the title. Default 3. */
  headingLevel?: 2 | 3 | 4;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};

  & > [data-empty-icon] {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 56px;
    height: 56px;
    margin-bottom: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
  }
  & > [data-empty-title] { font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  & > [data-empty-description] { max-width: 40ch; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  & > [data-empty-action] { margin-top: ${({ theme }) => theme.space[3]}; display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[2]}; justify-content: center; }
`;

/** @example <EmptyState title="Nenhuma reserva ativa" action={<Button as={Link} href="/">Buscar Ofertas</Button>} /> */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, action, icon = 'search', headingLevel = 3, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Root ref={ref} {...rest}>
      {icon ? (
        <span data-empty-icon aria-hidden="true">
          {typeof icon === 'string' ? <Icon name={icon as IconName} size={28} /> : icon}
        </span>
      ) : null}
      <Heading data-empty-title>{title}</Heading>
      {description ? <p data-empty-description>{description}</p> : null}
      {action ? <div data-empty-action>{action}</div> : null}
    </Root>
  );
});
