import sharp from 'sharp'
import type { App } from './app'

/** A real photo-like JPEG, with EXIF GPS coordinates that must not survive an upload. */
export function jpegWithGps(width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer()
}

/** A JPEG with photo-like detail (noise): AVIF is clearly smaller than WebP, so a copy is kept. */
export const noisyJpeg = (width = 1200, height = 900) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer()

export const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()

/** A multipart body with one file field, as a browser's FormData would send it. */
export function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----wheelanes-test-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/**
 * POST /api/uploads of this file (a JPEG unless `type` says) as `token`'s holder (none: nobody
 * signed in): the answer, as the test reads it.
 */
export function postUpload(
  app: App,
  data: Buffer,
  opts: { token?: string; name?: string; type?: string; field?: string; from?: string } = {},
) {
  const body = multipart(
    opts.field ?? 'image',
    opts.name ?? 'photo.jpg',
    opts.type ?? 'image/jpeg',
    data,
  )
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    ...(opts.from ? { remoteAddress: opts.from } : {}),
  })
}

/** A PNG uploaded as `token`'s holder (POST /api/uploads): its URL, for a listing to name. */
export async function uploadedPhoto(app: App, token: string) {
  const res = await postUpload(app, await png(), { token, name: 'car.png', type: 'image/png' })
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`)
  return res.json().data.url as string
}

/**
 * A 640 × 480 photo-like JPEG: a gradient with a few shapes, different per `seed`, so its
 * difference hash is its own (a one-colour picture's is not kept: modules/trust/photo-hash.ts).
 */
export async function picture(seed: number) {
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 97 + i * 131) % 560
    const y = (seed * 53 + i * 71) % 400
    const grey = (seed * 37 + i * 59) % 256
    return `<rect x="${x}" y="${y}" width="${60 + ((seed + i) % 5) * 20}" height="${50 + ((seed * i) % 4) * 25}" fill="rgb(${grey},${255 - grey},${(grey * 3) % 256})"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#${(seed * 2654435761).toString(16).slice(-6).padStart(6, '0')}"/><stop offset="1" stop-color="#f0f0f0"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/>${shapes}</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}
