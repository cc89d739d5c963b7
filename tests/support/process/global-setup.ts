import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { removeDir, startServer, tempDir } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite DATA_DIR with migrations and the demo catalogue; tests copy it (seededDataDir). */
    templateDataDir: string
  }
}

export default async function setup(project: TestProject) {
  // The suite runs the real production bundle; without it every test would fail obscurely.
  const main = path.resolve('dist/server/main.js')
  if (!existsSync(main)) {
    throw new Error(
      `${main} is missing: run \`npm run build\` before \`npm run test:process\` ` +
        '(the process tests start the built server, not the sources).',
    )
  }
  // A fresh PGlite directory costs seconds of initdb, migrations and seeding; pay it once.
  const dir = await tempDir('template')
  const server = await startServer({ dataDir: dir })
  const code = await server.stop()
  if (code !== 0) throw new Error(`template server exited with ${code}:\n${server.output()}`)
  project.provide('templateDataDir', dir)
  return () => removeDir(dir)
}
