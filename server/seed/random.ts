// Seeded pseudo-random numbers for the demo seed: the same seed always yields the same sequence, so the same
// scale always yields identical rows (Math.random is never used by the seed).

/** sfc32 core seeded through splitmix32: fast, good enough statistically, and fully deterministic in JS. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max) rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number;
  /** Roughly normal value (sum of uniforms) clamped to [min, max], rounded to `decimals`. */
  normal(mean: number, sd: number, min: number, max: number, decimals?: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** Shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** n distinct items (n clamped to the list length). */
  sample<T>(items: readonly T[], n: number): T[];
  /** A version-4-shaped UUID from the PRNG (Infor Rowpointers, CFDI folios, user-facing ids). */
  uuid(): string;
  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
  digits(length: number): string;
  /** An independent generator derived from this one and a label, so adding rows in one table never shifts another. */
  fork(label: string): Random;
}

function hashLabel(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export function createRandom(seed: number | string): Random {
  const base = typeof seed === 'string' ? hashLabel(seed) : seed >>> 0;
  const mix = splitmix32(base);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const nextUint = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) nextUint();

  const next = (): number => nextUint() / 4294967296;
  const round = (value: number, decimals: number): number => {
    const f = 10 ** decimals;
    return Math.round(value * f) / f;
  };
  const hex = (n: number): string => {
    let s = '';
    for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(next() * 16)];
    return s;
  };

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max, decimals = 2) => round(min + next() * (max - min), decimals),
    normal: (mean, sd, min, max, decimals = 2) => {
      // The sum of six uniforms has variance 1/2: dividing by √½ gives a unit normal.
      const z = (next() + next() + next() + next() + next() + next() - 3) / Math.SQRT1_2;
      return round(Math.min(max, Math.max(min, mean + z * sd)), decimals);
    },
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (entries) => {
      let total = 0;
      for (const [, w] of entries) total += w;
      let r = next() * total;
      for (const [value, w] of entries) {
        r -= w;
        if (r < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    sample: (items, n) => random.shuffle(items).slice(0, Math.max(0, Math.min(n, items.length))),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
    chars: (alphabet, length) => {
      let s = '';
      for (let i = 0; i < length; i++) s += alphabet[Math.floor(next() * alphabet.length)];
      return s;
    },
    digits: (length) => random.chars('0123456789', length),
    fork: (label) => createRandom((base ^ hashLabel(label)) >>> 0),
  };
  return random;
}
