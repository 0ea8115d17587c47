// Response headers that keep the portal from being framed, sniffed, leaking its URLs or running injected script
// (OWASP ASVS 5.0 V3.4), through the maintained helmet on every answer: the portal, the API and /health. The headers
// are the same for every answer, so helmet's middleware is built once at start; @fastify/helmet built it again for
// every request (parsing the whole policy each time: ~5% of the HTTP thread's work on the session check).
// The Content-Security-Policy allows exactly what the built portal uses (checked on every route by
// tests/e2e/everyRoute.test.ts); widen it only with a reason written next to the source.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const SELF = "'self'";

/**
 * Origins of the portal's bases (VITE_API_URL, VITE_FUNCTIONS_URL, VITE_APP_URL) when they point away from the
 * serving origin, with the WebSocket scheme of each for the hub: `npm start` builds the portal with the same
 * environment it serves it from, so the policy follows the build.
 */
export function configuredOrigins(env: NodeJS.ProcessEnv): string[] {
  const out = new Set<string>();
  for (const name of ['VITE_API_URL', 'VITE_FUNCTIONS_URL', 'VITE_APP_URL']) {
    const value = env[name]?.trim();
    if (!value || !URL.canParse(value)) continue;
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    out.add(url.origin);
    out.add(`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`);
  }
  return [...out];
}

export const portalCspDirectives = (env: NodeJS.ProcessEnv = process.env): Record<string, string[]> => ({
  defaultSrc: [SELF],
  // No inline script and no eval: form schemas are precompiled at build time (scripts/vite/formValidatorsPlugin.ts).
  // 'wasm-unsafe-eval' lets the barcode scanner compile its bundled zxing .wasm; it does not allow eval of strings.
  scriptSrc: [SELF, "'wasm-unsafe-eval'"],
  scriptSrcAttr: ["'none'"],
  // Mantine writes its theme variables into <style> elements at run time and the ALTCHA widget injects its own;
  // neither offers a static alternative, so inline styles stay allowed (styles cannot run script).
  styleSrc: [SELF, "'unsafe-inline'"],
  // data: for photos taken with the camera and stored as data URLs; blob: for object URLs of files and captures.
  imgSrc: [SELF, 'data:', 'blob:'],
  fontSrc: [SELF, 'data:'],
  // API calls and the realtime hub's WebSocket (CSP Level 3 'self' covers ws:/wss: of the same host).
  connectSrc: [SELF, ...configuredOrigins(env)],
  // The ALTCHA widget runs its proof of work in a Worker built from a blob: URL; the grid's Excel export worker is a
  // bundled file.
  workerSrc: [SELF, 'blob:'],
  // The file viewer shows PDFs from a blob: URL in an iframe.
  frameSrc: [SELF, 'blob:'],
  mediaSrc: [SELF, 'blob:'],
  objectSrc: ["'none'"],
  baseUri: [SELF],
  formAction: [SELF],
  frameAncestors: ["'none'"],
});

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: portalCspDirectives() },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    applyHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined)),
  );
  // A signed-in answer (user data, reports) must not be kept by the browser or a proxy after sign-out.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.sessionUser && !String(reply.getHeader('cache-control') ?? '').includes('no-store'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
