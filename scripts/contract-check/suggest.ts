// "Did you mean …?": the closest candidate name by edit distance, for unknown operations, fields, roles and ids.

/** Levenshtein distance, case-insensitive (a wrong case is the cheapest typo: it costs 0.5 per letter). */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const saved = prev[j];
      const ca = a[i - 1];
      const cb = b[j - 1];
      const cost = ca === cb ? 0 : ca.toLowerCase() === cb.toLowerCase() ? 0.5 : 1;
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diagonal + cost);
      diagonal = saved;
    }
  }
  return prev[b.length];
}

/**
 * The candidate closest to `name`, or undefined when nothing is close enough to be a plausible typo
 * (more than 40 % of the longer name changed, and not a prefix/containment match).
 */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  const lower = name.toLowerCase();
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const other = candidate.toLowerCase();
    const distance = editDistance(name, candidate);
    const contains = lower.length >= 3 && (other.includes(lower) || lower.includes(other));
    const limit = Math.max(2, Math.ceil(Math.max(name.length, candidate.length) * 0.4));
    if (distance > limit && !contains) continue;
    const score = contains ? Math.min(distance, limit) - 0.25 : distance;
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}
