import { access, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { IMAGE_WIDTHS } from '#shared/images'
import { testApp } from '../../../../tests/support/server/app'
import { jpegWithGps, noisyJpeg, png, postUpload } from '../../../../tests/support/server/images'
import { logIn, signUp } from '../../../../tests/support/server/sessions'

let t: Awaited<ReturnType<typeof testApp>>
let seller: string, buyer: string

beforeAll(async () => {
  t = await testApp()
  await signUp(t.app, { email: 'up-seller@example.com', role: 'seller' })
  await signUp(t.app, { email: 'up-buyer@example.com', role: 'buyer' })
  seller = (await logIn(t.app, 'up-seller@example.com', 'secret123')).token
  buyer = (await logIn(t.app, 'up-buyer@example.com', 'secret123')).token
})
afterAll(() => t.close())

/** As the seller unless `opts.token` says (empty: nobody signed in). */
const upload = (data: Buffer, opts: Parameters<typeof postUpload>[2] = {}) =>
  postUpload(t.app, data, { ...opts, token: opts.token ?? seller })
// WebP files: an AVIF copy of an earlier upload may land at any time (avif.ts).
// AVIF copies are made in the background after an upload (written as .avif.tmp, then renamed).
const storedFiles = async () =>
  (await readdir(t.mediaDir, { recursive: true }).catch(() => [])).filter(
    (file) => !/\.avif(\.tmp)?$/.test(file),
  ).length
const uploadRows = async () => {
  const res = (await t.db.execute(sql`select count(*)::int as n from uploads`)) as unknown as {
    rows: { n: number }[]
  }
  return res.rows[0]!.n
}

/** A real JPEG whose comment segment (inside the image, not after it) carries a web page. */
async function jpegWithHtmlComment() {
  const jpeg = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#888' },
  })
    .jpeg()
    .toBuffer()
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')
  const length = Buffer.alloc(2)
  length.writeUInt16BE(html.length + 2)
  // Right after the start-of-image marker: FF FE is a JPEG comment, which decoders skip.
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    html,
    jpeg.subarray(2),
  ])
}

