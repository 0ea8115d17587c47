import { describe, expect, it } from 'vitest';
import { formatSummary } from '../../../engine/views/grid/state/summaries';
import type { Column } from '../../../engine/screen/types';

const price: Column = { field: 'UnitPrice', caption: 'Unit Price', type: 'currency', summary: 'sum' };

describe('formatSummary', () => {
  it('labels the summary when the column has room', () => {
    expect(formatSummary(price, 2320407.39)).toBe('Sum: $2,320,407.39');
    expect(formatSummary(price, 2320407.39, 200)).toBe('Sum: $2,320,407.39');
    expect(formatSummary({ ...price, summary: 'count' }, 169, 120)).toBe('Count: 169');
  });

  it('drops the label rather than letting the grid clip the start of the value', () => {
    expect(formatSummary(price, 2320407.39, 120)).toBe('$2,320,407.39');
    expect(formatSummary({ ...price, summary: 'avg', type: 'decimal' }, 12.5, 60)).toBe('12.50');
  });

  it('is empty without a value or a summary', () => {
    expect(formatSummary(price, null, 200)).toBe('');
    expect(formatSummary({ ...price, summary: undefined }, 5)).toBe('');
  });
});
