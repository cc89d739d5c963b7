/**
 * Every stored image is kept in these widths as WebP under `/media/<key>/<width>.webp`.
 * A car's `image` URL names the middle width; `srcSet` derives the others.
 */
export const IMAGE_WIDTHS = [400, 800, 1200] as const
export const DEFAULT_IMAGE_WIDTH = 800

const mediaPattern = /^\/media\/([A-Za-z0-9_-]+)\/\d+\.webp$/

export function mediaUrl(key: string, width: number = DEFAULT_IMAGE_WIDTH): string {
  return `/media/${key}/${width}.webp`
}

export function srcSet(url: string): string | undefined {
  const key = mediaPattern.exec(url)?.[1]
  if (!key) return undefined
  return IMAGE_WIDTHS.map((w) => `${mediaUrl(key, w)} ${w}w`).join(', ')
}
