import { toDisplayValue, unitOf, type Units } from '@coachforge/contracts';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import type { RecordSeries } from './record-series';

/**
 * One record's history as a line over time, in the person's units. The table beside it carries the same
 * values for screen readers, so the chart itself is hidden from them.
 */
export default function HistoryChart({ series, units }: { series: RecordSeries; units: Units }) {
  const theme = useTheme();
  const data = series.points.map((point) => ({
    date: point.date,
    value: toDisplayValue(series.quantity, point.value, units),
  }));
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 260 }} data-testid="history-chart">
      <ResponsiveContainer>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
          <XAxis dataKey="date" stroke={theme.colors.mutedText} fontSize={12} />
          <YAxis
            stroke={theme.colors.mutedText}
            fontSize={12}
            domain={['auto', 'auto']}
            reversed={series.quantity === 'time'}
            unit={series.quantity === 'time' ? ' s' : ` ${unitOf(series.quantity, units)}`}
            width={72}
          />
          <Tooltip />
          <Line type="monotone" dataKey="value" stroke={theme.colors.primary} strokeWidth={2} dot />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
