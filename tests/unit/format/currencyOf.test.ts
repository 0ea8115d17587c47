// Money in its own currency: which currency an amount is in (column, row Currency, row plant, the screen's plant),
// the engine binding the screen's plant to its columns, and the pivot and the export showing the same.
import { afterEach, describe, expect, it } from 'vitest';
import { currencyOf, formatValue, plantCurrency, sharedCurrencyOf } from '../../../engine/format';
import { setLocale } from '../../../engine/i18n/locale';
import { bindPlantCurrency } from '../../../engine/screen/bindPlantCurrency';
import { exportColumnsOf } from '../../../engine/views/grid/export/exportRows';
import { withIntegerFormats } from '../../../engine/renderers/pivot/pivotValues';
import { libraryAggregators } from '../../../engine/renderers/pivot/pivotUtilities';
import type { Column } from '../../../engine/screen/types';

afterEach(() => setLocale('en-US'));

describe('currencyOf', () => {
  it('books each plant in its own currency: U.S. dollars for plant 2, pesos for plant 3', () => {
    expect([plantCurrency(2), plantCurrency(3), plantCurrency('3'), plantCurrency(9), plantCurrency(null)]).toEqual([
      'USD',
      'MXN',
      'MXN',
      undefined,
      undefined,
    ]);
  });

  it('takes currencyField, then the column currency, then the row Currency, then the row plant, then the screen plant', () => {
    const bound = { plantCurrency: 'MXN' };
    expect(currencyOf({ ...bound, currencyField: 'Cur', currency: 'USD' }, { Cur: 'eur', Currency: 'USD' })).toBe(
      'EUR',
    );
    expect(currencyOf({ ...bound, currency: 'USD' }, { Currency: 'MXN' })).toBe('USD');
    expect(currencyOf(bound, { Currency: 'USD', EplantId: 3 })).toBe('USD');
    expect(currencyOf(bound, { EplantId: 2 })).toBe('USD');
    expect(currencyOf(bound, {})).toBe('MXN');
    expect(currencyOf({}, {})).toBeUndefined();
  });

  it('shows a peso amount of plant 3 as pesos in Spanish and in English, a dollar amount in English as SPEC §9 says', () => {
    const column = { type: 'currency', plantCurrency: 'MXN' };
    expect(formatValue(column, 2491.28)).toBe('$2,491.28 MXN');
    expect(formatValue({ type: 'currency', plantCurrency: 'USD' }, 2491.28)).toBe('$2,491.28');
    setLocale('es-MX');
    expect(formatValue(column, 2491.28)).toBe('$2,491.28 MXN');
    expect(formatValue({ type: 'currency', plantCurrency: 'USD' }, 2491.28)).toBe('$2,491.28 USD');
  });
});

describe('bindPlantCurrency', () => {
  const grid = {
    kind: 'grid',
    dataSource: { operationId: 'listPayrollRegister', params: { plant: { from: 'plant' } } },
    columns: [
      { field: 'NetPay', caption: 'Net', type: 'currency' },
      { field: 'StdCost', caption: 'Std', type: 'currency', currency: 'USD' },
      { field: 'Hours', caption: 'Hours', type: 'decimal' },
    ],
  };

  it('gives the currency columns that say none the book currency of the plant the data source reads', () => {
    const mx = bindPlantCurrency(grid, 3);
    expect(mx.columns.map((c) => ('plantCurrency' in c ? c.plantCurrency : undefined))).toEqual([
      'MXN',
      undefined,
      undefined,
    ]);
    expect(bindPlantCurrency(grid, 2).columns[0]).toMatchObject({ plantCurrency: 'USD' });
    expect(grid.columns[0]).not.toHaveProperty('plantCurrency');
  });

  it('reads a fixed plant value, a widget its own data source, and leaves a source without a plant to its rows', () => {
    const dashboard = {
      kind: 'dashboard',
      dataSource: { operationId: 'a', params: { plant: { value: 3 } } },
      widgets: [
        { id: 'k', widget: 'kpi', type: 'currency', field: 'Total' },
        {
          id: 'g',
          widget: 'grid',
          dataSource: { operationId: 'b', params: {} },
          columns: [{ field: 'X', type: 'currency' }],
        },
      ],
    };
    const bound = bindPlantCurrency(dashboard, 2);
    expect(bound.widgets[0]).toMatchObject({ plantCurrency: 'MXN' });
    expect(bound.widgets[1].columns![0]).not.toHaveProperty('plantCurrency');
  });
});

describe('pivot and export', () => {
  const pesos: Column = { field: 'Net', caption: 'Net', type: 'currency' };
  Object.assign(pesos, { plantCurrency: 'MXN' });

  it('formats pivot sums, averages, minimums and maximums of amounts as money in their currency', () => {
    const aggregators = withIntegerFormats(libraryAggregators, [pesos]);
    for (const name of ['Sum', 'Average', 'Minimum', 'Maximum']) {
      const make = aggregators[name] as (attrs: string[]) => () => { format: (x: number) => string };
      expect(make(['Net'])().format(1234.5), name).toBe('$1,234.50 MXN');
    }
  });

  it('exports amounts with the currency they share, and as plain numbers when rows mix currencies', () => {
    const byRow: Column = { field: 'Total', caption: 'Total', type: 'currency' };
    expect(exportColumnsOf([pesos], 'en-US')[0].numFmt).toBe('"$"#,##0.00" MXN"');
    expect(exportColumnsOf([byRow], 'en-US', [{ Currency: 'MXN' }, { Currency: 'MXN' }])[0].numFmt).toBe(
      '"$"#,##0.00" MXN"',
    );
    expect(exportColumnsOf([byRow], 'en-US', [{ Currency: 'MXN' }, { Currency: 'USD' }])[0].numFmt).toBe('#,##0.00');
    expect(sharedCurrencyOf(byRow, [{ EplantId: 3 }, { EplantId: 3 }])).toBe('MXN');
  });
});
