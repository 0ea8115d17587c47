// The shared chart colours (SPEC §9: "shared chart colours are defined"): every chart, pivot chart and legend takes
// series colours from this one palette in order, so the same series looks the same across screens.
export const CHART_COLORS = [
  '#1f4e79', // Norstar navy
  '#e8772e', // orange
  '#2f9e44', // green
  '#c92a2a', // red
  '#7048e8', // violet
  '#1098ad', // teal
  '#f2b705', // amber
  '#868e96', // grey
  '#d6336c', // pink
  '#5c940d', // olive
] as const;

export function chartColor(index: number, declared?: string): string {
  return declared ?? CHART_COLORS[index % CHART_COLORS.length];
}
