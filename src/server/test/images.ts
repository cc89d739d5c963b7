import sharp from 'sharp'

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
