// How the contract check prints a problem: "file  /json/pointer  message (expected …); did you mean '…'?".
import type { Problem } from './types';

export function formatProblem(problem: Problem, fileLabel: string = problem.file): string {
  const expected = problem.expected ? ` (expected ${problem.expected})` : '';
  const suggestion = problem.suggestion ? `; did you mean '${problem.suggestion}'?` : '';
  return `${fileLabel}  ${problem.pointer || '/'}  ${problem.message}${expected}${suggestion}`;
}

export function formatSummary(fileCount: number, problems: Problem[]): string {
  const files = new Set(problems.map((p) => p.file)).size;
  const checked = `${fileCount} screen definition${fileCount === 1 ? '' : 's'} checked`;
  if (problems.length === 0) return `${checked}, no problems`;
  return `${checked}: ${problems.length} error${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
}
