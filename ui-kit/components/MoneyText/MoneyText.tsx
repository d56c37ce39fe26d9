/// <reference path="../../theme/styled.d.ts" />
/**
 * @module MoneyText: an amount (or any figure) that never breaks inside its number (issue 10: a narrow stat card
 * showed '11 1 / 50,0 / 0 MT / n'). Given `centavos` it formats them as MZN in the app's language with the rules
 * package's formatMZN (ADR 0038; pt-MZ, or en-GB in English); given a formatted string it shows that, unchanged (one text node: screen readers and tests
 * read exactly the formatted figure). The figure stays on one line (white-space: nowrap) in tabular figures, so
 * columns of amounts line up; the container gives it room (StatCard scales its size on phones).
 */
import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMZN } from '@turismo/rules/money.ts';

export type MoneyTextProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Integer centavos, formatted as MZN in the app's language. */
  centavos?: number;
  /** A figure already formatted (a count, a percentage, an amount); ignored when `centavos` is given. */
  children?: string | number;
};

const Root = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/**
 * @example <MoneyText centavos={1115000} /> // '11 150,00 MTn' on one line
 * @example <MoneyText>{percent(0.42)}</MoneyText>
 */
export const MoneyText = forwardRef<HTMLSpanElement, MoneyTextProps>(function MoneyText(
  { centavos, children, ...rest },
  ref,
) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'pt-MZ';
  return (
    <Root ref={ref} data-money-text {...rest}>
      {centavos !== undefined ? formatMZN(centavos, locale) : String(children ?? '')}
    </Root>
  );
});
