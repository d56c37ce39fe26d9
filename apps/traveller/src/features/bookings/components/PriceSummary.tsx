/** @module A price breakdown (subtotal, platform fee, total) in MZN, in the app's language. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMZN, formatNumber } from '@turismo/app-core/format';

const Root = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  [data-total] {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export type PriceSummaryProps = {
  subtotalLabel: ReactNode;
  subtotalCents: number;
  /** e.g. 'Taxa da plataforma (10%)'. */
  feeLabel: ReactNode;
  feeCents: number;
  totalLabel?: ReactNode;
  totalCents: number;
};

export function PriceSummary({
  subtotalLabel,
  subtotalCents,
  feeLabel,
  feeCents,
  totalLabel,
  totalCents,
}: PriceSummaryProps) {
  const { t } = useTranslation();
  return (
    <Root>
      <dt>{subtotalLabel}</dt>
      <dd>{formatMZN(subtotalCents)}</dd>
      <dt>{feeLabel}</dt>
      <dd>{formatMZN(feeCents)}</dd>
      <dt data-total>{totalLabel ?? t('Total')}</dt>
      <dd data-total data-testid="booking-total">{formatMZN(totalCents)}</dd>
    </Root>
  );
}

/** '10%' or '12,5%' from basis points or a percentage. */
export function percentLabel(percent: number): string {
  return `${formatNumber(percent, { maximumFractionDigits: 1 })}%`;
}
