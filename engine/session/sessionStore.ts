// Session UI state: whether the expired-session dialog is open (driven by the session gate, so every concurrent
// 401 shares one dialog) and a counter that bumps at each sign-in so the realtime hub reconnects with the new token.
import { create } from 'zustand';
import { sessionGate } from '../api/client';
import { holdDialogLayers } from '../ui/dialogLayers';

export interface SessionState {
  expiredDialogOpen: boolean;
  tokenVersion: number;
  bumpToken: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  expiredDialogOpen: sessionGate.isOpen(),
  tokenVersion: 0,
  bumpToken: () => set((state) => ({ tokenVersion: state.tokenVersion + 1 })),
}));

holdDialogLayers(sessionGate.isOpen());
sessionGate.subscribe((open) => {
  useSessionStore.setState({ expiredDialogOpen: open });
  holdDialogLayers(open);
});
