// A PostgreSQL SCRAM-SHA-256 password secret (RFC 5802/7677, the format of pg_authid.rolpassword) computed in Node, so
// CREATE/ALTER ROLE … PASSWORD carries the secret and never the password: nothing the database server logs (the
// statement, an error's STATEMENT line, bind parameters) can reveal it. PostgreSQL stores such a secret as it is.
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';

/** PostgreSQL's default scram_iterations. */
export const SCRAM_ITERATIONS = 4096;
const SALT_BYTES = 16;

// RFC 4013 SASLprep as PostgreSQL applies it (src/common/saslprep.c): pure ASCII is used as it is; otherwise
// non-ASCII spaces become U+0020, "commonly mapped to nothing" characters go, NFKC applies, and when the result holds
// a prohibited character (or breaks the bidi rule) PostgreSQL falls back to the raw password, and so do we.
type Ranges = readonly (readonly [number, number])[];
const inRanges = (cp: number, ranges: Ranges) => ranges.some(([from, to]) => cp >= from && cp <= to);

// RFC 3454 C.1.2, B.1 and (beyond the general categories tested below) C.2.2, C.6–C.9 — as code point ranges, since a
// character class of combining marks reads as something else.
const NON_ASCII_SPACE: Ranges = [
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200b],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
];
const MAPPED_TO_NOTHING: Ranges = [
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x1806, 0x1806],
  [0x180b, 0x180d],
  [0x200b, 0x200d],
  [0x2060, 0x2060],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
];
const PROHIBITED: Ranges = [
  ...NON_ASCII_SPACE,
  [0x340, 0x341],
  [0x6dd, 0x6dd],
  [0x70f, 0x70f],
  [0x180e, 0x180e],
  [0x200c, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x2063],
  [0x206a, 0x206f],
  [0x2ff0, 0x2ffb],
  [0xfeff, 0xfeff],
  [0xfff9, 0xfffd],
  [0x1d173, 0x1d17a],
  [0xe0001, 0xe0001],
  [0xe0020, 0xe007f],
];
// Control, private use, surrogate and unassigned code points (C.2.1, C.2.2, C.3, C.4, C.5, A.1 approximately).
const PROHIBITED_CATEGORY = /[\p{Cc}\p{Co}\p{Cs}\p{Cn}]/u;
// RFC 3454 D.1 (RandALCat). JavaScript has no Bidi_Class property escape; letters outside D.1 stand in for D.2
// (LCat), which is close enough for the fallback decision.
const RAND_AL_CAT: Ranges = [
  [0x5be, 0x5be],
  [0x5c0, 0x5c0],
  [0x5c3, 0x5c3],
  [0x5d0, 0x5ea],
  [0x5f0, 0x5f4],
  [0x61b, 0x61b],
  [0x61f, 0x61f],
  [0x621, 0x63a],
  [0x640, 0x64a],
  [0x66d, 0x66f],
  [0x671, 0x6d5],
  [0x6dd, 0x6dd],
  [0x6e5, 0x6e6],
  [0x6fa, 0x6fe],
  [0x700, 0x70d],
  [0x710, 0x710],
  [0x712, 0x72c],
  [0x780, 0x7a5],
  [0x7b1, 0x7b1],
  [0x200f, 0x200f],
  [0xfb1d, 0xfb1d],
  [0xfb1f, 0xfb28],
  [0xfb2a, 0xfb36],
  [0xfb38, 0xfb3c],
  [0xfb3e, 0xfb3e],
  [0xfb40, 0xfb41],
  [0xfb43, 0xfb44],
  [0xfb46, 0xfbb1],
  [0xfbd3, 0xfd3d],
  [0xfd50, 0xfd8f],
  [0xfd92, 0xfdc7],
  [0xfdf0, 0xfdfc],
  [0xfe70, 0xfe74],
  [0xfe76, 0xfefc],
];

const codePoint = (ch: string) => ch.codePointAt(0)!;
const isRandAL = (ch: string) => inRanges(codePoint(ch), RAND_AL_CAT);
const isLCat = (ch: string) => /\p{L}/u.test(ch) && !isRandAL(ch);

export function saslprep(password: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7F]*$/.test(password)) return password;
  const mapped = [...password]
    .map((ch) =>
      inRanges(codePoint(ch), NON_ASCII_SPACE) ? ' ' : inRanges(codePoint(ch), MAPPED_TO_NOTHING) ? '' : ch,
    )
    .join('');
  const chars = [...mapped.normalize('NFKC')];
  if (!chars.length || chars.some((ch) => PROHIBITED_CATEGORY.test(ch) || inRanges(codePoint(ch), PROHIBITED)))
    return password;
  if (chars.some(isRandAL) && (chars.some(isLCat) || !isRandAL(chars[0]) || !isRandAL(chars[chars.length - 1])))
    return password;
  return chars.join('');
}

export interface ScramOptions {
  /** Raw salt bytes; random (16 bytes) unless given (tests compare with a secret PostgreSQL computed). */
  salt?: Buffer;
  iterations?: number;
}

/** `SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>` (base64), as pg_authid.rolpassword holds it. */
export function scramSha256Secret(password: string, options: ScramOptions = {}): string {
  const salt = options.salt ?? randomBytes(SALT_BYTES);
  const iterations = options.iterations ?? SCRAM_ITERATIONS;
  const salted = pbkdf2Sync(Buffer.from(saslprep(password), 'utf8'), salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}
