// Bar, line, area and composed charts for ChartView, in their own chunk: only the cartesian parts of recharts.
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Series } from '../../screen/types';
import type { ChartViewProps } from './ChartView';
import { chartColor } from './chartColors';
import { chartLabel } from './chartLabel';
import { compact, tooltipValue } from './chartValues';

export default function CartesianChartView({ type, x, series, rows, stacked, height = 360 }: ChartViewProps) {
  const data = rows as Record<string, unknown>[];
  const seriesType = (s: Series) => s.type ?? (type === 'composed' ? 'bar' : type);
  // Legend and tooltip list the series in their declared order (a pivot's chronological weeks), not alphabetically,
  // which is recharts' default.
  const seriesOrder = (dataKey: unknown) => series.findIndex((s) => s.field === dataKey);
  return (
    <ResponsiveContainer width="100%" height={height as number | `${number}%`}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={x} tick={{ fontSize: 12 }} tickFormatter={chartLabel} />
        <YAxis tick={{ fontSize: 12 }} tickFormatter={(v: number) => compact.format(v)} />
        <Tooltip
          formatter={tooltipValue}
          labelFormatter={chartLabel}
          itemSorter={(item) => seriesOrder(item.dataKey)}
        />
        <Legend itemSorter={(item) => seriesOrder(item.dataKey)} />
        {series.map((s, i) => {
          const color = chartColor(i, s.color);
          const common = { dataKey: s.field, name: s.caption, isAnimationActive: false } as const;
          const stackId = stacked ? 'stack' : undefined;
          switch (seriesType(s)) {
            case 'line':
              return <Line key={s.field} {...common} type="monotone" stroke={color} strokeWidth={2} dot={false} />;
            case 'area':
              return (
                <Area
                  key={s.field}
                  {...common}
                  type="monotone"
                  stroke={color}
                  fill={color}
                  fillOpacity={0.25}
                  stackId={stackId}
                />
              );
            default:
              return (
                <Bar
                  key={s.field}
                  {...common}
                  fill={color}
                  stackId={stackId}
                  radius={stacked ? undefined : [3, 3, 0, 0]}
                />
              );
          }
        })}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
