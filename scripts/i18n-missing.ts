// npm run i18n:missing — the definition texts that still lack a Spanish entry, for the translator (flags: --help, or
// I18N_MISSING_HELP in scripts/support/scriptHelp.ts).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './contract-check/loadCatalogs';
import { missingTexts, readAreaTexts, writeSpanish } from './i18n/spanishTexts';
import { I18N_MISSING_HELP, printedHelp } from './support/scriptHelp';

export function main(argv: string[]): number {
  const option = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  if (printedHelp(argv, I18N_MISSING_HELP)) return 0;
  const screensDir = resolve(option('--screens') ?? join(REPO_ROOT, 'screens'));
  const onlyArea = option('--area');
  const areas = readAreaTexts(screensDir).filter((a) => !onlyArea || a.area === onlyArea);
  if (onlyArea && areas.length === 0) {
    console.error(`no screen definitions in ${onlyArea}/`);
    return 1;
  }
  const dictionaryFile = option('--apply');
  if (dictionaryFile) {
    const dictionary = new Map<string, string>();
    // What the files already say comes first, so a term once chosen stays the same in every area.
    for (const area of readAreaTexts(screensDir))
      for (const t of area.texts) {
        const spanish = area.spanish[t.id]?.[t.pointer];
        if (spanish && !dictionary.has(t.text)) dictionary.set(t.text, spanish);
      }
    const given = JSON.parse(readFileSync(dictionaryFile, 'utf8')) as Record<string, string>;
    for (const [english, spanish] of Object.entries(given))
      if (!dictionary.has(english)) dictionary.set(english, spanish);
    let filled = 0;
    let left = 0;
    for (const area of areas) {
      const missing = missingTexts(area);
      for (const t of missing) {
        const spanish = dictionary.get(t.text);
        if (!spanish) {
          left++;
          continue;
        }
        (area.spanish[t.id] ??= {})[t.pointer] = spanish;
        filled++;
      }
      if (missing.length) writeSpanish(join(screensDir, area.area), area.spanish);
    }
    console.log(`${filled} entries filled, ${left} still missing`);
    return 0;
  }
  const missing = areas.flatMap(missingTexts);
  if (argv.includes('--unique')) {
    console.log(JSON.stringify([...new Set(missing.map((t) => t.text))], null, 2));
    return 0;
  }
  const out: Record<string, Record<string, string>> = {};
  for (const t of missing) (out[t.id] ??= {})[t.pointer] = t.text;
  console.log(JSON.stringify(out, null, 2));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  process.exit(main(process.argv.slice(2)));
