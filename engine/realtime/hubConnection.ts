// The one realtime connection, named 'hub' (SPEC §4): SignalR to `${origin}/hub` with the current token, automatic
// reconnect at the SPEC delays then stop, a subscription to each live group, messages fed to the live store. The
// server also tells each of a user's connections when that user's roles or groups changed: the session user is read
// again at once.
import { HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { refreshSessionUser } from '../session/sessionService';
import { getToken } from '../api/token';
import { liveGroups, useLiveStore, type LiveGroup } from '../stores/liveStore';
import { liveMethods, onLiveMethodRegistered, sessionUserChangedMethod } from './liveMethods';
import { hubReconnectDelays } from './reconnectDelays';

export const hubName = 'hub';

export function hubUrl(): string {
  return `${location.origin}/${hubName}`;
}

let hub: HubConnection | null = null;
let stopListening: (() => void) | null = null;

function listen(connection: HubConnection, group: LiveGroup, method: string): void {
  connection.on(method, (payload: unknown) => useLiveStore.getState().receive(group, method, payload));
}

async function subscribeGroups(connection: HubConnection): Promise<void> {
  // The server refuses a group the user's roles do not cover (and narrows plant groups to the plants the user may
  // see); the other groups still deliver, so a refusal is not a failure of the connection.
  await Promise.allSettled(liveGroups.map((group) => connection.invoke('Subscribe', group)));
}

export function buildHubConnection(url: string = hubUrl()): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory: () => getToken() ?? '' })
    .withAutomaticReconnect([...hubReconnectDelays])
    .configureLogging(LogLevel.Warning)
    .build();
}

/** Starts the hub if it is not running; safe to call repeatedly. Failures leave the portal working without live data. */
export async function startHub(): Promise<HubConnection | null> {
  if (hub) return hub;
  if (!getToken()) return null;
  const connection = buildHubConnection();
  hub = connection;
  const live = useLiveStore.getState();
  liveGroups.forEach((group) => liveMethods(group).forEach((method) => listen(connection, group, method)));
  stopListening = onLiveMethodRegistered((group, method) => listen(connection, group, method));
  connection.on(sessionUserChangedMethod, () => void refreshSessionUser());
  connection.onreconnecting(() => live.setConnection('reconnecting'));
  connection.onreconnected(() => {
    live.setConnection('connected');
    // Group membership lives on the server connection, which is new after a reconnect.
    subscribeGroups(connection).catch(() => undefined);
  });
  connection.onclose(() => live.setConnection('disconnected'));
  live.setConnection('connecting');
  try {
    await connection.start();
    if (hub !== connection) return null;
    live.setConnection('connected');
    await subscribeGroups(connection);
    return connection;
  } catch {
    if (hub === connection) {
      hub = null;
      live.setConnection('disconnected');
    }
    return null;
  }
}

export async function stopHub(): Promise<void> {
  const connection = hub;
  hub = null;
  stopListening?.();
  stopListening = null;
  if (connection && connection.state !== HubConnectionState.Disconnected) {
    await connection.stop().catch(() => undefined);
  }
  useLiveStore.getState().setConnection('disconnected');
}

/** After a re-login the server-side connection still carries the old token: reconnect with the new one. */
export async function restartHub(): Promise<HubConnection | null> {
  await stopHub();
  return startHub();
}
