// A recharts chart from a declared series mapping (bar, line, area, pie or composed), with the shared colours and
// axis/tooltip values formatted like the grid's (dates MM/DD/YYYY, chartLabel.ts).
import {
  Area,
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartType, Series } from '../../screen/types';
import { formatNumber } from '../../format';
import { chartColor } from './chartColors';
import { chartLabel } from './chartLabel';

export interface ChartViewProps {
  type: ChartType;
  x: string;
  series: readonly Series[];
  rows: readonly Record<string, unknown>[];
  stacked?: boolean;
  height?: number | string;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const tooltipValue = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : String(value ?? ''));

export function ChartView({ type, x, series, rows, stacked, height = 360 }: ChartViewProps) {
  const data = rows as Record<string, unknown>[];
  if (type === 'pie') {
    const s = series[0];
    return (
      <ResponsiveContainer width="100%" height={height as number | `${number}%`}>
        <PieChart>
          <Pie
            data={data}
            dataKey={s?.field ?? ''}
            nameKey={x}
            outerRadius="75%"
            label={(e) => chartLabel(e.name)}
            isAnimationActive={false}
          >
            {data.map((_, i) => (
              <Cell key={i} fill={chartColor(i)} />
            ))}
          </Pie>
          <Tooltip formatter={(value, name) => [tooltipValue(value), chartLabel(name)]} />
          <Legend formatter={(value) => chartLabel(value)} />
        </PieChart>
      </ResponsiveContainer>
    );
  }
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
