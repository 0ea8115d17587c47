// A small bar chart drawn as plain SVG (docs/adr/013-light-dashboard-widgets.md): a dashboard widget with a handful of
// bars looks like the recharts chart (same colours, dashed grid, compact value ticks, MM/DD/YYYY categories, legend,
// a tooltip per category on hover or keyboard focus) without loading recharts, the largest part of a chart screen.
import { useState } from 'react';
import type { ChartViewProps } from '../ChartView';
import { chartColor } from '../chartColors';
import { chartLabel } from '../chartLabel';
import { compact, tooltipValue } from '../chartValues';
import { barExtent, barScale, barValue } from './barScale';
import { useElementWidth } from './useElementWidth';

const MARGIN = { top: 8, right: 16, bottom: 8, left: 8 };
/** recharts' default widths: the value axis, the category axis, the legend row. */
const Y_AXIS = 60;
const X_AXIS = 30;
const LEGEND = 26;
const AXIS_COLOR = '#666';
const GRID_COLOR = '#ccc';
/** Rough width of one character of a 12 px tick, to thin category labels that would overlap. */
const CHAR_PX = 7;

type SvgBarChartProps = Pick<ChartViewProps, 'x' | 'series' | 'rows' | 'stacked' | 'height'>;

/** The top-rounded bar of an unstacked chart (recharts' radius [3, 3, 0, 0]); stacked segments stay square. */
function barPath(x: number, y: number, w: number, h: number, r: number): string {
  const radius = Math.min(r, w / 2, Math.abs(h));
  if (radius <= 0 || h <= 0) return `M${x},${y}h${w}v${h}h${-w}Z`;
  return `M${x},${y + h}V${y + radius}Q${x},${y} ${x + radius},${y}H${x + w - radius}Q${x + w},${y} ${x + w},${y + radius}V${y + h}Z`;
}

