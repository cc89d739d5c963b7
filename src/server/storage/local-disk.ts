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
  return {
    async put(key, file, data) {
      if (!safeFile.test(file)) throw new Error(`Unexpected image file name: ${file}`)
      await mkdir(folder(key), { recursive: true })
      // Write then rename so a reader never sees half a file.
      const target = path.join(folder(key), file)
      await writeFile(`${target}.tmp`, data)
      await rename(`${target}.tmp`, target)
    },
    async has(key, file) {
      if (file !== undefined && !safeFile.test(file)) return false
      return access(file === undefined ? folder(key) : path.join(folder(key), file)).then(
        () => true,
        () => false,
      )
    },
    async remove(key) {
      await rm(folder(key), { recursive: true, force: true })
    },
  }
}