describe('POST /api/uploads', () => {
  it('stores a JPEG as WebP in every width with all metadata stripped', async () => {
    const original = await jpegWithGps()
    expect((await sharp(original).metadata()).exif).toBeTruthy()
    const res = await upload(original)
    expect(res.statusCode).toBe(201)
    const { success, data } = res.json()
    expect(success).toBe(true)
    expect(data.url).toMatch(/^\/media\/[\w-]+\/800\.webp$/)

    for (const width of IMAGE_WIDTHS) {
      const file = await t.app.inject({
        method: 'GET',
        url: data.url.replace('800', String(width)),
      })
      expect(file.statusCode).toBe(200)
      expect(file.headers['cache-control']).toContain('immutable')
      const meta = await sharp(file.rawPayload).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.width).toBe(width)
      expect(meta.exif).toBeUndefined()
      expect(file.rawPayload.includes(Buffer.from('GPS'))).toBe(false)
    }
  })

  it('adds a smaller AVIF copy, sent to browsers that take AVIF, WebP to the rest', async () => {
    // Photo-like detail, where AVIF is clearly smaller than WebP.
    const photo = await noisyJpeg()
    const res = await upload(photo)
    expect(res.statusCode).toBe(201)
    const url: string = res.json().data.url
    const key = url.split('/')[2]!
    await vi.waitFor(() => access(path.join(t.mediaDir, key, '800.avif')), {
      timeout: 60_000,
      interval: 200,
    })
    const get = (accept: string) => t.app.inject({ method: 'GET', url, headers: { accept } })
    const chrome = await get('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')
    const older = await get('image/webp,*/*')
    expect(chrome.statusCode).toBe(200)
    expect(chrome.headers['content-type']).toBe('image/avif')
    expect((await sharp(chrome.rawPayload).metadata()).width).toBe(800)
    expect(older.headers['content-type']).toBe('image/webp')
    expect(chrome.rawPayload.length).toBeLessThan(older.rawPayload.length)
    // Caches keep the two apart.
    for (const answer of [chrome, older]) {
      expect(answer.headers.vary).toMatch(/accept/i)
      expect(answer.headers['cache-control']).toContain('immutable')
    }
  }, 90_000)

  it('makes the thumbnail width of a photo stored before it, once, from its 400', async () => {
    const res = await upload(await png())
    const url: string = res.json().data.url
    const key = url.split('/')[2]!
    // As a photo stored when 240 was not a width yet.
    await rm(path.join(t.mediaDir, key, '240.webp'))
    const thumb = url.replace('800', '240')
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({ method: 'GET', url: thumb, headers: { accept: 'image/webp' } }),
      ),
    )
    for (const answer of [first!, second!]) {
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['content-type']).toBe('image/webp')
      expect(answer.headers['cache-control']).toContain('immutable')
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 240, height: 180 })
    }
    await access(path.join(t.mediaDir, key, '240.webp'))
    // Only the stored widths are made.
    const other = await t.app.inject({ method: 'GET', url: url.replace('800', '300') })
    expect(other.statusCode).toBe(404)
    await expect(access(path.join(t.mediaDir, key, '300.webp'))).rejects.toThrow()
    const none = await t.app.inject({ method: 'GET', url: '/media/nothing-here/240.webp' })
    expect(none.statusCode).toBe(404)
  })

  it('answers 404 for a stored photo that is not there or a name it never stores', async () => {
    for (const url of [
      '/media/nothing-here/800.webp',
      '/media/category-suv/800.png',
      '/media/category-suv/..%2F..%2Fauth-secret',
      '/media/..%2Fpglite/800.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json().message, url).toMatch(/^Not found/)
    }
  })

  it('accepts PNG and WebP by their bytes, whatever the name says', async () => {
    expect((await upload(await png(), { name: 'photo.jpg', type: 'image/jpeg' })).statusCode).toBe(
      201,
    )
    const webp = await sharp(await png())
      .webp()
      .toBuffer()
    expect(
      (await upload(webp, { name: 'x.bin', type: 'application/octet-stream' })).statusCode,
    ).toBe(201)
  })

  it('takes a 24 megapixel camera photo (6000 × 4000)', async () => {
    const camera = await jpegWithGps(6000, 4000)
    const res = await upload(camera)
    expect(res.statusCode, res.body).toBe(201)
    const stored = await t.app.inject({ method: 'GET', url: res.json().data.url })
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 })
  })

  it('is for sellers only', async () => {
    const data = await png()
    expect((await upload(data, { token: buyer })).statusCode).toBe(403)
    expect((await upload(data, { token: '' })).statusCode).toBe(401)
  })

  it('refuses hostile and broken files with a clear message and stores nothing', async () => {
    const before = await storedFiles()
    const jpeg = await jpegWithGps()
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const cases: [string, Buffer, number, RegExp][] = [
      [
        'svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        'html',
        Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        'polyglot',
        Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]),
        415,
        /web page code/,
      ],
      ['truncated', jpeg.subarray(0, Math.floor(jpeg.length / 3)), 400, /damaged/],
      ['bomb', bomb, 413, /megapixels/],
      ['36 MP PNG', await png(6000, 6000), 413, /36 megapixels; at most 25\). Save it smaller/],
      ['text named .jpg', Buffer.from('just some text, not a picture'), 415, /JPEG, PNG or WebP/],
      [
        'under 640 x 480',
        await png(400, 300),
        400,
        /^Photos must be at least 640 x 480 pixels; this one is 400 x 300$/,
      ],
      ['tall but narrow', await png(600, 900), 400, /this one is 600 x 900$/],
      ['huge', Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]), 413, /10 MB/],
    ]
    for (const [name, data, status, message] of cases) {
      const res = await upload(data)
      expect(res.statusCode, name).toBe(status)
      expect(res.json().success, name).toBe(false)
      expect(res.json().message, name).toMatch(message)
    }
    expect(await storedFiles()).toBe(before)
  })

  it('asks for multipart and the image field', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { image: 'x' },
      headers: { authorization: `Bearer ${seller}` },
    })
    expect(json.statusCode).toBe(415)
    expect((await upload(await png(), { field: 'photo' })).statusCode).toBe(400)
  })

  it('refuses disguised, empty and oversized files too, and records nothing', async () => {
    const [files, rows] = [await storedFiles(), await uploadRows()]
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    )
    const gif = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#0f0' },
    })
      .gif()
      .toBuffer()
    // Within the byte limit, but 60 megapixels once decoded.
    const wide = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' },
    })
      .jpeg({ quality: 10 })
      .toBuffer()
    const cases: [string, Buffer, { name: string; type: string }, number, RegExp][] = [
      [
        'svg by its own name',
        svg,
        { name: 'logo.svg', type: 'image/svg+xml' },
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        'html named .png',
        Buffer.from('<!doctype html><p>hi'),
        { name: 'a.png', type: 'image/png' },
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        'html in a JPEG comment',
        await jpegWithHtmlComment(),
        { name: 'a.jpg', type: 'image/jpeg' },
        415,
        /web page code/,
      ],
      ['gif named .jpg', gif, { name: 'a.jpg', type: 'image/jpeg' }, 415, /JPEG, PNG or WebP/],
      [
        'program named .jpg',
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000)]),
        { name: 'a.jpg', type: 'image/jpeg' },
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        'empty file',
        Buffer.alloc(0),
        { name: 'a.jpg', type: 'image/jpeg' },
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        'only a JPEG header',
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        { name: 'a.jpg', type: 'image/jpeg' },
        400,
        /damaged/,
      ],
      ['60 megapixel JPEG', wide, { name: 'a.jpg', type: 'image/jpeg' }, 413, /megapixels/],
    ]
    for (const [name, data, file, status, message] of cases) {
      const res = await upload(data, file)
      expect(res.statusCode, name).toBe(status)
      expect(res.json(), name).toEqual({ success: false, message: expect.stringMatching(message) })
    }
    expect(await storedFiles()).toBe(files)
    expect(await uploadRows()).toBe(rows)
  })

  it('never names a stored file after what the client called it', async () => {
    const res = await upload(await png(), { name: '../../shell.php.jpg', type: 'image/jpeg' })
    expect(res.statusCode).toBe(201)
    expect(res.json().data.url).toMatch(/^\/media\/u[\w-]+\/800\.webp$/)
    expect(res.json().data.url).not.toMatch(/shell|php|\.\./)
  })
})
