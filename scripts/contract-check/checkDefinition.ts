// Checks one schema-valid definition against the ERP contract, kind by kind: every data source, the fields it names,
// its filters (select options included) and its roles. Cross-file rules (ids, routes, drill targets) live in
// checkCrossFile.ts.
import { checkOperationUse, type OperationUse } from './checkOperationUse';
import { bodyFieldNames } from './responseShape';
import { ROW_CURRENCY_FIELDS, checkColumns, checkField, checkNumericField, type RowScope } from './checkFields';
import { closest } from './suggest';
import { checkCustomComponent } from './checkCustom';
import {
  checkBodyBindings,
  checkGridForms,
  checkRowActions,
  checkStatusTabsUsed,
  checkToolbarActions,
  registerStatusTabs,
} from './checkGridActions';
import type { DefinitionContext } from './context';

export function checkDefinition(ctx: DefinitionContext): void {
  const def = ctx.def;
  checkRoleNames(ctx);
  switch (def.kind) {
    case 'grid': {
      registerStatusTabs(ctx);
      const scope = rows(ctx, '/dataSource', def.dataSource);
      checkColumns(ctx, '/columns', def.columns, scope);
      (def.groupBy ?? []).forEach((f: string, i: number) => checkField(ctx, `/groupBy/${i}`, f, scope));
      if (def.rowKey) checkField(ctx, '/rowKey', def.rowKey, scope);
      checkRowActions(ctx, scope);
      (def.rowActions ?? []).forEach((action: any, i: number) => {
        if (action.history) checkField(ctx, `/rowActions/${i}/history/key`, action.history.key, scope);
      });
      checkToolbarActions(ctx, scope);
      checkGridForms(ctx);
      checkStatusTabsUsed(ctx);
      break;
    }
    case 'pivot': {
      const scope = rows(ctx, '/dataSource', def.dataSource);
      checkColumns(ctx, '/columns', def.columns, scope);
      for (const axis of ['rows', 'cols'] as const)
        (def[axis] ?? []).forEach((f: string, i: number) => checkField(ctx, `/${axis}/${i}`, f, scope));
      (def.values ?? []).forEach((value: any, i: number) => {
        // A value is a field name (the screen's aggregator) or {field, aggregator}: Count needs no numeric field.
        const spec = typeof value === 'string' ? { field: value, aggregator: def.aggregator } : value;
        const at = typeof value === 'string' ? `/values/${i}` : `/values/${i}/field`;
        if ((spec.aggregator ?? def.aggregator) === 'Count') checkField(ctx, at, spec.field, scope);
        else checkNumericField(ctx, at, spec.field, scope);
      });
      break;
    }
    case 'chart': {
      const scope = rows(ctx, '/dataSource', def.dataSource);
      checkColumns(ctx, '/columns', def.columns, scope);
      checkChart(ctx, '', def, scope);
      break;
    }
    case 'form': {
      const loaded = def.load ? checkOperationUse(ctx, '/load', def.load, 'record') : undefined;
      checkSubmit(ctx, def);
      checkFormHistory(
        ctx,
        def,
        loaded ? { operationId: String(def.load.operationId), fields: loaded.fields } : undefined,
      );
      break;
    }
    case 'detail': {
      const header = def.header ? record(ctx, '/header/dataSource', def.header.dataSource) : undefined;
      if (header) {
        checkColumns(ctx, '/header/fields', def.header.fields, header);
        if (def.header.titleField) checkField(ctx, '/header/titleField', def.header.titleField, header);
        if (def.history) checkField(ctx, '/history/key', def.history.key, header);
        ctx.record = header;
      }
      // A tab's amounts are the record's when the header names its currency (engine/views/detail/DetailView.tsx).
      const recordCurrency = ROW_CURRENCY_FIELDS.some((field) => header?.fields?.has(field));
      (def.tabs ?? []).forEach((tab: any, i: number) => {
        // A tab with roles is read by those roles only: its operation must accept them, and they must open the screen.
        const screenRoles: string[] = Array.isArray(def.roles) ? def.roles : [];
        (Array.isArray(tab.roles) ? tab.roles : []).forEach((role: string, j: number) => {
          if (screenRoles.length && !screenRoles.includes(role))
            ctx.report(
              `/tabs/${i}/roles/${j}`,
              `role '${role}' cannot open this screen, so it never sees the tab`,
              `roles among the screen's: ${screenRoles.join(', ')}`,
            );
        });
        const tabCtx = Array.isArray(tab.roles) ? { ...ctx, def: { ...def, roles: tab.roles } } : ctx;
        const { fields } = checkOperationUse(tabCtx, `/tabs/${i}/dataSource`, tab.dataSource, 'tab');
        checkBodyBindings(tabCtx, `/tabs/${i}/dataSource`, tab.dataSource);
        const scope: RowScope = {
          operationId: String(tab.dataSource?.operationId),
          fields,
          currencyInContext: (tab.dataSource !== undefined && bindsPlant(tab.dataSource)) || recordCurrency,
        };
        checkColumns(ctx, `/tabs/${i}/columns`, tab.columns, scope);
        if (tab.rowKey) checkField(ctx, `/tabs/${i}/rowKey`, tab.rowKey, scope);
      });
      break;
    }
    case 'dashboard':
      checkDashboard(ctx);
      break;
    case 'custom': {
      const scope = rows(ctx, '/dataSource', def.dataSource);
      if (def.dataSource) {
        checkColumns(ctx, '/columns', def.columns, scope);
        if (def.rowKey) checkField(ctx, '/rowKey', def.rowKey, scope);
      }
      checkCustomComponent(ctx, ctx.customComponents, scope);
      break;
    }
  }
  checkFilters(ctx);
}

