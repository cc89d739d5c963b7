import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// The API server (src/server) listens here in development; the dev server forwards to it so
// the browser sees one origin, as it does in production.
const apiOrigin = 'http://localhost:3000'

/**
 * Collects main.tsx, the entry, and the modules it imports statically (the app's shell: React,
 * the router, TanStack Query, the layout), so that they make one chunk rather than whatever
 * shared chunks the bundler sees fit (some are shared with the routes' chunks). The entry is
 * part of it: the page starts with one script (and the bundler's small runtime), not three, so
 * the shell does not share the start of a slow connection with two tiny files.
 */
function shellModules(entry: string, into: Set<string>): Plugin {
  return {
    name: 'wheelanes:shell-modules',
    apply: 'build',
    buildEnd() {
      const walk = (id: string) => {
        if (into.has(id)) return
        into.add(id)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) walk(imported)
      }
      walk(fileURLToPath(new URL(entry, import.meta.url)))
    },
  }
}
const shell = new Set<string>()

// Small modules Home's first view needs besides main.tsx's (its search box among them): part of
// the shell, since a few files compress better than many tiny ones.
const firstViewParts =
  /src[\\/](client[\\/](components[\\/](page-title|search-box|debounced-input)|api[\\/](get-categories|query-keys)|lib[\\/]use-hydrated)|shared[\\/]search-limits)\.tsx?$/
// TanStack Query's parts that only lazy pages use (mutations, infinite lists): the shell imports
// the package's index, which names them all, but the first load has no use for them. They make
// a small chunk of their own, which the pages that send or page through lists share.
const lazyQueryParts =
  /@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|useMutationState|mutationObserver|useInfiniteQuery|useSuspenseInfiniteQuery|usePrefetchInfiniteQuery|infiniteQueryOptions|infiniteQueryObserver)\.js$/
// The cards and grids the catalogue pages, and Home's sections further down, share: one chunk.
const cards =
  /src[\\/](client[\\/](components[\\/](car-grid|car-card|card-grid|category-card|query-error|wish-toggle)|lib[\\/](format-price|description-preview)|api[\\/]wishlist-toggle)|shared[\\/]images)\.tsx?$/

// React Router's package.json resolves its development build (warnings on) in production too
// (remix-run/react-router#14102); a build takes the production one it ships beside it.
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), shellModules('./src/client/main.tsx', shell)],
  resolve: {
    // Same alias as tsconfig.json `paths`; vitest reads this file too.
    alias: [
      { find: '#shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  // `vite build --ssr src/client/entry-server.tsx` (npm run build): the server's page renderer,
  // one self-contained file, so production needs no client packages installed.
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/client',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // dist/client/.vite/manifest.json: `npm run size` reads which chunks a route needs.
    manifest: !isSsrBuild,
    // Every browser the app supports knows modulepreload (Chrome 66, Firefox 115, Safari 17).
    modulePreload: { polyfill: false },
    // Building a zod schema has no side effects, but the bundler cannot know that: without this,
    // importing a plain helper from a shared module that also defines schemas (such as the option
    // lists in #shared/cars) pulls all of zod (about 25 KB gzip) into the pages.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: (id) => (shell.has(id) || firstViewParts.test(id)) && !lazyQueryParts.test(id),
              priority: 2,
            },
            // Before the cards, which would take the wish list's useMutation with them.
            { name: 'query-extras', test: lazyQueryParts, priority: 1 },
            { name: 'cards', test: cards },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
}))
