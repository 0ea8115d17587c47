// The pure side of a grid's row actions: which actions apply to a row, the call's parameters and body bound from the
// row, the File View address of a file action, and the {Field} templates of headings and notices.
import type { ActionLoad, GridAction, RowAction } from '../../../screen/types';
import { operationInfo } from '../../../api/callOperation';
import { resolveBinding, type BindingContext } from '../../../data/bindParams';

type Row = Record<string, unknown>;
export type ActionValues = Record<string, string | number | null>;

export function actionApplies(action: RowAction, row: Row): boolean {
  if (!action.when) return true;
  // A missing field and null both mean "no value", so {"equals": null} matches either.
  return (row[action.when.field] ?? null) === action.when.equals;
}

/** "Request {RequestNo} is shipped" with the row's values; an unknown field is left as written so the typo shows. */
export function fillTemplate(text: string, row: Row): string {
  return text.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, field: string) =>
    field in row ? String(row[field] ?? '') : whole,
  );
}

export interface ActionCall {
  params: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}

/** Splits the action's bound values into the operation's path/query parameters and its JSON body (with the inputs). */
export function rowActionCall(action: RowAction, row: Row, ctx: BindingContext, values: ActionValues = {}): ActionCall {
  const info = operationInfo(action.operationId);
  const params: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(action.bind ?? {})) {
    const value = typeof source === 'string' ? row[source] : resolveBinding(source, ctx);
    if (info.pathParams.includes(name) || info.queryParams.includes(name)) params[name] = value;
    else body[name] = value;
  }
  for (const field of action.fields ?? []) body[field.name] = values[field.name] ?? null;
  return { params, body: Object.keys(body).length ? body : undefined };
}

/** The File View address of an `opens: "file"` action: the operation's path with the row's parameters filled in. */
export function rowActionFileUrl(action: RowAction, row: Row, ctx: BindingContext): string {
  const { path } = operationInfo(action.operationId);
  const { params } = rowActionCall(action, row, ctx);
  const query = new URLSearchParams();
  let url = path;
  for (const [name, value] of Object.entries(params)) {
    if (url.includes(`{${name}}`)) url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
    else if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

export function initialValues(action: RowAction | GridAction, row: Row): ActionValues {
  const values: ActionValues = {};
  for (const f of action.fields ?? []) {
    const value = f.fromRow ? row[f.fromRow] : null;
    values[f.name] = typeof value === 'string' || typeof value === 'number' ? value : null;
  }
  return values;
}

/** An action that neither asks nor shows anything runs straight from the double-click. */
export function needsDialog(action: RowAction): boolean {
  return Boolean(action.fields?.length || action.form || action.confirm || action.details?.length);
}

/** A toolbar action's call: bindings from the screen, {"from":"selection"} as the list of the ticked rows' values. */
export function toolbarActionCall(
  action: GridAction,
  selected: readonly Row[],
  ctx: BindingContext,
  values: Record<string, unknown> = {},
): ActionCall {
  const info = operationInfo(action.operationId);
  const params: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(action.bind ?? {})) {
    const value =
      'from' in source && source.from === 'selection'
        ? selected.map((row) => row[source.field])
        : resolveBinding(source, ctx);
    if (info.pathParams.includes(name) || info.queryParams.includes(name)) params[name] = value;
    else body[name] = value;
  }
  for (const field of action.fields ?? []) body[field.name] = values[field.name] ?? null;
  return { params, body: Object.keys(body).length ? body : undefined };
}

/** The parameters of the call that prefills an action's form: row fields (a row action's) or bindings. */
export function actionLoadParams(load: ActionLoad, row: Row | undefined, ctx: BindingContext): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(load.bind ?? {}))
    params[name] = typeof source === 'string' ? row?.[source] : resolveBinding(source, ctx);
  return params;
}
