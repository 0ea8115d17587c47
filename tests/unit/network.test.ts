// The unit network guard: a request no test handles fails instead of reaching a server; a handled one is answered.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { network } from './network';

describe('unit network', () => {
  it('fails a request that no handler answers', async () => {
    await expect(fetch('http://127.0.0.1:9/api/system/settings')).rejects.toThrow();
  });

  it('answers a request through the handler a test adds', async () => {
    network.use(http.get('http://portal.test/api/system/settings', () => HttpResponse.json({ Maintance: false })));
    const res = await fetch('http://portal.test/api/system/settings');
    expect(await res.json()).toEqual({ Maintance: false });
  });
});
