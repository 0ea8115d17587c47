// The expired-session dialog (engine/session): shown as after a 401, with the stored username prefilled; it cannot
// be dismissed. Signing in again answers from the recorded login.
import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExpiredSessionDialog } from '../../engine/session/ExpiredSessionDialog';
import { useSessionStore } from '../../engine/session/sessionStore';

function ExpiredSession() {
  useEffect(() => {
    useSessionStore.setState({ expiredDialogOpen: true });
    return () => useSessionStore.setState({ expiredDialogOpen: false });
  }, []);
  return <ExpiredSessionDialog />;
}

const meta: Meta<typeof ExpiredSession> = {
  title: 'Expired-session dialog',
  component: ExpiredSession,
};
export default meta;

export const AfterA401: StoryObj<typeof ExpiredSession> = {};
