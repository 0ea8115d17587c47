// The notification stack loads with the first notification, not with the frame: most pages show none on opening, and
// the stack's transitions are a library of their own. notifications.show() fills the store at once; the stack draws
// what the store holds as soon as its chunk arrives.
import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import { notificationsStore } from '@mantine/notifications';
import { loadChunk } from './chunkLoading';

const Notifications = lazy(() =>
  loadChunk('notifications', () => import('./NotificationsStack')).then((module) => ({
    default: module.Notifications,
  })),
);

let used = false;
const hasBeenUsed = () => {
  const { notifications, queue } = notificationsStore.getState();
  used ||= notifications.length > 0 || queue.length > 0;
  return used;
};

export function LazyNotifications(props: ComponentProps<typeof Notifications>) {
  const load = useSyncExternalStore(notificationsStore.subscribe, hasBeenUsed);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
