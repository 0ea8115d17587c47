// Which hub method (the SignalR message target) feeds which live group. SignalR has no catch-all handler, so the
// methods the server publishes are listed here; a screen may add its own with registerLiveMethod.
import type { LiveGroup } from '../stores/liveStore';

const methods: Record<LiveGroup, Set<string>> = {
  global: new Set(['notice', 'systemSettingsChanged']),
  shopfloor: new Set([
    'paintQcSaved',
    'nestJobReported',
    'qcPointCheckSaved',
    'operationReversed',
    'dockScanned',
    'pickListScanned',
    'preShipQcSaved',
  ]),
  physical: new Set(['finishGoodScanned', 'cycleCountRecorded', 'tagAudited', 'partIdentified']),
};

/** Sent by the server to one user's connections when their account changed (server: SESSION_USER_CHANGED). */
export const sessionUserChangedMethod = 'sessionUserChanged';

const listeners = new Set<(group: LiveGroup, method: string) => void>();

export function liveMethods(group: LiveGroup): string[] {
  return [...methods[group]];
}

/** Adds a hub method to a group; an open connection starts listening to it at once. */
export function registerLiveMethod(group: LiveGroup, method: string): void {
  if (methods[group].has(method)) return;
  methods[group].add(method);
  listeners.forEach((listener) => listener(group, method));
}

export function onLiveMethodRegistered(listener: (group: LiveGroup, method: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
