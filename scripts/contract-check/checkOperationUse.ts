// Checks one use of an ERP operation by a definition (a dataSource, select options, a form submit): the operation
// exists, every required parameter is bound, each binding names a declared parameter and has a valid source, and the
// screen's roles let its users call the operation. Returns the answer's row fields for the column checks.
import type { OperationEntry } from '../../server/contract/loadContract';
import { listOf, type DefinitionContext } from './context';
import { rowFields, type Shape } from './responseShape';
import { closest } from './suggest';

export interface OperationUse {
  operationId?: string;
  params?: Record<string, any>;
  rowsPath?: string;
}

/** What the caller needs back: the operation (when it exists) and the row fields (undefined = not checkable). */
export interface OperationUseResult {
  op?: OperationEntry;
  fields?: Map<string, Shape>;
}

export function checkOperationUse(
  ctx: DefinitionContext,
  pointer: string,
  use: OperationUse,
  mode: 'rows' | 'record' | 'submit' | 'tab',
): OperationUseResult {
  const op = ctx.operations.get(String(use.operationId));
  if (!op) {
    ctx.report(
      `${pointer}/operationId`,
      `unknown operation '${use.operationId}'`,
      'an operationId of the ERP contract',
      closest(String(use.operationId), ctx.operations.keys()),
    );
    // The bindings can still be checked against the screen itself.
    for (const [name, binding] of Object.entries(use.params ?? {}))
      checkBinding(ctx, `${pointer}/params/${name}`, binding);
    return {};
  }
  checkParams(ctx, pointer, op, use.params ?? {});
  checkOperationRoles(ctx, `${pointer}/operationId`, op);
  if (mode === 'submit') {
    const content = op.operation.requestBody?.content ?? {};
    if (!Object.keys(content).some((type) => type.includes('json'))) {
      ctx.report(
        `${pointer}/operationId`,
        `operation ${op.operationId} does not accept a JSON body`,
        'an operation with an application/json requestBody',
      );
    }
    return { op };
  }
  let rows = rowFields(ctx.doc, op, use.rowsPath, mode === 'tab' ? 'rows' : mode);
  // A detail tab over an operation answering one object shows it as one row (extractRows does the same).
  if (!rows.ok && mode === 'tab' && !use.rowsPath) {
    const single = rowFields(ctx.doc, op, undefined, 'record');
    if (single.ok) rows = single;
  }
  if (!rows.ok) {
    ctx.report(`${pointer}${rows.pointerSuffix ?? ''}`, rows.message, rows.expected);
    return { op };
  }
  return { op, fields: rows.fields };
}

function checkParams(ctx: DefinitionContext, pointer: string, op: OperationEntry, params: Record<string, any>): void {
  const declared = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const names = declared.map((p) => p.name);
  for (const [name, binding] of Object.entries(params)) {
    if (!names.includes(name)) {
      ctx.report(
        `${pointer}/params/${name}`,
        `'${name}' is not a parameter of ${op.operationId}`,
        names.length ? `one of: ${listOf(names)}` : `no parameters (${op.operationId} takes none)`,
        closest(name, names),
        newParameterFix(ctx, op.operationId, name),
      );
    }
    checkBinding(ctx, `${pointer}/params/${name}`, binding);
  }
  for (const p of declared) {
    if ((p.required || p.in === 'path') && !(p.name in params)) {
      ctx.report(
        `${pointer}/params`,
        `required parameter '${p.name}' of ${op.operationId} is not bound`,
        `a binding for '${p.name}' (${p.in} parameter)`,
      );
    }
  }
}

