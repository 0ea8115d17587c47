// The notification stack on its own, so the lazy import in LazyNotifications takes only the component and its
// transitions, not the store the rest of the portal imports statically.
export { Notifications } from '@mantine/notifications';
