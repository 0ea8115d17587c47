// Mantine's Modal and Drawer as a chunk of their own (LazyDialogs.tsx): the frame's dialogs (the expired session, the
// outbox panel) load them when one first opens, not with the first page.
export { Drawer, Modal } from '@mantine/core';
