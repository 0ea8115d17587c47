// The realtime hub: one SignalR connection named 'hub' feeding the live store.
export { startHub, stopHub, restartHub, buildHubConnection, hubUrl, hubName } from './hubConnection';
export { hubReconnectDelays } from './reconnectDelays';
export { registerLiveMethod, liveMethods } from './liveMethods';
