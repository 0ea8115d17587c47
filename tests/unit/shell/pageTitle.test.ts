// SPEC §2 page titles and SPEC §9 short titles.
import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../engine/app/pageTitle';
import { shortTitle } from '../../../engine/ui/shortTitle';

describe('pageTitle', () => {
  it('prefixes U.S. for plant 2', () => {
    expect(pageTitle('Paint QC', 2)).toBe('U.S. - Paint QC');
  });
  it('prefixes M.X. for plant 3 and for any other or unknown plant', () => {
    expect(pageTitle('Paint QC', 3)).toBe('M.X. - Paint QC');
    expect(pageTitle('Paint QC', null)).toBe('M.X. - Paint QC');
  });
  it("uses 'Norstar' for an unnamed route", () => {
    expect(pageTitle(undefined, 2)).toBe('U.S. - Norstar');
    expect(pageTitle('   ', 3)).toBe('M.X. - Norstar');
  });
});

describe('shortTitle', () => {
  it('keeps titles of up to 20 characters', () => {
    expect(shortTitle('Purchase Order Lines')).toBe('Purchase Order Lines');
  });
  it("cuts longer titles to 20 characters plus '...'", () => {
    expect(shortTitle('Purchase Order Lines Late')).toBe('Purchase Order Lines...');
  });
  it("shows 'No Title' for an empty title", () => {
    expect(shortTitle('')).toBe('No Title');
    expect(shortTitle(null)).toBe('No Title');
  });
});