export function SvgBarChart({ x, series, rows, stacked = false, height = 360 }: SvgBarChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const totalHeight = typeof height === 'number' ? height : 360;
  const plotLeft = MARGIN.left + Y_AXIS;
  const plotTop = MARGIN.top;
  const plotWidth = Math.max(width - plotLeft - MARGIN.right, 10);
  const plotHeight = Math.max(totalHeight - MARGIN.top - MARGIN.bottom - X_AXIS - LEGEND, 10);
  const scale = barScale(barExtent(rows, series, stacked));
  const yOf = (v: number) => plotTop + plotHeight - ((v - scale.min) / (scale.max - scale.min)) * plotHeight;
  const band = plotWidth / Math.max(rows.length, 1);
  // recharts' default category gap is 10% of the band on each side, and 4 px between grouped bars.
  const inner = band * 0.8;
  const gap = stacked || series.length < 2 ? 0 : 4;
  const barWidth = stacked ? inner : Math.max((inner - gap * (series.length - 1)) / Math.max(series.length, 1), 1);
  const labels = rows.map((row) => chartLabel(row[x]));
  const longest = Math.max(...labels.map((l) => l.length), 1);
  const labelEvery = Math.max(1, Math.ceil((longest * CHAR_PX + 8) / band));
  const zeroY = yOf(Math.max(scale.min, 0));

  return (
    <div ref={ref} style={{ position: 'relative', width: '100%', height: totalHeight }} data-testid="svg-bar-chart">
      {width > 0 && (
        <svg width={width} height={totalHeight - LEGEND} role="group" style={{ display: 'block', overflow: 'visible' }}>
          <g aria-hidden="true">
            {scale.ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={plotLeft}
                  x2={plotLeft + plotWidth}
                  y1={yOf(tick)}
                  y2={yOf(tick)}
                  stroke={GRID_COLOR}
                  strokeDasharray="3 3"
                />
                <text
                  x={plotLeft - 8}
                  y={yOf(tick)}
                  textAnchor="end"
                  dominantBaseline="central"
                  fontSize={12}
                  fill={AXIS_COLOR}
                >
                  {compact.format(tick)}
                </text>
              </g>
            ))}
            <line x1={plotLeft} x2={plotLeft} y1={plotTop} y2={plotTop + plotHeight} stroke={AXIS_COLOR} />
            <line
              x1={plotLeft}
              x2={plotLeft + plotWidth}
              y1={plotTop + plotHeight}
              y2={plotTop + plotHeight}
              stroke={AXIS_COLOR}
            />
          </g>
          {rows.map((row, i) => {
            const left = plotLeft + i * band;
            let up = 0;
            let down = 0;
            const values = series.map((s) => `${s.caption} ${tooltipValue(barValue(row[s.field]))}`).join(', ');
            return (
              <g
                key={i}
                tabIndex={0}
                role="img"
                aria-label={`${labels[i]}: ${values}`}
                data-testid="svg-bar-category"
                onMouseEnter={() => setActive(i)}
                onMouseLeave={() => setActive(null)}
                onFocus={() => setActive(i)}
                onBlur={() => setActive(null)}
                style={{ outline: 'none' }}
              >
                <rect
                  x={left}
                  y={plotTop}
                  width={band}
                  height={plotHeight}
                  fill={active === i ? GRID_COLOR : 'transparent'}
                  fillOpacity={active === i ? 0.4 : 0}
                />
                {series.map((s, j) => {
                  const v = barValue(row[s.field]);
                  let from = 0;
                  if (stacked) {
                    from = v >= 0 ? up : down;
                    if (v >= 0) up += v;
                    else down += v;
                  }
                  const y0 = yOf(from);
                  const y1 = yOf(from + v);
                  const barLeft = left + band * 0.1 + (stacked ? 0 : j * (barWidth + gap));
                  return (
                    <path
                      key={s.field}
                      d={barPath(barLeft, Math.min(y0, y1), barWidth, Math.abs(y1 - y0), stacked ? 0 : 3)}
                      fill={chartColor(j, s.color)}
                    />
                  );
                })}
                {i % labelEvery === 0 && (
                  <text
                    x={left + band / 2}
                    y={plotTop + plotHeight + 8}
                    textAnchor="middle"
                    dominantBaseline="hanging"
                    fontSize={12}
                    fill={AXIS_COLOR}
                    aria-hidden="true"
                  >
                    {labels[i]}
                  </text>
                )}
              </g>
            );
          })}
          {scale.min < 0 && (
            <line
              x1={plotLeft}
              x2={plotLeft + plotWidth}
              y1={zeroY}
              y2={zeroY}
              stroke={AXIS_COLOR}
              aria-hidden="true"
            />
          )}
        </svg>
      )}
      <ul
        style={{
          display: 'flex',
          justifyContent: 'center',
          flexWrap: 'wrap',
          gap: 10,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          height: LEGEND,
          alignItems: 'center',
          fontSize: 16,
        }}
      >
        {series.map((s, j) => (
          <li key={s.field} style={{ display: 'flex', alignItems: 'center', gap: 4, color: chartColor(j, s.color) }}>
            <svg width={14} height={14} aria-hidden="true">
              <rect width={14} height={14} fill={chartColor(j, s.color)} />
            </svg>
            {s.caption}
          </li>
        ))}
      </ul>
      {active !== null && rows[active] && (
        <div
          role="tooltip"
          style={{
            position: 'absolute',
            top: plotTop + 8,
            left: Math.min(plotLeft + (active + 1) * band + 8, Math.max(width - 180, 0)),
            background: '#fff',
            border: `1px solid ${GRID_COLOR}`,
            padding: 10,
            whiteSpace: 'nowrap',
            pointerEvents: 'none',
            fontSize: 16,
          }}
        >
          <div>{labels[active]}</div>
          {series.map((s, j) => (
            <div key={s.field} style={{ color: chartColor(j, s.color), paddingTop: 4 }}>
              {s.caption} : {tooltipValue(barValue(rows[active]?.[s.field]))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
