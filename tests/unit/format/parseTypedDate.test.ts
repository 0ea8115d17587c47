import { describe, expect, it } from 'vitest';
import { parseTypedDate } from '../../../engine/format';

describe('parseTypedDate', () => {
  it('reads MM/DD/YYYY, M/D/YYYY and ISO days', () => {
    expect(parseTypedDate('11/02/2026')).toBe('2026-11-02');
    expect(parseTypedDate(' 1/5/2026 ')).toBe('2026-01-05');
    expect(parseTypedDate('2026-11-02')).toBe('2026-11-02');
    expect(parseTypedDate('02/29/2028')).toBe('2028-02-29');
  });

  it('refuses days that are not on the calendar and other shapes', () => {
    for (const text of [
      '02/30/2026',
      '13/01/2026',
      '00/10/2026',
      '02/29/2026',
      '11/2/26',
      '2026-13-01',
      '11-02-2026',
      'today',
      '',
    ]) {
      expect(parseTypedDate(text), text).toBeNull();
    }
  });
});
