// Every text a user reads in a screen definition, with its RFC 6901 JSON pointer: what screens/<Area>/es-MX.json
// translates and what the completeness check (npm run check:screens) counts. Ids, field names, operationIds, routes,
// roles, formats and the values a definition sends to the server (enum values, bindings, row-action select options)
// are not texts.

export interface DefinitionText {
  pointer: string;
  text: string;
}

type Json = unknown;

/** Keys whose string value is shown to the user wherever they appear outside the form schema and bindings. */
const TEXT_KEYS = new Set([
  'title',
  'description',
  'caption',
  'label',
  'placeholder',
  'confirm',
  'success',
  'heading',
  'submitLabel',
  'successMessage',
]);

/** Subtrees that hold operation bindings, sample data or component settings, never user texts. */
const NOT_TEXT_SUBTREES = new Set([
  'dataSource',
  'load',
  'params',
  'body',
  'bind',
  'sampleParams',
  'props',
  'when',
  'default',
]);

/** uiSchema keys whose string value is read by the user. */
const UI_TEXT_KEYS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

/** Schema keywords holding one sub-schema, a map of them, or a list of them. */
const SCHEMA_ONE = ['items', 'additionalProperties', 'additionalItems', 'not', 'if', 'then', 'else', 'contains'];
const SCHEMA_MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];
const SCHEMA_LIST = ['oneOf', 'anyOf', 'allOf', 'items'];

/** Escapes one reference token (RFC 6901: "~" as "~0", "/" as "~1"). */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Builds a JSON pointer from its unescaped tokens. */
export function toPointer(tokens: Array<string | number>): string {
  return tokens.map((t) => `/${pointerToken(t)}`).join('');
}

/** The value a JSON pointer names in a document, or undefined. */
export function valueAt(document: Json, pointer: string): Json {
  if (pointer === '') return document;
  let node: Json = document;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[token];
    else return undefined;
  }
  return node;
}

/** A string the user reads: it has a letter once {Field} placeholders are taken out ("{VIN}" or "%" are not). */
export function isText(value: Json): value is string {
  return typeof value === 'string' && /\p{L}/u.test(value.replace(/\{[^}]*\}/g, ''));
}

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The user texts of one screen definition, in document order. */
export function listDefinitionTexts(definition: Json): DefinitionText[] {
  const out: DefinitionText[] = [];
  const add = (tokens: Array<string | number>, value: Json) => {
    if (isText(value)) out.push({ pointer: toPointer(tokens), text: value });
  };

  const walkDefinition = (node: Json, tokens: Array<string | number>) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walkDefinition(item, [...tokens, i]));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = [...tokens, key];
      // A grid's forms (/forms/<name>/…) are shaped like a form screen's; their property titles show through the
      // uiSchema, as a form screen's do.
      const formRoot = tokens.length === 0 || (tokens.length === 2 && tokens[0] === 'forms');
      if (formRoot && key === 'schema') walkSchema(value, here);
      else if (formRoot && key === 'uiSchema') walkUiSchema(value, here);
      else if (NOT_TEXT_SUBTREES.has(key)) continue;
      else if (TEXT_KEYS.has(key) && typeof value === 'string') add(here, value);
      else walkDefinition(value, here);
    }
  };

  const walkSchema = (node: Json, tokens: Array<string | number>) => {
    if (!isObject(node)) return;
    add([...tokens, 'title'], node.title);
    add([...tokens, 'description'], node.description);
    if (Array.isArray(node.enumNames)) node.enumNames.forEach((name, i) => add([...tokens, 'enumNames', i], name));
    for (const key of SCHEMA_ONE) if (isObject(node[key])) walkSchema(node[key], [...tokens, key]);
    for (const key of SCHEMA_LIST) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((sub, i) => walkSchema(sub, [...tokens, key, i]));
    }
    for (const key of SCHEMA_MAP) {
      const map = node[key];
      if (isObject(map)) for (const [name, sub] of Object.entries(map)) walkSchema(sub, [...tokens, key, name]);
    }
  };

  const walkUiSchema = (node: Json, tokens: Array<string | number>) => {
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = [...tokens, key];
      if (UI_TEXT_KEYS.has(key)) add(here, value);
      else if (key === 'ui:enumNames' && Array.isArray(value)) value.forEach((name, i) => add([...here, i], name));
      else if (key === 'ui:options' && isObject(value)) {
        const messages = value.errorMessages;
        if (isObject(messages))
          for (const [rule, message] of Object.entries(messages)) add([...here, 'errorMessages', rule], message);
        const submit = value.submitButtonOptions;
        if (isObject(submit)) add([...here, 'submitButtonOptions', 'submitText'], submit.submitText);
      } else if (key === 'ui:submitButtonOptions' && isObject(value)) add([...here, 'submitText'], value.submitText);
      else if (!key.startsWith('ui:')) walkUiSchema(value, here);
    }
  };

  walkDefinition(definition, []);
  return out;
}
