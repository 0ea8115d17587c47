// How chart axes and tooltips word numbers: compact axis ticks (1.2K), tooltip values formatted like the grid's.
import { formatNumber } from '../../format';

export const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
export const tooltipValue = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : String(value ?? ''));
