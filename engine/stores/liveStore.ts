// Live shop-floor data in three groups (global, shopfloor, physical) fed by the realtime hub. Each group keeps its
// latest payload per hub method and a version that screens with `realtime` watch to refresh their data.
import { create } from 'zustand';

export const liveGroups = ['global', 'shopfloor', 'physical'] as const;
export type LiveGroup = (typeof liveGroups)[number];

export interface LiveEvent {
  method: string;
  payload: unknown;
  receivedAt: number;
}

export interface LiveGroupState {
  version: number;
  latest: Record<string, unknown>;
  events: LiveEvent[];
}

export interface LiveState {
  groups: Record<LiveGroup, LiveGroupState>;
  connection: 'disconnected' | 'connecting' | 'connected' | 'reconnecting';
  receive: (group: LiveGroup, method: string, payload: unknown) => void;
  setConnection: (connection: LiveState['connection']) => void;
  clear: () => void;
}

/** How many recent events each group keeps for activity lists. */
export const liveEventLimit = 50;

const emptyGroup = (): LiveGroupState => ({ version: 0, latest: {}, events: [] });
const emptyGroups = (): Record<LiveGroup, LiveGroupState> => ({
  global: emptyGroup(),
  shopfloor: emptyGroup(),
  physical: emptyGroup(),
});

export const useLiveStore = create<LiveState>()((set) => ({
  groups: emptyGroups(),
  connection: 'disconnected',
  receive: (group, method, payload) =>
    set((state) => {
      const current = state.groups[group];
      const event: LiveEvent = { method, payload, receivedAt: Date.now() };
      return {
        groups: {
          ...state.groups,
          [group]: {
            version: current.version + 1,
            latest: { ...current.latest, [method]: payload },
            events: [event, ...current.events].slice(0, liveEventLimit),
          },
        },
      };
    }),
  setConnection: (connection) => set({ connection }),
  clear: () => set({ groups: emptyGroups() }),
}));
