// Stand-in for @mantine/core inside @mantine/dates (scripts/vite/standInsPlugin.ts): all of Mantine's core, but Modal
// loaded when one first opens. The date pickers import Modal for their modal dropdown, which the portal never asks
// for; the real one would come (with the page scroll lock) into every screen with a date filter or field.
export * from '@mantine/core';
export { LazyModal as Modal } from '../ui/LazyDialogs';