function rows(ctx: DefinitionContext, pointer: string, source: OperationUse | undefined): RowScope {
  if (!source) return { operationId: '', fields: undefined };
  const { fields } = checkOperationUse(ctx, pointer, source, 'rows');
  checkBodyBindings(ctx, pointer, source);
  return { operationId: String(source.operationId), fields, currencyInContext: bindsPlant(source) };
}

/** Parameter names that carry the plant (server/app/plantScope.ts finds the same ones). */
const PLANT_PARAMS = ['plant', 'ePlantId', 'EplantId', 'Plant', 'plantId'];

function bindsPlant(source: OperationUse): boolean {
  const params = source.params;
  return Boolean(params && PLANT_PARAMS.some((name) => name in params));
}

function record(ctx: DefinitionContext, pointer: string, source: OperationUse | undefined): RowScope {
  if (!source) return { operationId: '', fields: undefined };
  const { fields } = checkOperationUse(ctx, pointer, source, 'record');
  return { operationId: String(source.operationId), fields, currencyInContext: bindsPlant(source) };
}

/**
 * A form's History (engine/views/history/FormHistory.tsx) keys the loaded record by a field of it; on a form that
 * edits a list, the rows are a property of the form whose items hold the key (and the label) field.
 */
function checkFormHistory(ctx: DefinitionContext, def: any, loaded: RowScope | undefined): void {
  const history = def.history;
  if (!history) return;
  if (!def.load) {
    ctx.report(
      '/history',
      'a form without "load" has no saved record to show the history of',
      'a form that loads its record',
    );
    return;
  }
  if (!history.rows) {
    const key = history.key;
    if (typeof key === 'string') {
      if (loaded) checkField(ctx, '/history/key', key, loaded);
    } else if (key?.from === 'route' && !String(def.route ?? '').includes(`:${key.param}`)) {
      ctx.report(
        '/history/key/param',
        `the route ${def.route} has no parameter ':${key.param}'`,
        'a parameter of the route',
      );
    }
    return;
  }
  if (typeof history.key !== 'string') {
    ctx.report('/history/key', 'the rows of a list each hold their own key: name its field', 'a field of the rows');
    return;
  }
  const list = def.schema?.properties?.[history.rows];
  if (list?.type !== 'array') {
    ctx.report(
      '/history/rows',
      `'${history.rows}' is not an array property of the form`,
      'the form property holding the rows',
    );
    return;
  }
  const itemFields = Object.keys(list.items?.properties ?? {});
  for (const [name, field] of [
    ['key', history.key],
    ['labelField', history.labelField],
  ] as const) {
    if (field !== undefined && !itemFields.includes(field))
      ctx.report(
        `/history/${name}`,
        `'${field}' is not a field of the ${history.rows} rows`,
        `one of: ${itemFields.join(', ')}`,
        closest(field, itemFields),
      );
  }
}

function checkChart(ctx: DefinitionContext, pointer: string, chart: any, scope: RowScope): void {
  if (chart.x !== undefined) checkField(ctx, `${pointer}/x`, chart.x, scope);
  (chart.series ?? []).forEach((s: any, i: number) =>
    checkNumericField(ctx, `${pointer}/series/${i}/field`, s.field, scope),
  );
}

