// Instants are shown on the plant's clock whatever the browser's zone: US Central for TX1 (plant 2,
// daylight saving time in summer), Mexico's central zone for MX1 (plant 3, no daylight saving time since 2022).
import { describe, expect, it } from 'vitest';
import { formatPlantDateTime, plantTimeZone } from '../../../engine/format';

describe('formatPlantDateTime', () => {
  it.each([
    ['2026-11-23T14:05:00.000Z', 2, '11/23/2026 08:05'],
    ['2026-07-01T14:05:00.000Z', 2, '07/01/2026 09:05'],
    ['2026-07-01T14:05:00.000Z', 3, '07/01/2026 08:05'],
    ['2026-11-24T03:30:00.000Z', 2, '11/23/2026 21:30'],
  ])('%s in plant %s is %s', (instant, plant, shown) => {
    expect(formatPlantDateTime(instant, plant)).toBe(shown);
  });

  it('shows nothing for an empty or invalid value and falls back to Central time for an unknown plant', () => {
    expect(formatPlantDateTime(null, 2)).toBe('');
    expect(formatPlantDateTime('not a date', 2)).toBe('');
    expect(plantTimeZone(99)).toBe('America/Chicago');
  });
});
