// The words of the change history: field names humanized from their columns, one change per "Field: old → new", a
// secret only as changed, and the Admin grid's columns (the changes on one line, the instant on the plant's clock,
// the action's name).
import { describe, expect, it } from 'vitest';
import { changesSummary, humanizeField, lineText } from '../../../engine/format/historyChanges';
import { formatValue } from '../../../engine/format/formatValue';

describe('history words', () => {
  it('humanizes column names', () => {
    expect(humanizeField('paint_mm1_front')).toBe('Paint mm1 front');
    expect(humanizeField('role_name')).toBe('Role name');
    expect(humanizeField('price')).toBe('Price');
    expect(humanizeField('IsActive')).toBe('Is active');
  });

  it('puts an entry’s changes on one line, a secret without its values', () => {
    expect(
      changesSummary([
        { Field: 'price', Old: 41250, New: 42900.5, Secret: false },
        { Field: 'active', Old: true, New: false, Secret: false },
        { Field: 'notes', Old: null, New: 'Dealer asked', Secret: false },
        { Field: 'password_hash', Old: 'x', New: 'y', Secret: true },
        { Field: 'dealer_id', Old: null, New: null, Secret: false },
      ]),
    ).toBe('Price: 41250 → 42900.5; Active: Yes → No; Notes: — → Dealer asked; Password hash: changed');
    expect(changesSummary(null)).toBe('');
  });

  it('names the list line an entry is about', () => {
    expect(lineText({ Action: 'created', Line: 'roles', LineKey: 'change_plant' })).toBe('Roles · change_plant added');
    expect(lineText({ Action: 'removed', Line: 'members', LineKey: 'it.support' })).toBe(
      'Members · it.support removed',
    );
    expect(lineText({ Action: 'changed', Line: null, LineKey: null })).toBe('');
  });

  it('formats the Admin grid’s change, plant time and action columns', () => {
    const changes = [{ Field: 'name', Old: 'Painting', New: 'Paint', Secret: false }];
    expect(formatValue({ type: 'changes' }, changes)).toBe('Name: Painting → Paint');
    // 17:30 UTC is 11:30 in Mexico City and 11:30 in Chicago in November (both UTC−6).
    expect(formatValue({ type: 'plantDatetime' }, '2026-11-24T17:30:00Z', { Plant: 3 })).toBe('11/24/2026 11:30');
    expect(formatValue({ type: 'plantDatetime' }, '2026-07-01T17:30:00Z', { Plant: 2 })).toBe('07/01/2026 12:30');
    expect(formatValue({ type: 'statusCode', codes: 'historyAction' }, 'removed')).toBe('Removed');
  });
});
