/** @module How the billing screens write their figures in the reader's language (counts, percentages). */
import { formatNumber } from '@turismo/app-core/format';

/** A count, e.g. 1 234 (1,234 in English). */
export const formatCount = (value: number) => formatNumber(value);

/** A percentage as shown in Mozambique, e.g. 12,5 % (12.5 % in English). */
export const formatPercent = (value: number) => `${formatNumber(value, { maximumFractionDigits: 1 })} %`;
