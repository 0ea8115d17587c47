// The inventory label: what a printed item, location or VIN label says, one page per copy, with scanned text escaped.
import { describe, expect, it } from 'vitest';
import { labelHtml } from '../../../screens/Inventory/scanning/printLabel';
import { labelContent } from '../../../screens/Inventory/Labels.custom';

describe('inventory labels', () => {
  it('prints an item label with its description and main bin, once per copy', () => {
    const content = labelContent({
      LabelType: 'item',
      Value: 'AX-7000-EZ',
      ItemNo: 'AX-7000-EZ',
      Descrip: 'Axle 7000 lb',
      Location: 'A-01-1',
      VIN: null,
      Copies: 3,
    });
    expect(content).toEqual({ value: 'AX-7000-EZ', heading: 'Item', lines: ['Axle 7000 lb', 'Bin A-01-1'], copies: 3 });
    const html = labelHtml(content);
    expect(html.match(/class="label"/g)).toHaveLength(3);
    expect(html).toContain('*AX-7000-EZ*');
  });

  it('prints a unit label with the model, and escapes what was scanned', () => {
    const content = labelContent({
      LabelType: 'vin',
      Value: '5NRK142E7TB101429',
      ItemNo: 'DG9614-22K',
      Descrip: "Dump <14'>",
      Location: null,
      VIN: '5NRK142E7TB101429',
      Copies: 1,
    });
    expect(content.heading).toBe('Unit VIN');
    expect(content.lines).toEqual(['Model DG9614-22K', "Dump <14'>"]);
    expect(labelHtml(content)).toContain('Dump &lt;14&#39;&gt;');
  });
});
