/// <reference path="../../theme/styled.d.ts" />
/**
 * @module StatCard: one figure of a dashboard (label, value, optional hint and icon), with a loading state. A value
 * given as text or a number, or as `centavos`, is shown with MoneyText: it never breaks inside its number.
 */
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { MoneyText } from '../MoneyText';
import { Skeleton } from '../Skeleton';

export type StatCardProps = HTMLAttributes<HTMLDivElement> & {
  label: ReactNode;
  /** The figure: text or a number (shown with MoneyText), or any node. */
  value?: ReactNode;
  /** An amount in integer centavos, formatted as MZN (instead of `value`). */
  centavos?: number;
  hint?: ReactNode;
  icon?: IconName | ReactNode;
  /** Shows a placeholder instead of the value while the figure loads. */
  loading?: boolean;
};

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  /* Sized by its own width, not the screen's (issue 32: on the driver dashboard the icon overlapped the amounts and
     the lodging 'Receita do mês' was clipped at 1280 px, four cards to a row): the figure scales with the card and
     the icon shows only where the card has room for both. */
  container-type: inline-size;
  padding: ${({ theme }) => theme.space[4]};
  & > div:first-child { flex: 1 1 auto; min-width: 0; }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & [data-stat-label] { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  /* A figure never breaks inside a number ("11 1 / 50,0 / 0 MT / n" was seen, issue 10): MoneyText keeps it on one
     line; the size shrinks on phones so that two cards side by side at 360 px hold '11 150,00 MTn'. */
  & [data-stat-value] {
    margin-top: ${({ theme }) => theme.space[1]};
    /* Two cards side by side on a 360 px phone: the figure scales with the card so '14 750,00 MTn' fits. */
    font-size: clamp(0.875rem, 12cqi, ${({ theme }) => theme.fontSizes['2xl']});
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: normal;
    word-break: keep-all;
    font-variant-numeric: tabular-nums;

  }
  & [data-stat-hint] { margin-top: ${({ theme }) => theme.space[1]}; font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; }
  /* In a narrow card the icon gives its room to the figure. */
  & > [data-stat-icon] {
    display: none;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
  }
  @container (min-width: 18rem) {
    & > [data-stat-icon] { display: flex; }
  }
`;

/** A primitive figure or an amount in MoneyText; any other node as given. */
function figure(value: ReactNode, centavos: number | undefined): ReactNode {
  if (centavos !== undefined) return <MoneyText centavos={centavos} />;
  return typeof value === 'string' || typeof value === 'number' ? <MoneyText>{value}</MoneyText> : value;
}

/** @example <StatCard label="Ganhos este mês" centavos={stats.monthEarningsCents} icon="car" /> */
export const StatCard = forwardRef<HTMLDivElement, StatCardProps>(function StatCard(
  { label, value, centavos, hint, icon, loading, ...rest },
  ref,
) {
  return (
    <Root ref={ref} aria-busy={loading || undefined} {...rest}>
      <div>
        <div data-stat-label>{label}</div>
        <div data-stat-value>{loading ? <Skeleton width="6ch" height="1em" /> : figure(value, centavos)}</div>
        {hint ? <div data-stat-hint>{hint}</div> : null}
      </div>
      {icon ? (
        <span data-stat-icon aria-hidden="true">
          {typeof icon === 'string' ? <Icon name={icon as IconName} /> : icon}
        </span>
      ) : null}
    </Root>
  );
});
