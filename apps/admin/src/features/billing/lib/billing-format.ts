/** @module How the billing screens write their figures in the reader's language (counts, percentages). */
import { intlLocale } from '@turismo/app-core/i18n';

/** A count, e.g. 1 234 (1,234 in English). */
export const formatCount = (value: number) => new Intl.NumberFormat(intlLocale()).format(value);

/** A percentage as shown in Mozambique, e.g. 12,5 % (12.5 % in English). */
export const formatPercent = (value: number) =>
  `${new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(value)} %`;
