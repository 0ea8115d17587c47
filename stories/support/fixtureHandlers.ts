// The msw handlers of the stories: every /api call is matched to its contract operation (generated/erp-operations)
// and answered from that operation's recorded fixture (stories/fixtures/operations/<operationId>.json, written by
// npm run record-fixtures), shaped by the story's state: recorded data, empty data, a server error or a slow answer.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { erpOperations } from '../../generated/erp-operations';
import { SLOW_RESPONSE_MS, STORY_ERROR_MESSAGE, type ScreenState } from './screenStates';
import { emptyBody, pickRecording, type OperationFixture } from './fixtureMatching';
import { storyLoginResponse } from './storySession';

const fixtureFiles = import.meta.glob<OperationFixture>('../fixtures/operations/*.json', { import: 'default' });

interface OperationRoute {
  operationId: string;
  method: string;
  pattern: RegExp;
  pathParams: string[];
}

// Literal paths first, so '/users/groups' wins over '/users/{guid}'.
const routes: OperationRoute[] = Object.entries(
  erpOperations as unknown as Record<string, { method: string; path: string }>,
)
  .map(([operationId, op]) => {
    const pathParams: string[] = [];
    const source = op.path
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{([^}]+)\\?\}|\{([^}]+)\}/g, (_m, a: string, b: string) => {
        pathParams.push(a ?? b);
        return '([^/]+)';
      });
    return { operationId, method: op.method.toUpperCase(), pattern: new RegExp(`^${source}/?$`), pathParams };
  })
  .sort((a, b) => a.pathParams.length - b.pathParams.length);

export function findOperation(
  method: string,
  apiPath: string,
): { route: OperationRoute; params: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(apiPath);
    if (!match) continue;
    const params: Record<string, string> = {};
    route.pathParams.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1])));
    return { route, params };
  }
  return undefined;
}

const loaded = new Map<string, Promise<OperationFixture | undefined>>();

export function loadFixture(operationId: string): Promise<OperationFixture | undefined> {
  const file = fixtureFiles[`../fixtures/operations/${operationId}.json`];
  if (!loaded.has(operationId)) loaded.set(operationId, file ? file() : Promise.resolve(undefined));
  return loaded.get(operationId)!;
}

function binaryResponse(base64: string, contentType: string): Response {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new HttpResponse(bytes, { status: 200, headers: { 'Content-Type': contentType } });
}

/**
 * The fixture files are bundled when Storybook starts (import.meta.glob), so a fixture recorded while it runs is not
 * served until Storybook is restarted or rebuilt: the message says so, or the new screen looks as if it had no data.
 */
export function missingFixtureMessage(operationId: string): string {
  return (
    `No recorded response for '${operationId}': run npm run record-fixtures -- --only ${operationId}, then restart ` +
    'Storybook (npm run storybook) or rebuild it (npm run build-storybook); recorded files are only picked up when it starts'
  );
}

/** Answers one intercepted API call for a story state. */
export async function answer(request: Request, state: ScreenState): Promise<Response> {
  const url = new URL(request.url);
  const apiPath = url.pathname.replace(/^.*?\/api(?=\/)/, '');
  if (state === 'error') return HttpResponse.json({ message: STORY_ERROR_MESSAGE }, { status: 500 });
  if (state === 'slow') await delay(SLOW_RESPONSE_MS);
  const found = findOperation(request.method, apiPath);
  if (request.method === 'POST' && /^\/user\/authenticate\/?$/i.test(apiPath))
    return HttpResponse.json(storyLoginResponse());
  if (request.method !== 'GET') {
    // Writes are not recorded (they would change the seed): they succeed, as the server answers a valid write.
    return HttpResponse.json({ ok: true, message: 'Saved' });
  }
  if (!found) return HttpResponse.json({ message: `No API operation answers GET ${apiPath}` }, { status: 404 });
  const fixture = await loadFixture(found.route.operationId);
  const query = Object.fromEntries(url.searchParams.entries());
  const recording = fixture ? pickRecording(fixture, { ...query, ...found.params }) : undefined;
  if (!recording) {
    return HttpResponse.json({ message: missingFixtureMessage(found.route.operationId) }, { status: 404 });
  }
  if (recording.base64) return binaryResponse(recording.base64, recording.contentType ?? 'application/octet-stream');
  const body = state === 'empty' ? emptyBody(recording.body) : recording.body;
  return HttpResponse.json(body as never, { status: recording.status });
}

/** The handlers for a story in the given state (msw-storybook-addon's parameters.msw). */
export function fixtureHandlers(state: ScreenState = 'normal'): HttpHandler[] {
  return [http.all('*/api/*', ({ request }) => answer(request, state))];
}
