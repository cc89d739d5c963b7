import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The API server (src/server) listens here in development; the dev server forwards to it so
// the browser sees one origin, as it does in production.
const apiOrigin = 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Same alias as tsconfig.json `paths`; vitest reads this file too.
    alias: { '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)) },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Building a zod schema has no side effects, but the bundler cannot know that: without this,
    // importing a plain helper from a shared module that also defines schemas (descriptionPreview
    // from #shared/cars) pulls all of zod (about 25 KB gzip) into the pages.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
})
