import { decimalsOf, moneyText, type DashboardMonth } from '@coachforge/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from 'styled-components';
import { monthText } from './month-text';

/**
 * The dashboard's two charts, drawn with recharts (decision 0168): revenue, refunds and payouts as lines,
 * and the fees (the platform's 5% and the provider's) as stacked bars, by month. Hidden from screen
 * readers: the table beside them carries the same figures.
 */
export default function MoneyChartsDrawing({
  points,
  currency,
}: {
  points: DashboardMonth[];
  currency: string;
}) {
  const theme = useTheme();
  const unit = 10 ** decimalsOf(currency);
  // Axes read in major units; tooltips give the exact amount.
  const data = points.map((p) => ({
    label: monthText(p.month),
    revenue: p.revenue / unit,
    payouts: p.payouts / unit,
    refunds: p.refunds / unit,
    platform: p.platform_fees / unit,
    provider: p.provider_fees / unit,
  }));
  const tip = (value: unknown) => moneyText(Math.round(Number(value) * unit), currency);
  const axis = { stroke: theme.colors.mutedText, fontSize: 12 };
  return (
    <div aria-hidden="true" data-testid="money-charts">
      <div style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
            <XAxis dataKey="label" {...axis} />
            <YAxis {...axis} width={72} />
            <Tooltip formatter={tip} />
            <Legend />
            <Line
              type="monotone"
              dataKey="revenue"
              name="Revenue"
              stroke={theme.colors.primary}
              strokeWidth={2}
            />
            <Line
              type="monotone"
              dataKey="payouts"
              name="Payouts"
              stroke={theme.colors.info}
              strokeWidth={2}
            />
            <Line
              type="monotone"
              dataKey="refunds"
              name="Refunds"
              stroke={theme.colors.danger}
              strokeDasharray="4 2"
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div style={{ width: '100%', height: 220 }}>
        <ResponsiveContainer>
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
            <XAxis dataKey="label" {...axis} />
            <YAxis {...axis} width={72} />
            <Tooltip formatter={tip} />
            <Legend />
            <Bar dataKey="platform" name="Platform fee (5%)" stackId="fees" fill={theme.colors.primaryDark} />
            <Bar dataKey="provider" name="Provider fee" stackId="fees" fill={theme.colors.warning} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
