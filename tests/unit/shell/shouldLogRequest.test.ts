// SPEC §7 request-log skip rule: the route-log url, the log call itself and localhost are not logged.
import { describe, expect, it } from 'vitest';
import { shouldLogRequest } from '../../../engine/api/shouldLogRequest';

describe('shouldLogRequest', () => {
  it('logs an ordinary API call', () => {
    expect(shouldLogRequest({ url: 'https://portal.norstar.com/api/user/GetUserByToken/' })).toBe(true);
  });
  it('skips the route-log url and the log call itself', () => {
    expect(shouldLogRequest({ url: 'https://portal.norstar.com/api/routes/log' })).toBe(false);
    expect(shouldLogRequest({ url: 'https://portal.norstar.com/api/logs' })).toBe(false);
  });
  it('skips localhost (the name, as in npm run dev) unless logging on localhost is switched on', () => {
    expect(shouldLogRequest({ url: 'http://localhost:8080/api/plants/' })).toBe(false);
    expect(shouldLogRequest({ url: 'http://127.0.0.1:8080/api/plants/' })).toBe(true);
    expect(shouldLogRequest({ url: 'http://localhost:8080/api/plants/', logLocalhost: true })).toBe(true);
    expect(shouldLogRequest({ url: 'http://localhost:8080/api/routes/log', logLocalhost: true })).toBe(false);
  });
});
