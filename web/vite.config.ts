import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * Chakra's createSystem builds the whole theme's global CSS (every token as a CSS variable, the
 * reset) while the app's modules load: about half of its cost, a long task on a phone before
 * hydration starts. This turns `system._global` into a getter computed on first use, so a browser
 * whose page already carries that CSS from the server never computes it (web/src/main.tsx).
 * Fails the build when Chakra's code no longer has the line, so an upgrade cannot drop it silently.
 */
function lazyChakraGlobalCss(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  let applied = false;
  return {
    name: 'lazy-chakra-global-css',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('@chakra-ui/react/dist/esm/styled-system/system.js')) return null;
      applied = true;
      if (!code.includes(eager) || !code.includes('    _global,\n')) throw new Error(`lazy-chakra-global-css: Chakra's createSystem changed; update this plugin`);
      return code
        .replace(eager, 'let _global;')
        .replace('    _global,\n', '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n');
    },
    buildEnd(error) {
      if (!error && !applied) this.error("Chakra's styled-system/system.js was not bundled from where this plugin expects it; update the plugin");
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), lazyChakraGlobalCss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The TypeScript source, so the bundle gets ES modules and no build of contracts is needed first.
      '@confdir/contracts/web': fileURLToPath(new URL('../packages/contracts/src/web.ts', import.meta.url)),
    },
  },
  // The server renderer is one self-contained CommonJS bundle the (CommonJS) gateway requires.
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  // Vite leaves process.env.NODE_ENV to run time in a server bundle; the gateway does not set it, and
  // React's development build rendered every page several times slower (bench:scale, GET /).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' } } }
    : {
        outDir: 'dist',
        sourcemap: false,
        // dist/.vite/manifest.json: the gateway preloads the chunks of the page it rendered.
        manifest: true,
        chunkSizeWarningLimit: 900,
        // Every browser the site supports preloads modules itself; the polyfill only weighed on the first load.
        modulePreload: { polyfill: false },
        rollupOptions: {
          output: {
            // Tiny shared chunks (an icon, a helper) cost a request and a gzip frame each; merge them.
            experimentalMinChunkSize: 4000,
            // Libraries change less often than our code; separate chunks keep them cached across releases.
            // Chakra is left to Rollup: a chunk of all of it would put every page's widgets (menus,
            // dialogs, tabs) into the first load.
            manualChunks: {
              react: ['react', 'react-dom', 'react-router-dom'],
              query: ['@tanstack/react-query'],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
