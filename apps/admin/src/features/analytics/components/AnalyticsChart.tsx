/**
 * @module The bookings and net revenue of each period as an SVG chart (recharts): bars for bookings, a line for
 * revenue in MZN. The same figures are in the table under it, which is what screen readers read (the chart is
 * hidden from them). recharts' keyboard layer is off: nothing inside the hidden chart takes the focus (issue 32,
 * WCAG 4.1.2; axe's aria-hidden-focus).
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { formatNumber } from '@turismo/app-core/format';
import type { Analytics } from '../api/analytics.ts';

export function AnalyticsChart({ series, label }: { series: Analytics['series']; label: (period: string) => string }) {
  const theme = useTheme();
  const { t } = useTranslation();
  const mzn = { format: (v: number) => formatNumber(v, { maximumFractionDigits: 0 }) };
  const revenueName = t('Receita (MT)');
  const data = series.map((p) => ({ period: label(p.period), bookings: p.bookings, revenue: p.revenueCents / 100 }));
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer>
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid stroke={theme.colors.border} vertical={false} />
          <XAxis dataKey="period" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis yAxisId="bookings" allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
          <YAxis yAxisId="revenue" orientation="right" tick={{ fontSize: 12 }} width={64}
            tickFormatter={(v: number) => mzn.format(v)} />
          <Tooltip formatter={(value, name) => (name === revenueName ? mzn.format(Number(value)) : value)} />
          <Legend />
          <Bar yAxisId="bookings" dataKey="bookings" name={t('Reservas')} fill={theme.colors.brand} isAnimationActive={false} />
          <Line yAxisId="revenue" dataKey="revenue" name={revenueName} stroke={theme.colors.accent} strokeWidth={2}
            dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
