// A pie chart (the first series by the x field) for ChartView, in its own chunk: only the pie parts of recharts.
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { ChartViewProps } from './ChartView';
import { chartColor } from './chartColors';
import { chartLabel } from './chartLabel';
import { tooltipValue } from './chartValues';

export default function PieChartView({ x, series, rows, height = 360 }: ChartViewProps) {
  const data = rows as Record<string, unknown>[];
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
