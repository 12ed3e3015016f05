import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
