/** @module A price breakdown (subtotal, discounts, platform fee, total) in MZN, in the app's language. */
import { Fragment, type ReactNode } from 'react';
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
  /** Lines taken off the subtotal before the fee (a loyalty reward), each shown as −amount. */
  discounts?: ReadonlyArray<{ label: ReactNode; cents: number }>;
  /** e.g. 'Taxa da plataforma (10%)'. */
  feeLabel: ReactNode;
  feeCents: number;
  totalLabel?: ReactNode;
  totalCents: number;
};

export function PriceSummary({
  subtotalLabel,
  subtotalCents,
  discounts = [],
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
      {discounts.map((d, i) => (
        <Fragment key={i}>
          <dt>{d.label}</dt>
          <dd data-discount>−{formatMZN(d.cents)}</dd>
        </Fragment>
      ))}
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
