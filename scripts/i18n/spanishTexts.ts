// The Spanish texts of the screen definitions: each folder's es-MX.json ({ "<screen id>": { "<pointer>": "…" } })
// against the texts its definitions hold (engine/i18n/definitionTexts). Shared by npm run check:screens (what is
// missing or stale) and npm run i18n:missing (what a translator still has to write).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isText, listDefinitionTexts, pointerToken, valueAt } from '../../engine/i18n/definitionTexts';
import { readScreenFiles } from '../contract-check/listScreenFiles';
import type { Problem } from '../contract-check/types';

export const SPANISH_FILE = 'es-MX.json';

/** screen id → JSON pointer → Spanish text. */
export type SpanishTexts = Record<string, Record<string, string>>;

export interface DefinitionTextEntry {
  /** The definition file relative to the screens folder, e.g. "QC/Hold.screen.json". */
  file: string;
  /** The folder relative to the screens folder, where its es-MX.json lives, e.g. "QC". */
  area: string;
  id: string;
  pointer: string;
  text: string;
}

export interface AreaTexts {
  area: string;
  texts: DefinitionTextEntry[];
  /** The definitions of the folder by id, to tell a stale entry from a live one. */
  definitions: Map<string, { file: string; json: unknown }>;
  spanish: SpanishTexts;
}

/** Reads every definition under screensDir and its folder's es-MX.json, grouped by folder (sorted). */
export function readAreaTexts(screensDir: string): AreaTexts[] {
  const areas = new Map<string, AreaTexts>();
  for (const { file, json } of readScreenFiles(screensDir)) {
    if (json === undefined) continue; // the contract check reports a file that is not JSON
    const area = dirname(file);
    let entry = areas.get(area);
    if (!entry) {
      entry = { area, texts: [], definitions: new Map(), spanish: readSpanish(join(screensDir, area)) };
      areas.set(area, entry);
    }
    const id = typeof (json as { id?: unknown }).id === 'string' ? (json as { id: string }).id : file;
    entry.definitions.set(id, { file, json });
    for (const { pointer, text } of listDefinitionTexts(json)) entry.texts.push({ file, area, id, pointer, text });
  }
  return [...areas.values()].sort((a, b) => compare(a.area, b.area));
}

export function readSpanish(areaDir: string): SpanishTexts {
  const path = join(areaDir, SPANISH_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as SpanishTexts) : {};
}

/** Writes an area's es-MX.json with screen ids and pointers in code-unit order, as Prettier formats JSON. */
export function writeSpanish(areaDir: string, spanish: SpanishTexts): void {
  const sorted: SpanishTexts = {};
  for (const id of Object.keys(spanish).sort(compare)) {
    const entries: Record<string, string> = {};
    for (const pointer of Object.keys(spanish[id]).sort(compare)) entries[pointer] = spanish[id][pointer];
    sorted[id] = entries;
  }
  writeFileSync(join(areaDir, SPANISH_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The definition texts of an area that have no (non-empty) Spanish entry. */
export function missingTexts(area: AreaTexts): DefinitionTextEntry[] {
  return area.texts.filter((t) => !area.spanish[t.id]?.[t.pointer]?.trim());
}

/** Entries of an area's es-MX.json naming a screen the folder lacks or a pointer that holds no text any more. */
export function staleEntries(area: AreaTexts): Array<{ id: string; pointer: string; reason: string }> {
  const out: Array<{ id: string; pointer: string; reason: string }> = [];
  for (const [id, entries] of Object.entries(area.spanish)) {
    const definition = area.definitions.get(id);
    for (const pointer of Object.keys(entries)) {
      if (!definition) out.push({ id, pointer, reason: `no screen '${id}' in ${area.area}/` });
      else if (!isText(valueAt(definition.json, pointer)))
        out.push({ id, pointer, reason: `${definition.file} has no text at ${pointer || '/'}` });
    }
  }
  return out;
}

/** Every problem of the Spanish texts: a text without its entry (reported on the definition) and a stale entry. */
export function checkSpanishTexts(screensDir: string): Problem[] {
  const problems: Problem[] = [];
  for (const area of readAreaTexts(screensDir)) {
    for (const t of missingTexts(area)) {
      problems.push({
        file: t.file,
        pointer: t.pointer,
        message: `no Spanish text for "${t.text}" in ${area.area}/${SPANISH_FILE} (screen '${t.id}')`,
        fix: `npm run i18n:missing -- --area ${area.area} lists what the file still needs`,
      });
    }
    for (const s of staleEntries(area)) {
      problems.push({
        file: `${area.area}/${SPANISH_FILE}`,
        pointer: `/${pointerToken(s.id)}/${pointerToken(s.pointer)}`,
        message: `stale Spanish entry: ${s.reason}`,
        fix: 'move it to where the text now is, or delete it',
      });
    }
  }
  return problems;
}

/** Code-unit order, the same on every machine (localeCompare is not). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
