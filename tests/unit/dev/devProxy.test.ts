// `npm run dev`'s proxy: the app's own modules under engine/api/ are never sent to the server, every other /api
// request is, and the target follows PORT.
import { join, resolve } from 'node:path';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { devProxy, isAppFile } from '../../../scripts/vite/devProxy';

const ENGINE = join(resolve(import.meta.dirname, '../../..'), 'engine');

describe('the dev proxy', () => {
  it('leaves the app modules to Vite and sends API calls to the server', () => {
    expect(isAppFile(ENGINE, '/api/client.ts')).toBe(true);
    expect(isAppFile(ENGINE, '/api/index.ts?t=1732430000000')).toBe(true);
    expect(isAppFile(ENGINE, '/api/User/Authenticate')).toBe(false);
    expect(isAppFile(ENGINE, '/api/client')).toBe(false);
    expect(isAppFile(ENGINE, '/api')).toBe(false);
    expect(isAppFile(ENGINE, '/api/../../package.json')).toBe(false);

    const api = devProxy(ENGINE, { PORT: '8103' })['/api'];
    expect(api.target).toBe('http://127.0.0.1:8103');
    const request = (url: string) => Object.assign(new IncomingMessage(new Socket()), { url });
    expect(api.bypass?.(request('/api/client.ts'), undefined, api)).toBe('/api/client.ts');
    expect(api.bypass?.(request('/api/reports/x?plant=2'), undefined, api)).toBeUndefined();
  });

  it('targets PORT for the hub too, 8080 when PORT is unset', () => {
    expect(devProxy(ENGINE, { PORT: '9001' })['/hub']).toMatchObject({ target: 'http://127.0.0.1:9001', ws: true });
    expect(devProxy(ENGINE, {})['/api'].target).toBe('http://127.0.0.1:8080');
  });
});
