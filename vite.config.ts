// Vite build of the portal (engine/ is the app, screens/ are loaded lazily through import.meta.glob).
import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { screenMetasPlugin } from './scripts/vite/screenMetasPlugin.ts';
import { formValidatorsPlugin } from './scripts/vite/formValidatorsPlugin.ts';
import { devProxy } from './scripts/vite/devProxy.ts';
import { standInsPlugin } from './scripts/vite/standInsPlugin.ts';
import { icuCataloguesPlugin } from './scripts/vite/icuCataloguesPlugin.ts';

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
  plugins: [
    react(),
    screenMetasPlugin(import.meta.dirname),
    formValidatorsPlugin(import.meta.dirname),
    standInsPlugin(import.meta.dirname),
    icuCataloguesPlugin(import.meta.dirname),
    // The service worker: the built shell and every screen chunk are precached, so a device that has opened the portal
    // once opens it without a network. API calls always go to the network (the outbox keeps plant-floor writes,
    // engine/outbox). A new deployment installs in the background and waits: the update notice's Reload switches to it
    // (registerType prompt), so a page is never reloaded under a user's typing.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,wasm,json}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // The first installed worker takes over the page that installed it, so a chunk loaded on first use (a dialog,
        // a screen) comes from the precache when the network drops during the very first visit. A newer build still
        // waits for the update notice's Reload (no skipWaiting).
        clientsClaim: true,
        // The portal routes by hash: the one page is '/'; server paths (API, hub, health, files) are never the shell.
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: [/^\/$/, /^\/index\.html$/],
        runtimeCaching: [{ urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' }],
      },
    }),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the named modules, not what they import (React would follow them into the group).
          includeDependenciesRecursively: false,
          groups: [
            {
              // The scroll lock of Mantine's dialogs (the dialog chunks, the screen search): left to itself the bundler
              // hoists modules shared by lazy chunks into the App chunk that every signed-in page loads.
              name: 'scroll-lock',
              test: /[\\/]node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // `npm run dev`: VITE_PORT moves the dev server, PORT the reference server it proxies to (scripts/vite/devProxy.ts).
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    strictPort: true,
    proxy: devProxy(join(import.meta.dirname, 'engine')),
  },
});
