// The export's progress lives outside React state so only its readers re-render: they hear every change once, and
// nothing after they stop listening.
import { describe, expect, it } from 'vitest';
import { createExportProgressStore } from '../../../engine/views/grid/toolbar/exportProgressStore';

describe('export progress store', () => {
  it('tells its listeners about changes only', () => {
    const store = createExportProgressStore();
    const heard: (number | null)[] = [];
    const stop = store.subscribe(() => heard.push(store.get()));
    store.set(0);
    store.set(0);
    store.set(0.5);
    store.set(null);
    stop();
    store.set(1);
    expect(heard).toEqual([0, 0.5, null]);
    expect(store.get()).toBe(1);
  });
});
