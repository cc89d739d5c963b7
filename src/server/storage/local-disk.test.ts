import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { localDiskStorage } from './local-disk'

let dir = ''
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('local-disk image storage', () => {
  it('adds a copy beside a stored photo, but never brings a removed one back', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-storage-'))
    const storage = localDiskStorage(dir)
    await storage.put('u1', '800.webp', Buffer.from('webp'))
    expect(await storage.putBeside('u1', '800.avif', Buffer.from('avif'))).toBe(true)
    expect((await readdir(path.join(dir, 'u1'))).sort()).toEqual(['800.avif', '800.webp'])

    await storage.remove('u1')
    expect(await storage.putBeside('u1', '400.avif', Buffer.from('avif'))).toBe(false)
    expect(await readdir(dir)).toEqual([])
    expect(await storage.has('u1')).toBe(false)
  })

  it('refuses names it never stores', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-storage-'))
    const storage = localDiskStorage(dir)
    await expect(storage.put('u1', '../x.webp', Buffer.from('x'))).rejects.toThrow()
    await expect(storage.put('../u1', '800.webp', Buffer.from('x'))).rejects.toThrow()
    expect(await storage.has('u1', '../../etc/passwd')).toBe(false)
  })
})
