// The renderer build (DESIGN.md "The pieces"): a static bundle with relative URLs so that the
// Electron app:// scheme and the loopback server can both serve it from any folder.
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [vue()],
  // vue-i18n's feature flags: the Composition API only, no devtools hook in the kiosk.
  define: {
    __VUE_I18N_LEGACY_API__: 'false',
    __VUE_I18N_FULL_INSTALL__: 'false',
    __INTLIFY_PROD_DEVTOOLS__: 'false',
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // Pixi is one large chunk by nature; the terminal loads it from disk, not the network.
    chunkSizeWarningLimit: 2000,
    // Every asset stays a file of the build, never a data: URL: Pixi fetches the art and sounds,
    // and the loopback bridge's connect-src is 'self' only (main/station/loopbackServer.ts).
    assetsInlineLimit: 0,
  },
});
