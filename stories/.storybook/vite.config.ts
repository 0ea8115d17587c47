// Vite config of Storybook's builder: React, the screen-metas virtual module the screen registry reads, and the
// virtual CSF modules the screen indexer points at (one per screen definition).
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { screenMetasPlugin } from '../../scripts/vite/screenMetasPlugin.ts';
import { formValidatorsPlugin } from '../../scripts/vite/formValidatorsPlugin.ts';
import { screenStoriesPlugin } from '../support/screenStoriesPlugin.ts';

const root = resolve(import.meta.dirname, '../..');

export default defineConfig({
  plugins: [react(), screenMetasPlugin(root), formValidatorsPlugin(root), screenStoriesPlugin(root)],
  build: { chunkSizeWarningLimit: 4000 },
});
