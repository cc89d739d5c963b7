import { text } from 'node:stream/consumers'
import { expect, it } from 'vitest'
import type { ImageStorage } from '../../../src/server/storage/storage'

/**
 * What every image storage does, whichever backend: local-disk.test.ts and s3.test.ts each run
 * these against their own. `storage()` is the backend of the current test, fresh and empty.
 */
export function imageStorageBehaviours(storage: () => ImageStorage) {
  it('keeps a stored file, and gives its bytes back', async () => {
    const s = storage()
    await s.put('u1', '800.webp', Buffer.from('webp bytes'))
    expect(await s.has('u1')).toBe(true)
    expect(await s.has('u1', '800.webp')).toBe(true)
    expect(await s.has('u1', '400.webp')).toBe(false)
    expect(await s.has('u2')).toBe(false)
    const found = (await s.read('u1', '800.webp'))!
    expect(found.size).toBe('webp bytes'.length)
    expect(found.etag).not.toBe('')
    expect(found.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(await text(found.body)).toBe('webp bytes')
    expect(await s.read('u1', '400.webp')).toBeUndefined()
    expect(await s.read('u2', '800.webp')).toBeUndefined()
  })

  it('adds a copy beside a stored photo, but never brings a removed one back', async () => {
    const s = storage()
    await s.put('u1', '800.webp', Buffer.from('webp'))
    expect(await s.putBeside('u1', '800.avif', Buffer.from('avif'))).toBe(true)
    expect(await text((await s.read('u1', '800.avif'))!.body)).toBe('avif')

    await s.remove('u1')
    expect(await s.putBeside('u1', '400.avif', Buffer.from('avif'))).toBe(false)
    expect(await s.has('u1')).toBe(false)
    expect(await s.has('u1', '400.avif')).toBe(false)
    expect(await s.read('u1', '800.webp')).toBeUndefined()
    // Removing what is not there is no error.
    await s.remove('u1')
  })

  it('refuses names it never stores', async () => {
    const s = storage()
    await expect(s.put('u1', '../x.webp', Buffer.from('x'))).rejects.toThrow()
    await expect(s.put('../u1', '800.webp', Buffer.from('x'))).rejects.toThrow()
    await expect(s.put('u1', '800.png', Buffer.from('x'))).rejects.toThrow()
    expect(await s.has('u1', '../../etc/passwd')).toBe(false)
    expect(await s.read('u1', '../../etc/passwd')).toBeUndefined()
    expect(await s.has('u1')).toBe(false)
  })
}
