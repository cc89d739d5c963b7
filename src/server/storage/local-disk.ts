import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ImageStorage } from './storage'

const safeKey = /^[A-Za-z0-9_-]{1,100}$/

/** Files under `dir/<key>/<width>.webp`, served by the app at /media. */
export function localDiskStorage(dir: string): ImageStorage {
  const folder = (key: string) => {
    if (!safeKey.test(key)) throw new Error(`Unsafe image key: ${key}`)
    return path.join(dir, key)
  }
  return {
    async put(key, width, data) {
      await mkdir(folder(key), { recursive: true })
      // Write then rename so a reader never sees half a file.
      const target = path.join(folder(key), `${width}.webp`)
      await writeFile(`${target}.tmp`, data)
      await rename(`${target}.tmp`, target)
    },
    async has(key) {
      return access(folder(key)).then(
        () => true,
        () => false,
      )
    },
    async remove(key) {
      await rm(folder(key), { recursive: true, force: true })
    },
  }
}
