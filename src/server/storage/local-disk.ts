import { constants, createReadStream } from 'node:fs'
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { checkName, isSafeFile, type ImageStorage } from './storage'

/** Files under `dir/<key>/<width>.<format>`, served by the app at /media (media-routes.ts). */
export function localDiskStorage(dir: string): ImageStorage & { dir: string } {
  const folder = (key: string) => {
    checkName(key)
    return path.join(dir, key)
  }
  // Write then rename so a reader never sees half a file.
  async function write(key: string, file: string, data: Buffer) {
    checkName(key, file)
    const target = path.join(folder(key), file)
    await writeFile(`${target}.tmp`, data)
    await rename(`${target}.tmp`, target)
  }
  return {
    dir,
    async put(key, file, data) {
      checkName(key, file)
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
      if (file !== undefined && !isSafeFile(file)) return false
      return access(file === undefined ? folder(key) : path.join(folder(key), file)).then(
        () => true,
        () => false,
      )
    },
    async read(key, file) {
      if (!isSafeFile(file)) return undefined
      const target = path.join(folder(key), file)
      const found = await stat(target).catch(() => undefined)
      if (!found?.isFile()) return undefined
      return {
        body: createReadStream(target),
        size: found.size,
        etag: `W/"${found.size.toString(16)}-${found.mtimeMs.toString(16)}"`,
        lastModified: found.mtime,
      }
    },
    async remove(key) {
      // Retried when a file lands in the folder while it is being removed (putBeside).
      await rm(folder(key), { recursive: true, force: true, maxRetries: 3 })
    },
    async ping() {
      // The folder is made with the first photo: until then its nearest folder must be writable.
      for (let at = dir; ; at = path.dirname(at)) {
        try {
          return await access(at, constants.W_OK)
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || path.dirname(at) === at) throw err
        }
      }
    },
    close() {},
  }
}
