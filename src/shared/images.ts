/**
 * Every stored image is kept in these widths as WebP under `/media/<key>/<width>.webp`, and as
 * AVIF beside it (`<width>.avif`) where that is smaller. Pages name only the WebP: the server
 * answers a browser that accepts AVIF with the AVIF file where there is one.
 * A car's `image` URL names 800; `srcSet` derives the others. 240 is for thumbnails (48-96 px
 * wide on a screen of up to 3 pixels a point); photos stored before it had it get it from their
 * 400 on their first request (uploads/missing-widths.ts).
 */
export const IMAGE_WIDTHS = [240, 400, 800, 1200] as const
export const DEFAULT_IMAGE_WIDTH = 800

export type ImageFormat = 'webp' | 'avif'
/** A stored image's file name under its key's folder. */
export const imageFile = (width: number, format: ImageFormat = 'webp') => `${width}.${format}`

const mediaPattern = /^\/media\/([A-Za-z0-9_-]+)\/\d+\.webp$/

export function mediaUrl(key: string, width: number = DEFAULT_IMAGE_WIDTH): string {
  return `/media/${key}/${imageFile(width)}`
}

export function srcSet(url: string): string | undefined {
  const key = mediaPattern.exec(url)?.[1]
  if (!key) return undefined
  return IMAGE_WIDTHS.map((w) => `${mediaUrl(key, w)} ${w}w`).join(', ')
}
