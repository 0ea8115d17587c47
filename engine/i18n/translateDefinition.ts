// A screen definition in another language: the area's es-MX.json gives {JSON pointer: text} per screen id, and each
// pointer that names a string of the definition gets its text. Definitions keep their English inline, so anything
// without an entry (or whose pointer no longer names a string after the definition changed) stays English.

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

/** A translated copy of the definition; the original is never changed. */
export function translateDefinition<T>(definition: T, texts: DefinitionTexts | undefined): T {
  if (!texts || Object.keys(texts).length === 0) return definition;
  const copy = structuredClone(definition);
  for (const [pointer, text] of Object.entries(texts)) {
    if (typeof text === 'string' && text) setText(copy, pointer, text);
  }
  return copy;
}
