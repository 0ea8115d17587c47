// Rules that need every definition at once: unique ids, routes (in routes.json, defined once, right area, public
// flag), and drill targets (each drill type used has exactly one drill-down definition).
import { closest } from './suggest';
import type { Problem, RouteCatalog } from './types';

export interface LoadedDefinition {
  file: string;
  def: any;
  /** False when the definition failed the schema: its drill types may be misspelt, and the schema said so already. */
  valid: boolean;
}

export function checkIds(definitions: LoadedDefinition[], problems: Problem[]): void {
  const first = new Map<string, string>();
  for (const { file, def } of definitions) {
    if (typeof def.id !== 'string') continue;
    const owner = first.get(def.id);
    if (owner)
      problems.push({
        file,
        pointer: '/id',
        message: `id '${def.id}' is already used by ${owner}`,
        expected: 'a unique id',
      });
    else first.set(def.id, file);
  }
}

export function checkRoutes(definitions: LoadedDefinition[], routes: RouteCatalog, problems: Problem[]): void {
  const known = new Map<string, { area: string; isPublic: boolean }>();
  for (const r of routes.public ?? []) known.set(r.path, { area: r.area, isPublic: true });
  for (const r of routes.internal ?? []) known.set(r.path, { area: r.area, isPublic: false });
  const taken = new Map<string, string>();
  for (const { file, def } of definitions) {
    if (typeof def.route !== 'string') continue;
    const entry = known.get(def.route);
    if (!entry) {
      problems.push({
        file,
        pointer: '/route',
        message: `route '${def.route}' is not in routes.json`,
        expected:
          "a path listed in schemas/routes.json (the SPEC routes) or schemas/routes.local.json (the project's, " +
          `case-sensitive); a new route: npm run new:screen -- --add-route ${def.route} --area <Area>`,
        suggestion: closest(def.route, known.keys()),
      });
      continue;
    }
    const owner = taken.get(def.route);
    if (owner)
      problems.push({
        file,
        pointer: '/route',
        message: `route '${def.route}' is already defined by ${owner}`,
        expected: 'one definition per route',
      });
    else taken.set(def.route, file);
    if (def.area !== undefined && def.area !== entry.area) {
      problems.push({
        file,
        pointer: '/area',
        message: `area '${def.area}' does not match routes.json, which puts ${def.route} in '${entry.area}'`,
        expected: `"area": "${entry.area}"`,
      });
    }
    const routeParams = [...def.route.matchAll(/:([A-Za-z0-9_]+)/g)].map((m: RegExpMatchArray) => m[1]);
    for (const param of routeParams) {
      if (typeof def.sampleParams?.[param] !== 'string') {
        problems.push({
          file,
          pointer: '/sampleParams',
          message: `route parameter :${param} has no sample value`,
          expected: `"sampleParams": { "${param}": "<a value that exists in the demo data>" }`,
        });
      }
    }
    if (entry.isPublic && def.public !== true) {
      problems.push({
        file,
        pointer: '/route',
        message: `route '${def.route}' is public, but the definition does not say so`,
        expected: '"public": true',
      });
    } else if (!entry.isPublic && def.public === true) {
      problems.push({
        file,
        pointer: '/public',
        message: `"public": true is only for public routes, and '${def.route}' needs a sign-in`,
        expected: 'no "public"',
      });
    }
  }
}

/** Every column (or header field) with a drill type, with its JSON pointer. */
export function drillUsages(def: any): Array<{ pointer: string; type: string }> {
  const out: Array<{ pointer: string; type: string }> = [];
  const scan = (columns: unknown, pointer: string) => {
    if (!Array.isArray(columns)) return;
    columns.forEach(
      (c: any, i: number) =>
        typeof c?.drill === 'string' && out.push({ pointer: `${pointer}/${i}/drill`, type: c.drill }),
    );
  };
  scan(def.columns, '/columns');
  scan(def.header?.fields, '/header/fields');
  (def.tabs ?? []).forEach((t: any, i: number) => scan(t?.columns, `/tabs/${i}/columns`));
  (def.widgets ?? []).forEach((w: any, i: number) => scan(w?.columns, `/widgets/${i}/columns`));
  return out;
}

export function checkDrillTargets(definitions: LoadedDefinition[], problems: Problem[]): void {
  const targets = new Map<string, string>();
  for (const { file, def } of definitions) {
    if (typeof def.drillFor !== 'string') continue;
    const owner = targets.get(def.drillFor);
    if (owner)
      problems.push({
        file,
        pointer: '/drillFor',
        message: `drill type '${def.drillFor}' already has its drill-down definition in ${owner}`,
        expected: 'one drill-down definition per drill type',
      });
    else targets.set(def.drillFor, file);
  }
  for (const { file, def } of definitions.filter((d) => d.valid)) {
    for (const use of drillUsages(def)) {
      if (!targets.has(use.type)) {
        problems.push({
          file,
          pointer: use.pointer,
          message: `no drill-down definition for drill type '${use.type}'`,
          expected: `a definition with "drillFor": "${use.type}" in the screens folder`,
        });
      }
    }
  }
}
