// SPEC §9: hub reconnect delays 0, 1 s, 5 s, 1 min, 2, 3, 4, 7, 15, 30 min, then stop.
import { describe, expect, it } from 'vitest';
import { hubReconnectDelays } from '../../../engine/realtime/reconnectDelays';

describe('hub reconnect delays', () => {
  it('are exactly the SPEC list in milliseconds, after which reconnecting stops', () => {
    expect(hubReconnectDelays).toEqual([0, 1000, 5000, 60000, 120000, 180000, 240000, 420000, 900000, 1800000]);
  });
});
