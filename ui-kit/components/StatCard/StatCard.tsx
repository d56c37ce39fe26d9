/// <reference path="../../theme/styled.d.ts" />
/** @module StatCard: one figure of a dashboard (label, value, optional hint and icon), with a loading state. */
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { Skeleton } from '../Skeleton';

export type StatCardProps = HTMLAttributes<HTMLDivElement> & {
  label: ReactNode;
  value: ReactNode;
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
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & [data-stat-label] { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  /* A figure never breaks inside a number ("11 1 / 50,0" was seen, issue 10): it wraps only at its spaces (money
     from formatMZN keeps its digits and 'MTn' together with no-break spaces), in a smaller size on phones. */
  & [data-stat-value] {
    margin-top: ${({ theme }) => theme.space[1]};
    /* Two cards side by side on a 360 px phone: the figure scales with the screen so '14 750,00 MTn' fits. */
    font-size: clamp(0.95rem, 4.4vw, ${({ theme }) => theme.fontSizes.xl});
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: normal;
    word-break: keep-all;
    font-variant-numeric: tabular-nums;

    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
    }
  }
  & [data-stat-hint] { margin-top: ${({ theme }) => theme.space[1]}; font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; }
  /* On phones the icon gives its room to the figure. */
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

    ${({ theme }) => theme.media.tablet} {
      display: flex;
    }
  }
`;

/** @example <StatCard label="Ganhos este mês" value={formatMZN(stats.monthEarnings)} icon="car" /> */
export const StatCard = forwardRef<HTMLDivElement, StatCardProps>(function StatCard(
  { label, value, hint, icon, loading, ...rest },
  ref,
) {
  return (
    <Root ref={ref} aria-busy={loading || undefined} {...rest}>
      <div>
        <div data-stat-label>{label}</div>
        <div data-stat-value>{loading ? <Skeleton width="6ch" height="1em" /> : value}</div>
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
