// Checks what a grid does besides showing rows: its row actions (the operation exists and the screen's users may call
// it, every bound name is a parameter or body property of it, every row field named — bound, prefilled, shown,
// tested or written in a {Field} template — is a field of the rows) and its status tabs (bound somewhere, and not
// clashing with a filter id).
import type { OperationEntry } from '../../server/contract/loadContract';
import { checkBinding, checkOperationRoles, checkOperationUse } from './checkOperationUse';
import { checkField, type RowScope } from './checkFields';
import { listOf, type DefinitionContext } from './context';
import { bodyFieldNames } from './responseShape';
import { closest } from './suggest';

/** The status tabs' id is bound like a filter id; it is registered before any data source is checked. */
export function registerStatusTabs(ctx: DefinitionContext): void {
  const tabs = ctx.def.statusTabs;
  if (!tabs || typeof tabs.id !== 'string') return;
  if (ctx.filters.has(tabs.id)) {
    ctx.report('/statusTabs/id', `'${tabs.id}' is already the id of a filter`, 'an id no filter uses');
    return;
  }
  ctx.filters.set(tabs.id, { type: 'statusTabs', index: -1 });
}

export function checkStatusTabsUsed(ctx: DefinitionContext): void {
  const tabs = ctx.def.statusTabs;
  if (tabs && typeof tabs.id === 'string' && !ctx.usedFilters.has(tabs.id)) {
    ctx.report(
      '/statusTabs',
      `status tabs '${tabs.id}' are not bound to any parameter, so they would change nothing`,
      `a binding {"from":"filter","filter":"${tabs.id}"} in the data source`,
    );
  }
}

/** A data source's JSON body bindings: each name a property of the operation's request body. */
export function checkBodyBindings(ctx: DefinitionContext, pointer: string, source: any): void {
  if (!source?.body) return;
  const op = ctx.operations.get(String(source.operationId));
  const names = op ? bodyFieldNames(ctx.doc, op) : undefined;
  for (const [name, binding] of Object.entries<any>(source.body)) {
    if (op && !names) {
      ctx.report(`${pointer}/body`, `${op.operationId} takes no JSON body`, 'no "body"');
      break;
    }
    if (op && names && !names.includes(name))
      ctx.report(
        `${pointer}/body/${name}`,
        `'${name}' is not a property of the ${op.operationId} request body`,
        `one of: ${listOf(names)}`,
        closest(name, names),
      );
    checkBinding(ctx, `${pointer}/body/${name}`, binding);
  }
}

export function checkRowActions(ctx: DefinitionContext, scope: RowScope): void {
  checkActions(ctx, scope, 'rowActions');
  checkActions(ctx, scope, 'toolbarActions');
}