/** A binding's source must exist on this screen: a filter id, a route parameter, a drilled value. */
export function checkBinding(ctx: DefinitionContext, pointer: string, binding: any): void {
  if (!binding || typeof binding !== 'object') return;
  if (binding.from === 'filter') {
    const filter = ctx.filters.get(binding.filter);
    if (!filter) {
      const ids = [...ctx.filters.keys()];
      ctx.report(
        `${pointer}/filter`,
        `no filter with id '${binding.filter}' in this screen`,
        ids.length ? `one of: ${listOf(ids)}` : 'a filter declared in "filters"',
        closest(String(binding.filter), ids),
      );
      return;
    }
    ctx.usedFilters.add(binding.filter);
    if (filter.type === 'dateRange' && !binding.part) {
      ctx.report(
        pointer,
        `filter '${binding.filter}' is a dateRange: say which end to pass`,
        '"part": "from" or "part": "to"',
      );
    } else if (filter.type !== 'dateRange' && binding.part) {
      ctx.report(
        `${pointer}/part`,
        `"part" only applies to dateRange filters, and '${binding.filter}' is a ${filter.type} filter`,
        'no "part"',
      );
    }
  } else if (binding.from === 'route') {
    if (!ctx.routeParams) {
      ctx.report(
        `${pointer}/param`,
        'this definition has no route, so it has no route parameters',
        'a {"from":"drill"} binding in a drill-down definition',
      );
    } else if (!ctx.routeParams.includes(binding.param)) {
      ctx.report(
        `${pointer}/param`,
        `route ${ctx.def.route} has no parameter ':${binding.param}'`,
        ctx.routeParams.length
          ? `one of: ${ctx.routeParams.map((p) => `:${p}`).join(', ')}`
          : 'a route with parameters',
        closest(String(binding.param), ctx.routeParams),
      );
    }
  } else if (binding.from === 'record') {
    if (!ctx.record) {
      ctx.report(
        pointer,
        '{"from":"record"} only works in a detail screen\'s tabs',
        'a plant, filter, route, drill, user or value binding',
      );
    } else if (ctx.record.fields && !ctx.record.fields.has(binding.field)) {
      const names = [...ctx.record.fields.keys()];
      ctx.report(
        `${pointer}/field`,
        `'${binding.field}' is not a field of the ${ctx.record.operationId} record the header shows`,
        `one of: ${listOf(names)}`,
        closest(String(binding.field), names),
      );
    }
  } else if (binding.from === 'drill' && !ctx.isDrill) {
    ctx.report(
      pointer,
      '{"from":"drill"} only works in a drill-down definition (one with drillFor)',
      'a plant, filter, route, user or value binding',
    );
  }
}

/** A user who may open the screen must be allowed to call the operation (super users pass everything). */
export function checkOperationRoles(ctx: DefinitionContext, pointer: string, op: OperationEntry): void {
  const roles: string[] = Array.isArray(ctx.def.roles) ? ctx.def.roles : [];
  if (ctx.def.public === true) {
    if (!op.isPublic)
      ctx.report(
        pointer,
        `public screen uses ${op.operationId}, which needs a signed-in user`,
        'a public operation (security: [])',
      );
    return;
  }
  if (op.isPublic || op.roles.length === 0) return;
  if (roles.length === 0) {
    ctx.report(
      pointer,
      `the screen is open to every signed-in user, but ${op.operationId} requires one of: ${op.roles.join(', ')}`,
      `screen roles among: ${op.roles.join(', ')}`,
    );
    return;
  }
  // Unknown role names are reported once by checkRoleNames, not again here.
  for (const role of roles.filter((r) => ctx.roleNames.includes(r))) {
    if (!op.roles.includes(role)) {
      ctx.report(
        pointer,
        `role '${role}' of this screen is not accepted by ${op.operationId}`,
        `roles among its x-roles: ${op.roles.join(', ')}`,
      );
    }
  }
}

/** A parameter the operation lacks is added outside the screen: in the contract part and in the handler. */
function newParameterFix(ctx: DefinitionContext, operationId: string, name: string): string {
  const { contractPart, handler } = ctx.sources(operationId);
  const part = contractPart ?? `the part of schemas/erp-api/ that declares ${operationId}`;
  const code = handler ?? `the handler of ${operationId} under server/handlers/`;
  return (
    `If '${name}' is a new parameter, the fix is not in this screen: declare it under the parameters of ` +
    `${operationId} in ${part}, read it in ${code}, then run npm run generate`
  );
}
