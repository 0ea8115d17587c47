// A screen definition in another language: the area's es-MX.json gives {JSON pointer: text} per screen id, and each
// pointer that names a string of the definition gets its text. Definitions keep their English inline, so anything
// without an entry (or whose pointer no longer names a string after the definition changed) stays English.
// A form's JSON Schema itself never changes: its validator is precompiled at build time and found by the schema's
// hash. A property's title or description is shown through the uiSchema instead ('ui:title', 'ui:description', which
// rjsf and the form's messages prefer); other texts inside the schema stay English.

export type DefinitionTexts = Readonly<Record<string, string>>;

function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

/** Sets the string a pointer names inside a (cloned) document; false when it names no string. */
function setText(document: unknown, pointer: string, text: string): boolean {
  if (!pointer.startsWith('/')) return false;
  const tokens = pointer.slice(1).split('/').map(unescapeToken);
  let parent: unknown = document;
  for (const token of tokens.slice(0, -1)) {
    if (!isContainer(parent)) return false;
    parent = (parent as Record<string, unknown>)[token];
  }
  const last = tokens[tokens.length - 1];
  if (!isContainer(parent) || typeof (parent as Record<string, unknown>)[last] !== 'string') return false;
  (parent as Record<string, unknown>)[last] = text;
  return true;
}

function valueAt(document: unknown, tokens: readonly string[]): unknown {
  let node: unknown = document;
  for (const token of tokens) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/**
 * '/schema/properties/A/properties/B/title' → the uiSchema path ['A', 'B', 'ui:title'], and through a list's items
 * ('/schema/properties/A/items/properties/B/title') ['A', 'items', 'B', 'ui:title']; undefined for other texts.
 */
function uiSchemaPath(tokens: readonly string[]): string[] | undefined {
  const last = tokens[tokens.length - 1];
  const uiKey = last === 'title' ? 'ui:title' : last === 'description' ? 'ui:description' : undefined;
  const middle = tokens.slice(1, -1);
  if (!uiKey || middle.length === 0) return undefined;
  const names: string[] = [];
  for (let i = 0; i < middle.length; i++) {
    if (middle[i] === 'items') names.push('items');
    else if (middle[i] === 'properties' && i + 1 < middle.length) names.push(middle[++i]);
    else return undefined;
  }
  return [...names, uiKey];
}

/** A text inside a form's schema, shown through the uiSchema; false when the pointer is not a property's text. */
function setSchemaText(copy: unknown, tokens: readonly string[], text: string): boolean {
  const path = uiSchemaPath(tokens);
  if (!path || typeof valueAt(copy, tokens) !== 'string' || !isContainer(copy)) return false;
  const root = copy as Record<string, unknown>;
  let node = (root.uiSchema ??= {}) as Record<string, unknown>;
  for (const name of path.slice(0, -1)) {
    const next = node[name];
    node = (isContainer(next) ? next : (node[name] = {})) as Record<string, unknown>;
  }
  node[path[path.length - 1]] = text;
  return true;
}

/** A translated copy of the definition; the original is never changed. */
export function translateDefinition<T>(definition: T, texts: DefinitionTexts | undefined): T {
  if (!texts || Object.keys(texts).length === 0) return definition;
  const copy = structuredClone(definition);
  for (const [pointer, text] of Object.entries(texts)) {
    if (typeof text !== 'string' || !text) continue;
    const tokens = pointer.slice(1).split('/').map(unescapeToken);
    if (tokens[0] === 'schema') setSchemaText(copy, tokens, text);
    // A grid's form (/forms/<name>/schema/…): through that form's uiSchema, its schema unchanged like a form screen's.
    else if (tokens[0] === 'forms' && tokens[2] === 'schema')
      setSchemaText((copy as { forms?: Record<string, unknown> }).forms?.[tokens[1]], tokens.slice(2), text);
    else setText(copy, pointer, text);
  }
  return copy;
}
