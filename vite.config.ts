// Vite build of the portal (engine/ is the app, screens/ are loaded lazily through import.meta.glob).
import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { screenMetasPlugin } from './scripts/vite/screenMetasPlugin.ts';
import { formValidatorsPlugin } from './scripts/vite/formValidatorsPlugin.ts';
import { devProxy } from './scripts/vite/devProxy.ts';

export default defineConfig({
  root: 'engine',
  publicDir: 'public',
  resolve: {
    // @rjsf/core's markdown parser only words rjsf's own developer messages here (engine/renderers/form/inlineMarkdown.tsx).
    alias: [
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: join(import.meta.dirname, 'engine/renderers/form/inlineMarkdown.tsx'),
      },
    ],
  },
  plugins: [react(), screenMetasPlugin(import.meta.dirname), formValidatorsPlugin(import.meta.dirname)],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  // `npm run dev`: VITE_PORT moves the dev server, PORT the reference server it proxies to (scripts/vite/devProxy.ts).
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    strictPort: true,
    proxy: devProxy(join(import.meta.dirname, 'engine')),
  },
});
