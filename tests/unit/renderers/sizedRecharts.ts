// recharts with a ResponsiveContainer of a fixed size: jsdom lays nothing out, so the real one measures 0×0 and the
// chart draws nothing. Use as vi.mock('recharts', () => import('./sizedRecharts').then((m) => m.sizedRecharts())).
import { cloneElement, isValidElement } from 'react';
import { vi } from 'vitest';

export async function sizedRecharts(width = 900, height = 400) {
  const actual = await vi.importActual<typeof import('recharts')>('recharts');
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: unknown }) =>
      isValidElement(children) ? cloneElement(children as never, { width, height }) : null,
  };
}