function checkSubmit(ctx: DefinitionContext, def: any): void {
  if (!def.submit) return;
  const { op } = checkOperationUse(ctx, '/submit', def.submit, 'submit');
  const formFields = Object.keys(def.schema?.properties ?? {});
  if (!op || formFields.length === 0) return;
  // The form's fields are sent as the body: each must be a property the operation accepts.
  const bodyFields = bodyFieldNames(ctx.doc, op);
  if (!bodyFields) return;
  for (const name of formFields) {
    if (!bodyFields.includes(name)) {
      ctx.report(
        `/schema/properties/${name}`,
        `form field '${name}' is not in the request body of ${op.operationId}`,
        `a property of the ${op.operationId} body`,
        closest(name, bodyFields),
      );
    }
  }
}

function checkDashboard(ctx: DefinitionContext): void {
  const def = ctx.def;
  const shared = def.dataSource ? rows(ctx, '/dataSource', def.dataSource) : undefined;
  const ids = new Set<string>();
  (def.widgets ?? []).forEach((w: any, i: number) => {
    const at = `/widgets/${i}`;
    if (ids.has(w.id))
      ctx.report(`${at}/id`, `widget id '${w.id}' is used twice in this dashboard`, 'a unique widget id');
    ids.add(w.id);
    let scope = shared;
    if (w.dataSource)
      scope =
        w.widget === 'kpi'
          ? record(ctx, `${at}/dataSource`, w.dataSource)
          : rows(ctx, `${at}/dataSource`, w.dataSource);
    const needsData = w.widget !== 'plantFlag' && w.widget !== 'legend';
    if (!scope) {
      if (needsData) ctx.report(at, `widget '${w.id}' has no data`, 'a "dataSource" on the widget or on the dashboard');
      return;
    }
    if (w.field !== undefined) checkField(ctx, `${at}/field`, w.field, scope);
    checkColumns(ctx, `${at}/columns`, w.columns, scope);
    if (w.chart) checkChart(ctx, `${at}/chart`, w.chart, scope);
    (w.items ?? []).forEach((item: any, j: number) => {
      if (item.field !== undefined) checkField(ctx, `${at}/items/${j}/field`, item.field, scope);
      if (item.targetField !== undefined) checkField(ctx, `${at}/items/${j}/targetField`, item.targetField, scope);
    });
  });
}

function checkFilters(ctx: DefinitionContext): void {
  const filters: any[] = Array.isArray(ctx.def.filters) ? ctx.def.filters : [];
  const seen = new Set<string>();
  filters.forEach((f, i) => {
    const at = `/filters/${i}`;
    if (seen.has(f.id))
      ctx.report(`${at}/id`, `filter id '${f.id}' is used twice in this screen`, 'a unique filter id');
    seen.add(f.id);
    if (f.type === 'select' && !f.options)
      ctx.report(at, `select filter '${f.id}' has no options`, '"options": an operation or a list of {value, label}');
    if (f.options && f.type !== 'select')
      ctx.report(
        `${at}/options`,
        `"options" only applies to select filters, and '${f.id}' is a ${f.type} filter`,
        '"type": "select"',
      );
    if (f.options && !Array.isArray(f.options)) {
      const { fields } = checkOperationUse(ctx, `${at}/options`, f.options, 'rows');
      const scope = { operationId: String(f.options.operationId), fields };
      checkField(ctx, `${at}/options/valueField`, f.options.valueField, scope);
      checkField(ctx, `${at}/options/labelField`, f.options.labelField, scope);
    }
  });
  // Checked last: every data source has marked the filters it binds by now.
  filters.forEach((f, i) => {
    if (!ctx.usedFilters.has(f.id)) {
      ctx.report(
        `/filters/${i}`,
        `filter '${f.id}' is not bound to any parameter, so it would change nothing`,
        `a binding {"from":"filter","filter":"${f.id}"} in a data source`,
      );
    }
  });
}

function checkRoleNames(ctx: DefinitionContext): void {
  const roles: unknown[] = Array.isArray(ctx.def.roles) ? ctx.def.roles : [];
  roles.forEach((role, i) => {
    if (typeof role === 'string' && !ctx.roleNames.includes(role)) {
      ctx.report(`/roles/${i}`, `unknown role '${role}'`, 'a role of schemas/roles.json', closest(role, ctx.roleNames));
    }
  });
  if (ctx.def.public === true && roles.length > 0)
    ctx.report('/roles', 'a public screen is open to everybody, so it cannot require roles', '"roles": []');
}
