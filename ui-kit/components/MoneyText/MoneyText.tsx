/// <reference path="../../theme/styled.d.ts" />
/**
 * @module MoneyText: an amount (or any figure) that never breaks inside its number (issue 10: a narrow stat card
 * showed '11 1 / 50,0 / 0 MT / n'). Given `centavos` it formats them as MZN for pt-MZ with the rules package's
 * formatMZN (ADR 0038); given a formatted string it shows that. The number keeps its digits, group spaces and
 * decimals on one line (white-space: nowrap) in tabular figures; only the space before the currency ('MTn') may
 * break, so a figure too wide for a 360 px card wraps as '1 115 000,00 / MTn', never inside the digits.
 */
import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { formatMZN } from '@turismo/rules/money.ts';

export type MoneyTextProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Integer centavos, formatted as MZN (pt-MZ). */
  centavos?: number;
  /** A figure already formatted (a count, a percentage, an amount); ignored when `centavos` is given. */
  children?: string | number;
};

const Root = styled.span`
  font-variant-numeric: tabular-nums;

  & > [data-number],
  & > [data-unit] {
    white-space: nowrap;
  }
`;

/** The number and the unit after it ('MTn', '%', 'MT'), split at the last space before a unit without digits. */
export function splitFigure(text: string): { number: string; unit: string } {
  const m = /^(.*\d)[\s\u00a0\u202f]+(\D+)$/u.exec(text);
  return m ? { number: m[1]!, unit: m[2]! } : { number: text, unit: '' };
}

/**
 * @example <MoneyText centavos={1115000} /> // '11 150,00 MTn', never broken inside '11 150,00'
 * @example <MoneyText>{percent(0.42)}</MoneyText>
 */
export const MoneyText = forwardRef<HTMLSpanElement, MoneyTextProps>(function MoneyText(
  { centavos, children, ...rest },
  ref,
) {
  const text = centavos !== undefined ? formatMZN(centavos) : String(children ?? '');
  const { number, unit } = splitFigure(text);
  return (
    <Root ref={ref} data-money-text {...rest}>
      <span data-number>{number}</span>
      {unit ? (
        <>
          {' '}
          <span data-unit>{unit}</span>
        </>
      ) : null}
    </Root>
  );
});
