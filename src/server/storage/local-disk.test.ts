import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { localDiskStorage } from './local-disk'
import type { ImageStorage } from './storage'
import { imageStorageBehaviours } from '../../../tests/support/server/storage-behaviours'

let dir = ''
let storage: ImageStorage
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-storage-'))
  storage = localDiskStorage(dir)
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('local-disk image storage', () => {
  imageStorageBehaviours(() => storage)

  it('keeps a key as a folder of its files, and leaves nothing once removed', async () => {
    await storage.put('u1', '800.webp', Buffer.from('webp'))
    expect(await storage.putBeside('u1', '800.avif', Buffer.from('avif'))).toBe(true)
    expect((await readdir(path.join(dir, 'u1'))).sort()).toEqual(['800.avif', '800.webp'])
    await storage.remove('u1')
    expect(await storage.putBeside('u1', '400.avif', Buffer.from('avif'))).toBe(false)
    expect(await readdir(dir)).toEqual([])
  })

  it('is ready before its folder exists, and not where no folder can be made', async () => {
    await expect(storage.ping()).resolves.toBeUndefined()
    await expect(localDiskStorage(path.join(dir, 'media', 'not-yet')).ping()).resolves.toBe(
      undefined,
    )
    await writeFile(path.join(dir, 'a-file'), 'x')
    await expect(localDiskStorage(path.join(dir, 'a-file', 'media')).ping()).rejects.toThrow(
      /ENOTDIR/,
    )
  })
})