/** Row actions, or toolbar actions (no row: every bound value is a binding, no field is prefilled from a row). */
function checkActions(ctx: DefinitionContext, scope: RowScope, list: 'rowActions' | 'toolbarActions'): void {
  const actions: any[] = Array.isArray(ctx.def[list]) ? ctx.def[list] : [];
  const labels = new Set<string>();
  const noRow = list === 'toolbarActions';
  actions.forEach((action, i) => {
    const at = `/${list}/${i}`;
    if (labels.has(action.label))
      ctx.report(`${at}/label`, `row action '${action.label}' is listed twice`, 'a unique label');
    labels.add(action.label);
    const op = ctx.operations.get(String(action.operationId));
    if (!op) {
      ctx.report(
        `${at}/operationId`,
        `unknown operation '${action.operationId}'`,
        'an operationId of the ERP contract',
        closest(String(action.operationId), ctx.operations.keys()),
      );
    } else {
      checkOperationRoles(ctx, `${at}/operationId`, op);
      checkBoundNames(ctx, at, action, op);
    }
    for (const [name, source] of Object.entries<any>(action.bind ?? {})) {
      if (typeof source === 'string' && noRow)
        ctx.report(
          `${at}/bind/${name}`,
          'a toolbar action has no row to take a field from',
          'a binding, e.g. {"from":"plant"}',
        );
      else if (typeof source === 'string') checkField(ctx, `${at}/bind/${name}`, source, scope);
      else checkBinding(ctx, `${at}/bind/${name}`, source);
    }
    (action.fields ?? []).forEach((f: any, j: number) => {
      if (f.fromRow !== undefined && noRow)
        ctx.report(`${at}/fields/${j}/fromRow`, 'a toolbar action has no row to fill an input from', 'no "fromRow"');
      else if (f.fromRow !== undefined) checkField(ctx, `${at}/fields/${j}/fromRow`, f.fromRow, scope);
      checkFieldOptions(ctx, `${at}/fields/${j}`, f);
    });
    (action.details ?? []).forEach((f: string, j: number) => checkField(ctx, `${at}/details/${j}`, f, scope));
    if (action.when && noRow) ctx.report(`${at}/when`, 'a toolbar action has no row to test', 'no "when"');
    else if (action.when) checkField(ctx, `${at}/when/field`, action.when.field, scope);
    if (action.fileNameField !== undefined) checkField(ctx, `${at}/fileNameField`, action.fileNameField, scope);
    if (action.fileNameField !== undefined && action.opens !== 'file')
      ctx.report(`${at}/fileNameField`, '"fileNameField" only applies to actions that open a file', '"opens": "file"');
    if (action.opens === 'file' && action.fields)
      ctx.report(`${at}/fields`, 'an action that opens a file asks for nothing', 'no "fields"');
    for (const key of ['heading', 'success', 'confirm'] as const) {
      if (typeof action[key] !== 'string') continue;
      for (const [, field] of action[key].matchAll(/\{([A-Za-z0-9_]+)\}/g))
        checkField(ctx, `${at}/${key}`, field, scope);
    }
  });
}

/** A select input has options; options loaded from an operation name fields of its rows (as a select filter's). */
function checkFieldOptions(ctx: DefinitionContext, at: string, f: any): void {
  if (f.type === 'select' && !f.options)
    ctx.report(at, `select input '${f.name}' has no options`, '"options": a list, or an operation');
  if (f.options && f.type !== 'select')
    ctx.report(
      `${at}/options`,
      `"options" only applies to select inputs, and '${f.name}' is not one`,
      '"type": "select"',
    );
  if (f.options && !Array.isArray(f.options)) {
    const { fields } = checkOperationUse(ctx, `${at}/options`, f.options, 'rows');
    const scope = { operationId: String(f.options.operationId), fields };
    checkField(ctx, `${at}/options/valueField`, f.options.valueField, scope);
    checkField(ctx, `${at}/options/labelField`, f.options.labelField, scope);
  }
}

/** Bound names and dialog inputs against the operation: parameters, or body properties; required ones all given. */
function checkBoundNames(ctx: DefinitionContext, at: string, action: any, op: OperationEntry): void {
  const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const paramNames = params.map((p) => p.name);
  const bodyNames = bodyFieldNames(ctx.doc, op);
  const accepted = [...paramNames, ...(bodyNames ?? [])];
  const given = new Set<string>();
  for (const name of Object.keys(action.bind ?? {})) {
    given.add(name);
    if (!accepted.includes(name))
      ctx.report(
        `${at}/bind/${name}`,
        `'${name}' is not a parameter or body property of ${op.operationId}`,
        accepted.length ? `one of: ${listOf(accepted)}` : `nothing (${op.operationId} takes no values)`,
        closest(name, accepted),
      );
  }
  (action.fields ?? []).forEach((f: any, j: number) => {
    given.add(f.name);
    if (!bodyNames?.includes(f.name))
      ctx.report(
        `${at}/fields/${j}/name`,
        `input '${f.name}' is not a property of the ${op.operationId} request body`,
        bodyNames?.length ? `one of: ${listOf(bodyNames)}` : `nothing (${op.operationId} takes no JSON body)`,
        closest(String(f.name), bodyNames ?? []),
      );
  });
  for (const p of params) {
    if ((p.required || p.in === 'path') && !given.has(p.name))
      ctx.report(
        `${at}/bind`,
        `required parameter '${p.name}' of ${op.operationId} is not bound`,
        `a binding for '${p.name}' (${p.in} parameter)`,
      );
  }
}
