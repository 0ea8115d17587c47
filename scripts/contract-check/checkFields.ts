// Checks that the fields a definition names (columns, group-by, pivot axes, chart series, widget values) exist in the
// operation's row schema, and that each column's display type fits the field's schema type.
import type { DefinitionContext } from './context';
import type { Shape } from './responseShape';
import { closest } from './suggest';

const NUMERIC_COLUMNS = new Set(['number', 'decimal', 'currency', 'percent']);
const STRING_COLUMNS = new Set(['date', 'datetime', 'statusCode', 'stateProvince', 'image']);

/** The fields of one data source's rows, with the operation they came from (for messages). */
export interface RowScope {
  operationId: string;
  /** undefined = the row schema declares no properties (or the operation is unknown): nothing to check against. */
  fields: Map<string, Shape> | undefined;
  /**
   * The amounts' currency is known without the column saying it: the data source reads one plant (its book currency)
   * or the rows are a tab of a detail record that names its Currency or EplantId.
   */
  currencyInContext?: boolean;
}

/** Row fields that name an amount's currency for the engine (engine/format/currencyOf.ts). */
export const ROW_CURRENCY_FIELDS = ['Currency', 'EplantId'];

/**
 * Money in its own currency: a currency column takes `currency`, its row's `currencyField`, the row's Currency or
 * EplantId, or the book currency of the plant its data source reads. A column with none of them would show pesos of
 * NORSTAR MX as dollars, so it must say which currency it is.
 */
function checkCurrency(ctx: DefinitionContext, at: string, column: any, scope: RowScope): void {
  if (column.currencyField !== undefined) {
    checkField(ctx, `${at}/currencyField`, column.currencyField, scope);
    return;
  }
  if (column.currency !== undefined || scope.currencyInContext || !scope.fields) return;
  if (ROW_CURRENCY_FIELDS.some((field) => scope.fields!.has(field))) return;
  ctx.report(
    `${at}/type`,
    `currency column '${column.field}' does not say its currency: ${scope.operationId} reads no one plant and its rows name no Currency`,
    '"currency": "USD" (or "MXN"), or "currencyField" naming the row field with each amount\'s ISO code',
  );
}

/** Reports a field the rows do not have; returns its shape when present. */
export function checkField(ctx: DefinitionContext, pointer: string, name: unknown, scope: RowScope): Shape | undefined {
  if (!scope.fields || typeof name !== 'string') return undefined;
  const shape = scope.fields.get(name);
  if (!shape) {
    ctx.report(
      pointer,
      `field '${name}' is not in the rows of ${scope.operationId}`,
      `a field of the ${scope.operationId} response row`,
      closest(name, scope.fields.keys()),
    );
  }
  return shape;
}

/** A field that is plotted or aggregated must be numeric. */
export function checkNumericField(ctx: DefinitionContext, pointer: string, name: unknown, scope: RowScope): void {
  const shape = checkField(ctx, pointer, name, scope);
  const types = concreteTypes(shape);
  if (types && !types.has('number') && !types.has('integer')) {
    ctx.report(
      pointer,
      `field '${name}' of ${scope.operationId} is ${[...types].join(' or ')}, but it is plotted or summed`,
      'a number or integer field',
    );
  }
}

export function checkColumns(ctx: DefinitionContext, pointer: string, columns: unknown, scope: RowScope): void {
  if (!Array.isArray(columns)) return;
  columns.forEach((column: any, i: number) => {
    const at = `${pointer}/${i}`;
    const shape = checkField(ctx, `${at}/field`, column.field, scope);
    if (column.drillField !== undefined) checkField(ctx, `${at}/drillField`, column.drillField, scope);
    const type: string = column.type ?? 'text';
    const expected = expectedTypes(type);
    const types = concreteTypes(shape);
    if (expected && types && !expected.accepted.some((t) => types.has(t))) {
      ctx.report(
        `${at}/type`,
        `column '${column.field}' is a ${type} column, but ${scope.operationId} gives ${[...types].join(' or ')}`,
        expected.text,
      );
    }
    if (type === 'statusCode' && !column.codes)
      ctx.report(
        at,
        `statusCode column '${column.field}' needs its code list`,
        '"codes": "orderStatus" or "itemSource"',
      );
    if (type === 'currency') checkCurrency(ctx, at, column, scope);
    else if (column.currency !== undefined || column.currencyField !== undefined)
      ctx.report(
        at,
        `'${column.field}' is not a currency column: "currency" and "currencyField" apply to currency columns`,
        '"type": "currency"',
      );
    if (column.codes && type !== 'statusCode')
      ctx.report(`${at}/codes`, '"codes" only applies to statusCode columns', '"type": "statusCode"');
    const weight: unknown = column.summary?.avg?.weight;
    const summary = weight === undefined ? column.summary : 'weighted avg';
    if (summary && summary !== 'count' && !NUMERIC_COLUMNS.has(type)) {
      ctx.report(
        `${at}/summary`,
        `a ${summary} summary needs a numeric column, and '${column.field}' is ${type}`,
        'type number, decimal, currency or percent (or summary count)',
      );
    }
    // The weight of a weighted average is multiplied and summed, so it must be a numeric field of the same rows.
    if (weight !== undefined) checkNumericField(ctx, `${at}/summary/avg/weight`, weight, scope);
  });
}

function expectedTypes(columnType: string): { accepted: string[]; text: string } | undefined {
  if (NUMERIC_COLUMNS.has(columnType)) return { accepted: ['number', 'integer'], text: 'a number or integer field' };
  if (columnType === 'boolean') return { accepted: ['boolean'], text: 'a boolean field' };
  if (columnType === 'date') return { accepted: ['string'], text: 'a string field (format date)' };
  if (columnType === 'datetime') return { accepted: ['string'], text: 'a string field (format date-time)' };
  if (STRING_COLUMNS.has(columnType)) return { accepted: ['string'], text: 'a string field' };
  return undefined;
}

/** The field's JSON types without null; undefined when unconstrained. */
function concreteTypes(shape: Shape | undefined): Set<string> | undefined {
  if (!shape?.types) return undefined;
  const types = new Set([...shape.types].filter((t) => t !== 'null'));
  return types.size ? types : undefined;
}
