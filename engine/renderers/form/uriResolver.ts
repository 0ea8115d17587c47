// What @rjsf/utils asks of fast-uri (scripts/vite/standInsPlugin.ts), done with the browser's URL: resolving a `$ref`
// against a schema's `$id` and comparing two ids. Portal form schemas reference only by '#/…' pointers, so this runs for
// embedded `$id`s at most; a relative base is resolved against a placeholder root that is taken off again.
const RELATIVE_ROOT = 'relative-base:/';

function toUrl(uri: string, base?: string): URL | undefined {
  try {
    const baseUrl = base === undefined || base === '' ? new URL(RELATIVE_ROOT) : toUrl(base);
    return baseUrl ? new URL(uri, baseUrl) : undefined;
  } catch {
    return undefined;
  }
}

function show(url: URL): string {
  return url.href.startsWith(RELATIVE_ROOT) ? url.href.slice(RELATIVE_ROOT.length) : url.href;
}

/** `ref` resolved against `base` (RFC 3986 §5), e.g. ('https://x/a/s.json', 'b.json#/c') → 'https://x/a/b.json#/c'. */
export function resolve(base: string | undefined, ref: string): string {
  const url = toUrl(ref, base);
  return url ? show(url) : ref;
}

/** Whether two URIs name the same resource once normalised (scheme and host case, dot segments, escapes). */
export function equal(a: string, b: string): boolean {
  const x = toUrl(a);
  const y = toUrl(b);
  return x && y ? show(x) === show(y) : a === b;
}

export default { resolve, equal };
