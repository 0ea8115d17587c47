// `--help` for the scripts an analyst runs: prints the script's text and tells the caller to stop.

/** True (after printing the text) when argv asks for help. */
export function printedHelp(argv: readonly string[], text: string): boolean {
  if (!argv.includes('--help') && !argv.includes('-h')) return false;
  console.log(text);
  return true;
}

export const CHECK_SCREENS_HELP = `npm run check:screens — checks every screen definition against the screen schema and the ERP contract,
and that every text a user reads in it has its Spanish entry in the folder's es-MX.json (and no entry is stale).

Prints every problem as "file  /json/pointer  message (expected …); did you mean '…'?" (a file that is not JSON as
file:line:column), then a summary; exits 1 on any problem.

  --screens <dir>    the definitions (default screens/)
  --routes <file>    the SPEC route list (default NORSTAR_ROUTES, else schemas/routes.json); the project's
                     routes.local.json beside it is read too
  --help             this text`;

export const I18N_MISSING_HELP = `npm run i18n:missing — the screen texts that still lack their Spanish entry (screens/<Area>/es-MX.json).

  --area <Area>      only that folder; prints {"<screen id>": {"<pointer>": "<English>"}} (default: every folder)
  --unique           prints the distinct English texts still missing, as a JSON array
  --apply <file>     fills every missing entry whose English text the dictionary file ({"<English>": "<Spanish>"})
                     translates, and every text an es-MX.json already translates elsewhere (so a repeated caption
                     reads the same everywhere), then rewrites the touched es-MX.json files sorted
  --screens <dir>    the definitions (default screens/)
  --help             this text`;
