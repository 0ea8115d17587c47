// How the contract check prints a problem: "file  /json/pointer  message (expected …); did you mean '…'?", then where
// the fix goes when it is outside the definition.
import type { Problem } from './types';

export function formatProblem(problem: Problem, fileLabel: string = problem.file): string {
  const expected = problem.expected ? ` (expected ${problem.expected})` : '';
  const suggestion = problem.suggestion ? `; did you mean '${problem.suggestion}'?` : '';
  const fix = problem.fix ? `. ${problem.fix}` : '';
  // file:line:column is what editors and terminals open at the spot.
  const where = problem.line ? `${fileLabel}:${problem.line}:${problem.column ?? 1}` : fileLabel;
  return `${where}  ${problem.pointer || '/'}  ${problem.message}${expected}${suggestion}${fix}`;
}

export function formatSummary(fileCount: number, problems: Problem[]): string {
  const files = new Set(problems.map((p) => p.file)).size;
  const checked = `${fileCount} screen definition${fileCount === 1 ? '' : 's'} checked`;
  if (problems.length === 0) return `${checked}, no problems`;
  return `${checked}: ${problems.length} error${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
}
