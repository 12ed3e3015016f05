import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { minify } from '@swc/core';
import { geoEquirectangular, geoPath } from 'd3-geo';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

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

/**
 * Lets Rollup drop library code the app never uses but that was written so it could not tell:
 * - Chakra's anatomy module derives the part names of every widget Chakra has from Ark's
 *   (`x.extendWith(…)`, unannotated calls), which kept ~25 @zag-js anatomy modules in the first
 *   load; those are `createAnatomy(…).parts(…)` chains, pure by `manualPureFunctions` below.
 * - React Router's components are made by unannotated `React.forwardRef`/`memo`/`createContext`
 *   calls and then given a `displayName` (for dev tools), which kept its form, data-router and RSC
 *   code. The names go: production React reads them only in dev tools' component tree.
 * - Ark's component namespaces (`Field`, `Dialog` …, which Chakra's widgets are built from) are
 *   objects of getters over every part (`__exportAll({ Root: () => FieldRoot, … })`), so one
 *   `Field.Root` kept every part and what it imports (the autoresizing textarea for a select).
 *   They become the module's own ES namespace (`import * as field_exports from './field.js'`),
 *   whose unused members Rollup drops; the object has the same parts.
 * - Emotion imports hoist-non-react-statics (with react-is) for its side effects, which it has none
 *   of: only `withTheme`, which the app does not use, calls it.
 * Fails the build when a file it rewrites no longer has what it marks, so an upgrade cannot undo it silently.
 */
function treeShakeLibraries(): Plugin {
  const rules = [
    { file: /\/@chakra-ui\/react\/dist\/esm\/anatomy\.js$/, edit: (code: string) => code.replace(/(?<== )\w+\$1\.extendWith\(/g, '/* @__PURE__ */ $&') },
    {
      file: /\/@ark-ui\/react\/dist\/components\/([a-z-]+)\/\1\.js$/,
      edit: (code: string, id: string) =>
        code.replace(/^var (\w+_exports) = \/\* @__PURE__ \*\/ __exportAll\(\{[^}]*\}\);$/m, (_m, name: string) => `import * as ${name} from './${id.slice(id.lastIndexOf('/') + 1)}';`),
    },
    {
      file: /\/react-router\/dist\/(development|production)\/chunk-[A-Z0-9]+\.mjs$/,
      edit: (code: string) => code.replace(/(?<=^var \w+ = )React\d*\.(forwardRef|memo|createContext)\(/gm, '/* @__PURE__ */ $&').replace(/^\w+\.displayName = "\w+";$/gm, ''),
    },
  ];
  const sideEffectFree = /\/node_modules\/hoist-non-react-statics\//;
  const edited = new Set<RegExp>();
  return {
    name: 'tree-shake-libraries',
    transform(code, id) {
      if (sideEffectFree.test(id.replaceAll('\\', '/'))) return { moduleSideEffects: false };
      const rule = rules.find((r) => r.file.test(id.replaceAll('\\', '/')));
      if (!rule) return null;
      const out = rule.edit(code, id.replaceAll('\\', '/'));
      if (out !== code) edited.add(rule.file);
      return { code: out, map: null };
    },
    buildEnd(error) {
      const missed = rules.filter((r) => !edited.has(r.file));
      if (!error && missed.length) this.error(`tree-shake-libraries: nothing to rewrite in ${missed.map((r) => r.file).join(', ')}; update the plugin`);
    },
  };
}

/**
 * A second minifier over esbuild's output: SWC's compressor (two passes) and mangling of module-level
 * names take out what esbuild leaves (~3 % of the first load, / 154.0 -> 149.7 KB gzip) without
 * esbuild's speed going: Vite keeps minifying with it, this only runs on its result. Browser chunks only.
 */
function swcMinify(): Plugin {
  return {
    name: 'swc-minify',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    renderChunk: {
      order: 'post',
      async handler(code) {
        const out = await minify(code, { module: true, compress: { passes: 2 }, mangle: { toplevel: true }, format: { comments: false } });
        return { code: out.code, map: null };
      },
    },
  };
}

/** Where worldMapSvg writes the small map's world: generated, not in git; the app imports it as a hashed asset. */
const WORLD_SVG = fileURLToPath(new URL('./src/generated/world-equirectangular.svg', import.meta.url));

/**
 * The conference page's small map is a picture (an <img>), so that page ships no atlas and no d3: the world's
 * land (Natural Earth 1:110m through world-atlas) in the equirectangular projection, 360 × 180 units, one unit
 * a degree, so a place's marker sits at CSS percentages of its longitude and latitude. Written before each build
 * (and dev server start) from the pinned package; Vite gives it a content hash, the gateway serves it immutable.
 */
function worldMapSvg(): Plugin {
  return {
    name: 'world-map-svg',
    buildStart() {
      const topology = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('world-atlas/land-110m.json'), 'utf8')) as Topology<{ land: GeometryCollection }>;
      const projection = geoEquirectangular().scale(180 / Math.PI).translate([180, 90]);
      const land = geoPath(projection).digits(1)(feature(topology, topology.objects.land)) ?? '';
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 180" width="360" height="180"><path fill="#94a3b8" d="${land}"/></svg>\n`;
      mkdirSync(fileURLToPath(new URL('./src/generated/', import.meta.url)), { recursive: true });
      writeFileSync(WORLD_SVG, svg);
    },
  };
}

/**
 * React Router 7 resolves to its development build under every condition a bundler sets; the production build is the
 * same code without the development warnings, whose messages are built on every render (matching routes, each link).
 */
const reactRouterBuild = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), worldMapSvg(), lazyChakraGlobalCss(), treeShakeLibraries(), swcMinify()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The TypeScript source, so the bundle gets ES modules and no build of contracts is needed first.
      { find: '@confdir/contracts/web', replacement: fileURLToPath(new URL('../packages/contracts/src/web.ts', import.meta.url)) },
      { find: /^react-router$/, replacement: join(reactRouterBuild, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(reactRouterBuild, 'dom-export.mjs') },
    ],
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
          // @zag-js anatomies (see treeShakeLibraries): `createAnatomy(…)` and calls on its result.
          // Chakra's `createIcon(…)` makes a component: unused (Field's error icon), it can go.
          treeshake: { manualPureFunctions: ['createAnatomy', 'createIcon'] },
          output: {
            // Tiny shared chunks (an icon, a helper) cost a request and a gzip frame each; merge them.
            // 10 KB rather than 4: every page's first load got lighter (/ 155.5 -> 154.9 KB gzip).
            experimentalMinChunkSize: 10000,
            // TanStack Query changes less often than our code; its own chunk keeps it cached across releases.
            // React and React Router are in the entry: every page loads them with it, and in one file
            // they compress with the code that uses them (0.5 KB gzip less for every page than a chunk of their own).
            // Chakra is left to Rollup: a chunk of all of it would put every page's widgets (menus,
            // dialogs, tabs) into the first load.
            manualChunks: {
              query: ['@tanstack/react-query'],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
