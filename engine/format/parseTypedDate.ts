// A date typed by a user, as SPEC §9 shows dates (MM/DD/YYYY, also M/D/YYYY) or ISO (YYYY-MM-DD), to the ISO day the
// contract stores; null when the text is not a real calendar day (02/30/2026, 13/01/2026, 11/2/26).
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

export function parseTypedDate(text: string): string | null {
  const t = text.trim();
  let year: number, month: number, day: number;
  let m = US.exec(t);
  if (m) [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = ISO.exec(t))) [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
