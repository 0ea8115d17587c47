// Checks what a grid does besides showing rows: its row actions and toolbar actions (the operation exists and the
// screen's users may call it, every bound name is a parameter or body property of it, every row field named — bound,
// prefilled, shown, tested, ticked or written in a {Field} template — is a field of the rows, a select's options
// operation answers the value and label fields, a form named is one of the grid's forms whose fields the operation
// accepts, the record that prefills it is loaded with its required parameters) and its status tabs (bound somewhere,
// and not clashing with a filter id).
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
  const actions: any[] = Array.isArray(ctx.def.rowActions) ? ctx.def.rowActions : [];
  const labels = new Set<string>();
  actions.forEach((action, i) => {
    const at = `/rowActions/${i}`;
    const op = checkActionOperation(ctx, at, action, labels, 'row');
    for (const [name, source] of Object.entries<any>(action.bind ?? {})) {
      if (typeof source === 'string') checkField(ctx, `${at}/bind/${name}`, source, scope);
      else checkBinding(ctx, `${at}/bind/${name}`, source);
    }
    (action.fields ?? []).forEach((f: any, j: number) => {
      if (f.fromRow !== undefined) checkField(ctx, `${at}/fields/${j}/fromRow`, f.fromRow, scope);
    });
    checkActionInputs(ctx, at, action, op, scope);
    (action.details ?? []).forEach((f: string, j: number) => checkField(ctx, `${at}/details/${j}`, f, scope));
    if (action.when) checkField(ctx, `${at}/when/field`, action.when.field, scope);
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

/** What every grid action shares: a label unique in its list, a contract operation the screen's users may call, and
 * bound names and inputs the operation takes. */
function checkActionOperation(
  ctx: DefinitionContext,
  at: string,
  action: any,
  labels: Set<string>,
  kind: 'row' | 'toolbar',
): OperationEntry | undefined {
  if (labels.has(action.label))
    ctx.report(`${at}/label`, `${kind} action '${action.label}' is listed twice`, 'a unique label');
  labels.add(action.label);
  const op = ctx.operations.get(String(action.operationId));
  if (!op) {
    ctx.report(
      `${at}/operationId`,
      `unknown operation '${action.operationId}'`,
      'an operationId of the ERP contract',
      closest(String(action.operationId), ctx.operations.keys()),
    );
    return undefined;
  }
  checkOperationRoles(ctx, `${at}/operationId`, op);
  checkBoundNames(ctx, at, action, op);
  return op;
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

/** A field's select options, a named form and the record that prefills it, for a row action or a toolbar action. */
function checkActionInputs(
  ctx: DefinitionContext,
  at: string,
  action: any,
  op: OperationEntry | undefined,
  scope?: RowScope,
) {
  (action.fields ?? []).forEach((f: any, j: number) => checkFieldOptions(ctx, `${at}/fields/${j}`, f));
  if (action.form !== undefined) {
    const forms = ctx.def.forms ?? {};
    if (action.fields) ctx.report(`${at}/fields`, 'an action that opens a form asks through the form', 'no "fields"');
    if (!(action.form in forms)) {
      const names = Object.keys(forms);
      ctx.report(
        `${at}/form`,
        `no form named '${action.form}' in this grid's "forms"`,
        names.length ? `one of: ${listOf(names)}` : 'a form declared in "forms"',
        closest(String(action.form), names),
      );
    } else if (op) {
      // The form's data is the call's body: each field must be a property the operation accepts.
      const bodyNames = bodyFieldNames(ctx.doc, op);
      for (const name of Object.keys(forms[action.form]?.schema?.properties ?? {})) {
        if (!bodyNames?.includes(name))
          ctx.report(
            `/forms/${action.form}/schema/properties/${name}`,
            `form field '${name}' is not in the request body of ${op.operationId} (action '${action.label}')`,
            `a property of the ${op.operationId} body`,
            closest(name, bodyNames ?? []),
          );
      }
    }
  }
  if (action.load) {
    if (action.form === undefined)
      ctx.report(`${at}/load`, '"load" prefills a form, and this action opens none', '"form"');
    const load = action.load;
    const loadOp = ctx.operations.get(String(load.operationId));
    if (!loadOp) {
      ctx.report(
        `${at}/load/operationId`,
        `unknown operation '${load.operationId}'`,
        'an operationId of the ERP contract',
        closest(String(load.operationId), ctx.operations.keys()),
      );
      return;
    }
    checkOperationRoles(ctx, `${at}/load/operationId`, loadOp);
    const params = loadOp.parameters.filter((p) => p.in === 'path' || p.in === 'query');
    for (const [name, source] of Object.entries<any>(load.bind ?? {})) {
      if (!params.some((p) => p.name === name))
        ctx.report(
          `${at}/load/bind/${name}`,
          `'${name}' is not a parameter of ${loadOp.operationId}`,
          `one of: ${listOf(params.map((p) => p.name))}`,
          closest(
            name,
            params.map((p) => p.name),
          ),
        );
      if (typeof source === 'string') {
        if (scope) checkField(ctx, `${at}/load/bind/${name}`, source, scope);
        else
          ctx.report(
            `${at}/load/bind/${name}`,
            'a toolbar action has no row to read a field from',
            'a binding such as {"from":"plant"}',
          );
      } else checkBinding(ctx, `${at}/load/bind/${name}`, source);
    }
    for (const p of params)
      if ((p.required || p.in === 'path') && !(p.name in (load.bind ?? {})))
        ctx.report(
          `${at}/load/bind`,
          `required parameter '${p.name}' of ${loadOp.operationId} is not bound`,
          `a binding for '${p.name}' (${p.in} parameter)`,
        );
  }
}

/** Select options from an operation: it answers rows with the value and label fields. */
function checkOptionsSource(ctx: DefinitionContext, pointer: string, source: any): void {
  const { fields } = checkOperationUse(ctx, pointer, source, 'rows');
  const scope = { operationId: String(source.operationId), fields };
  checkField(ctx, `${pointer}/valueField`, source.valueField, scope);
  checkField(ctx, `${pointer}/labelField`, source.labelField, scope);
}

/** The grid's forms: each field with options loaded from an operation is a field of the form. */
export function checkGridForms(ctx: DefinitionContext): void {
  for (const [name, form] of Object.entries<any>(ctx.def.forms ?? {})) {
    const fields = Object.keys(form.schema?.properties ?? {});
    for (const [field, source] of Object.entries<any>(form.options ?? {})) {
      const at = `/forms/${name}/options/${field}`;
      if (!fields.includes(field))
        ctx.report(
          at,
          `'${field}' is not a field of form '${name}'`,
          `one of: ${listOf(fields)}`,
          closest(field, fields),
        );
      checkOptionsSource(ctx, at, source);
    }
    const used = [...(ctx.def.rowActions ?? []), ...(ctx.def.toolbarActions ?? [])].some((a: any) => a.form === name);
    if (!used)
      ctx.report(`/forms/${name}`, `form '${name}' is opened by no action`, 'an action with "form": "' + name + '"');
  }
}

/** Toolbar actions: like row actions without a row; a selection binding needs "selection" and a rowKey. */
export function checkToolbarActions(ctx: DefinitionContext, scope: RowScope): void {
  const actions: any[] = Array.isArray(ctx.def.toolbarActions) ? ctx.def.toolbarActions : [];
  const labels = new Set<string>();
  actions.forEach((action, i) => {
    const at = `/toolbarActions/${i}`;
    const op = checkActionOperation(ctx, at, action, labels, 'toolbar');
    for (const [name, source] of Object.entries<any>(action.bind ?? {})) {
      if (source?.from === 'selection') {
        if (action.selection !== 'many')
          ctx.report(
            `${at}/bind/${name}`,
            '{"from":"selection"} needs an action on a selection',
            '"selection": "many"',
          );
        if (!ctx.def.rowKey)
          ctx.report(
            `${at}/bind/${name}`,
            "ticked rows are told apart by the grid's rowKey, and it has none",
            '"rowKey" on the grid',
          );
        checkField(ctx, `${at}/bind/${name}/field`, source.field, scope);
      } else checkBinding(ctx, `${at}/bind/${name}`, source);
    }
    if (action.selection === 'many' && !Object.values<any>(action.bind ?? {}).some((b) => b?.from === 'selection'))
      ctx.report(
        `${at}/selection`,
        'the ticked rows are sent nowhere',
        'a {"from":"selection","field":…} binding in "bind"',
      );
    (action.fields ?? []).forEach((f: any, j: number) => {
      if (f.fromRow !== undefined)
        ctx.report(`${at}/fields/${j}/fromRow`, 'a toolbar action has no row to prefill from', 'no "fromRow"');
    });
    checkActionInputs(ctx, at, action, op);
  });
}
