// Storybook fixtures: the recorded rows are a sample spread over the pivot's keys (not the first 100), the recorder's
// --only arguments, and the message a story shows for an operation without a fixture.
import { describe, expect, it } from 'vitest';
import { sampleBody, sampleRows, strataFields } from '../../../stories/support/fixtureMatching';
import { missingFixtureMessage } from '../../../stories/support/fixtureHandlers';
import { parseArgs } from '../../../scripts/record-fixtures';

// 40 weeks × 5 families, sorted the way a late-lines-first report is: every on-time line comes after the late ones.
const rows = Array.from({ length: 400 }, (_, i) => ({
  Family: ['GN', 'DU', 'TB', 'FB', 'EQ'][i % 5],
  DueWeek: `W${String(Math.floor(i / 10) % 40).padStart(2, '0')}`,
  OnTimePct: i < 300 ? 0 : 100,
}));

describe('fixture sampling', () => {
  it('keeps rows from every row and column key and from the whole list, in the server order', () => {
    const sample = sampleRows(rows, 100, ['Family', 'DueWeek']);
    expect(sample).toHaveLength(100);
    const key = (r: (typeof rows)[number]) => `${r.Family}|${r.DueWeek}`;
    expect(new Set(sample.map(key)).size).toBe(Math.min(100, new Set(rows.map(key)).size));
    expect(new Set(sample.map((r) => r.Family))).toEqual(new Set(['GN', 'DU', 'TB', 'FB', 'EQ']));
    expect(sample.some((r) => r.OnTimePct > 0)).toBe(true);
    expect(sample.map((r) => rows.indexOf(r))).toEqual([...sample.map((r) => rows.indexOf(r))].sort((a, b) => a - b));
  });

  it('without keys takes rows at even steps, not the first ones; a short list is kept whole', () => {
    const sample = sampleRows(rows, 100);
    expect(sample.map((r) => rows.indexOf(r)).slice(0, 3)).toEqual([0, 4, 8]);
    expect(sample.filter((r) => r.OnTimePct > 0)).toHaveLength(25);
    expect(sampleRows(rows.slice(0, 7), 100)).toEqual(rows.slice(0, 7));
    expect(sampleRows(rows, 100, ['Family'])).toEqual(sampleRows(rows, 100, ['Family']));
  });
});

describe('fixture sampling of a rare outcome', () => {
  // The seed's Fill Rate: one on-time line among 300 late ones.
  const lines = Array.from({ length: 300 }, (_, i) => ({
    Family: ['GN', 'DU', 'TB'][i % 3],
    DueWeek: `W${Math.floor(i / 60)}`,
    CoLineKey: `CO${i}-1`,
    OnTimePct: i === 137 ? 1 : 0,
  }));
  const strata = { keys: ['Family', 'DueWeek'], outcomes: ['OnTimePct', 'CoLineKey'] };

  it('samples across an aggregated field with few values, not one with many', () => {
    expect(strataFields(lines, strata)).toEqual(['Family', 'DueWeek', 'OnTimePct']);
    const sample = sampleBody(lines, strata) as typeof lines;
    expect(sample).toHaveLength(100);
    expect(sample.filter((r) => r.OnTimePct > 0)).toHaveLength(1);
    expect(sampleRows(lines, 100, strata.keys).filter((r) => r.OnTimePct > 0)).toHaveLength(0);
  });
});

describe('record-fixtures arguments', () => {
  it('reads --only (repeated, comma-separated or with =) and --help', () => {
    expect(parseArgs([])).toEqual({});
    expect(parseArgs(['--only', 'listFillRate'])).toEqual({ only: ['listFillRate'] });
    expect(parseArgs(['--only=listFillRate,listUsers', '--only', 'getUser'])).toEqual({
      only: ['listFillRate', 'listUsers', 'getUser'],
    });
    expect(parseArgs(['--help'])).toEqual({ help: true });
    expect(() => parseArgs(['listFillRate'])).toThrow(/unknown argument 'listFillRate'/);
  });
});

describe('a story calling an operation without a fixture', () => {
  it('says to record it and to restart or rebuild Storybook', () => {
    const message = missingFixtureMessage('listPaintQcSummary');
    expect(message).toContain('npm run record-fixtures -- --only listPaintQcSummary');
    expect(message).toMatch(/restart Storybook .*or rebuild it \(npm run build-storybook\)/);
  });
});
