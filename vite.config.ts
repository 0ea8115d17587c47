// Vite build of the portal (engine/ is the app, screens/ are loaded lazily through import.meta.glob).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { screenMetasPlugin } from './scripts/vite/screenMetasPlugin.ts';
import { formValidatorsPlugin } from './scripts/vite/formValidatorsPlugin.ts';

export default defineConfig({
  root: 'engine',
  publicDir: 'public',
  plugins: [react(), screenMetasPlugin(import.meta.dirname), formValidatorsPlugin(import.meta.dirname)],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/hub': { target: 'http://localhost:8080', ws: true },
    },
  },
});
