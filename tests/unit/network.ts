// The unit projects' only way to the network: an msw server that answers with the handlers a test adds
// (`network.use(http.get(…))`) and fails any request nobody handles, so no unit test quietly reaches a real server.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';

export const network = setupServer();

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => network.resetHandlers());
afterAll(() => network.close());
