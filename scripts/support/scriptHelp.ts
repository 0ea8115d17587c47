// `--help` for the scripts an analyst runs: prints the script's text and tells the caller to stop.

/** True (after printing the text) when argv asks for help. */
export function printedHelp(argv: readonly string[], text: string): boolean {
  if (!argv.includes('--help') && !argv.includes('-h')) return false;
  console.log(text);
  return true;
}

export const CHECK_SCREENS_HELP = `npm run check:screens — checks every screen definition against the screen schema and the ERP contract.

Prints every problem as "file  /json/pointer  message (expected …); did you mean '…'?" (a file that is not JSON as
file:line:column), then a summary; exits 1 on any problem.

  --screens <dir>    the definitions (default screens/)
  --routes <file>    the SPEC route list (default NORSTAR_ROUTES, else schemas/routes.json); the project's
                     routes.local.json beside it is read too
  --help             this text`;
