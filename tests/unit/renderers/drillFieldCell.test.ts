// A column with drillField shows its own field (the dealer's name) while the drill-down receives the other field
// (the customer number), as the screen language describes drillField.
import { describe, expect, it } from 'vitest';
import { cellFor } from '../../../engine/views/grid/cells/cellContent';

describe('drillField cells', () => {
  it('shows the column field, not the drill value', () => {
    const cell = cellFor(
      { kind: 'data', row: { Customer: 'Cooper Ag & Trailer Center', CustNo: 'C010028' }, number: 1 },
      { field: 'Customer', caption: 'Dealer', drill: 'customer', drillField: 'CustNo' },
      0,
    ) as { displayData: string };
    expect(cell.displayData).toBe('Cooper Ag & Trailer Center');
  });
});
