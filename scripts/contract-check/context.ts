// The state one definition is checked with: the contract index, the definition's filters and route parameters, and
// the problem list every check appends to (so all errors are reported at once, never thrown one at a time).
import type { OpenApiDocument, OperationEntry } from '../../server/contract/loadContract';
import type { CustomComponentIndex } from './customComponents';
import type { OperationSources } from './operationSources';
import type { Problem } from './types';

export interface ContractIndex {
  doc: OpenApiDocument;
  operations: Map<string, OperationEntry>;
  roleNames: string[];
  /** The custom components (and their props schemas) a custom definition may name. */
  customComponents: CustomComponentIndex;
  /** The contract part and handler file of an operation, for fixes outside the definition. */
  sources: OperationSources;
}

export interface DefinitionContext extends ContractIndex {
  file: string;
  def: any;
  /** Filter id → its type and position in `filters`. */
  filters: Map<string, { type: string; index: number }>;
  /** Parameter names of the route path (":orderNo" → "orderNo"); undefined when the definition has no route. */
  routeParams: string[] | undefined;
  /** True for drill-down definitions (drillFor). */
  isDrill: boolean;
  /** In a detail screen's tabs: the header record's fields, for {from: record} bindings (undefined elsewhere). */
  record?: { operationId: string; fields: Map<string, unknown> | undefined };
  /** Filter ids some binding uses; a filter nobody binds would do nothing. */
  usedFilters: Set<string>;
  problems: Problem[];
  report(pointer: string, message: string, expected?: string, suggestion?: string, fix?: string): void;
}

export function createContext(index: ContractIndex, file: string, def: any, problems: Problem[]): DefinitionContext {
  const filters = new Map<string, { type: string; index: number }>();
  (Array.isArray(def.filters) ? def.filters : []).forEach((f: any, i: number) => {
    if (!filters.has(f.id)) filters.set(f.id, { type: f.type, index: i });
  });
  const routeParams = typeof def.route === 'string' ? routeParamsOf(def.route) : undefined;
  return {
    ...index,
    file,
    def,
    filters,
    routeParams,
    isDrill: typeof def.drillFor === 'string',
    usedFilters: new Set(),
    problems,
    report(pointer, message, expected, suggestion, fix) {
      const problem: Problem = { file, pointer, message };
      if (expected !== undefined) problem.expected = expected;
      if (suggestion !== undefined) problem.suggestion = suggestion;
      if (fix !== undefined) problem.fix = fix;
      problems.push(problem);
    },
  };
}

/** ":orderNo" segments of a route path, without the colon. */
export function routeParamsOf(route: string): string[] {
  return route
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1).replace(/\?$/, ''));
}

/** A short list for messages: "a, b, c" (at most 12 names, then "…"). */
export function listOf(names: Iterable<string>): string {
  const all = [...names];
  return all.length > 12 ? `${all.slice(0, 12).join(', ')}, …` : all.join(', ');
}
