// The words every document shares (letterhead, footer, signature lines) in the reader's language. A document kind
// keeps its own labels beside it (a `{ 'en-US': …, 'es-MX': … }` map typed by the English one).
import type { Language } from '../i18n/serverMessages.js';

export type Messages<K extends string> = Readonly<Record<Language, Readonly<Record<K, string>>>>;

export const COMMON = {
  'en-US': {
    page: 'Page {n} of {N}',
    printed: 'Printed {when} by {who}',
    printedAt: 'Printed {when}',
    signature: 'Signature',
    date: 'Date',
    name: 'Name (print)',
    none: 'None',
  },
  'es-MX': {
    page: 'Página {n} de {N}',
    printed: 'Impreso el {when} por {who}',
    printedAt: 'Impreso el {when}',
    signature: 'Firma',
    date: 'Fecha',
    name: 'Nombre (letra de molde)',
    none: 'Ninguno',
  },
} as const satisfies Messages<string>;

/** Replaces {name} placeholders. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The letterhead of each plant (SPEC §2: plant 2 'NORSTAR' shown as U.S., site TX1 Brookston; plant 3 MX1). */
export const LETTERHEADS: Readonly<Record<number, { name: string; site: string; place: Record<Language, string> }>> = {
  2: {
    name: 'NORSTAR U.S.',
    site: 'TX1',
    place: { 'en-US': 'Brookston, Texas, USA', 'es-MX': 'Brookston, Texas, EUA' },
  },
  3: { name: 'NORSTAR MX', site: 'MX1', place: { 'en-US': 'Mexico', 'es-MX': 'México' } },
};
