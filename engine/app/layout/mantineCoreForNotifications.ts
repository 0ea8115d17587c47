// Stand-in for @mantine/core inside @mantine/notifications (scripts/vite/standInsPlugin.ts): all of Mantine's core, but
// RemoveScroll as the two class names the notification stack reads (scrollLockClassNames.ts), not the scroll lock.
export * from '@mantine/core';
export { RemoveScroll } from './scrollLockClassNames';
