// The update notice shows only when the server's FrontendVersion is higher than 1.3.1.
import { describe, expect, it } from 'vitest';
import { appVersion, compareVersions, isNewerVersion } from '../../../engine/app/version';

describe('version compare', () => {
  it('is 1.3.1', () => expect(appVersion).toBe('1.3.1'));
  it('compares numerically, not as text', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.3.1', '1.3.1')).toBe(0);
    expect(compareVersions('1.3', '1.3.0')).toBe(0);
    expect(compareVersions('1.2.9', '1.3.1')).toBe(-1);
  });
  it('flags only higher server versions', () => {
    expect(isNewerVersion('1.3.2')).toBe(true);
    expect(isNewerVersion('2.0.0')).toBe(true);
    expect(isNewerVersion('1.3.1')).toBe(false);
    expect(isNewerVersion('1.3.0')).toBe(false);
    expect(isNewerVersion('')).toBe(false);
  });
});
