import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ImageStorage } from './storage'

const safeKey = /^[A-Za-z0-9_-]{1,100}$/
const safeFile = /^\d{1,5}\.(webp|avif)$/

/** Files under `dir/<key>/<width>.<format>`, served by the app at /media (media-routes.ts). */
export function localDiskStorage(dir: string): ImageStorage {
  const folder = (key: string) => {
    if (!safeKey.test(key)) throw new Error(`Unsafe image key: ${key}`)
    return path.join(dir, key)
  }
  // Write then rename so a reader never sees half a file.
  async function write(key: string, file: string, data: Buffer) {
    if (!safeFile.test(file)) throw new Error(`Unexpected image file name: ${file}`)
    const target = path.join(folder(key), file)
    await writeFile(`${target}.tmp`, data)
    await rename(`${target}.tmp`, target)
  }
  return {
    async put(key, file, data) {
      await mkdir(folder(key), { recursive: true })
      await write(key, file, data)
    },
    async putBeside(key, file, data) {
      // No mkdir: a key removed meanwhile must not come back. Its folder gone, the write fails.
      return write(key, file, data).then(
        () => true,
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return false
          throw err
        },
      )
    },
    async has(key, file) {
      if (file !== undefined && !safeFile.test(file)) return false
      return access(file === undefined ? folder(key) : path.join(folder(key), file)).then(
        () => true,
        () => false,
      )
    },
    async remove(key) {
      // Retried when a file lands in the folder while it is being removed (putBeside).
      await rm(folder(key), { recursive: true, force: true, maxRetries: 3 })
    },
  }
}
