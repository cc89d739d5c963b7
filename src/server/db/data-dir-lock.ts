import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * PGlite has one connection and no protection against a second process opening the same data
 * directory (its writes would be silently lost), so the server owns DATA_DIR through a PID file.
 * A file left by a process that died (SIGKILL, power loss) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'server.pid')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file)
        } catch {
          // Already gone: nothing to release.
        }
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10)
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `Another Wheelanes server (process ${holder}) is using the data directory ${dataDir}. ` +
            'Stop it first, or set DATA_DIR to another folder.',
          { cause: err },
        )
      }
      unlinkSync(file)
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}
