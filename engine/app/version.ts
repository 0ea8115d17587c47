// The front end's version (SPEC §9) and the semver comparison that decides whether the update notice shows.

export const appVersion = '1.3.1';

function parts(version: string): number[] {
  const core = version.trim().replace(/^v/i, '').split(/[-+]/)[0];
  return core.split('.').map((part) => {
    const n = Number.parseInt(part, 10);
    return Number.isFinite(n) ? n : 0;
  });
}

/** -1, 0 or 1 like a sort comparator; missing parts count as 0 ('1.4' equals '1.4.0'). */
export function compareVersions(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff > 0 ? 1 : -1;
  }
  return 0;
}

export function isNewerVersion(serverVersion: string | null | undefined, current: string = appVersion): boolean {
  return Boolean(serverVersion) && compareVersions(String(serverVersion), current) > 0;
}
