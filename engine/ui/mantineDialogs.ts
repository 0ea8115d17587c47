// Mantine's Modal as a chunk of its own (LazyDialogs.tsx): the expired-session dialog loads it when it first opens.
export { Modal } from '@mantine/core';
