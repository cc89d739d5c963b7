import { randomBytes } from 'node:crypto'
import type { Metadata } from 'sharp'
import { IMAGE_WIDTHS } from '#shared/images'
import { Refusal } from '../../errors'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/**
 * Larger pictures are refused before decoding: a few KB of PNG can claim gigapixels, and a
 * listing photo is stored at most 1200 wide (IMAGE_WIDTHS). 25 MP takes a 24 MP camera's
 * 6000 × 4000 (and 6048 × 4024) and a phone's usual 12 MP; a phone's 48 MP full-size mode is
 * refused with a message that says what to do (docs/decisions/0082-uploads-that-do-not-pile-up.md).
 */
const MAX_MEGAPIXELS = 25
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000
/**
 * Smaller photos look blurred on the car page, which shows them 800 wide: refused with the size
 * needed (docs/decisions/0111-photos-at-least-640-by-480.md).
 */
const MIN_WIDTH = 640
const MIN_HEIGHT = 480

type Kind = 'jpeg' | 'png' | 'webp'

/**
 * sharp, loaded on the first photo, not at start-up (docs/performance.md "Start-up and memory"),
 * with libvips's operation cache off: every photo is new, so the cache only held up to 50 MB of
 * pixels nothing asks for again (an import's photos pushed the server's RSS over its target).
 */
async function loadSharp() {
  const { default: sharp } = await import('sharp')
  sharp.cache(false)
  return sharp
}

/** The type by the file's bytes; its name and declared type prove nothing. */
export function sniff(buf: Buffer): Kind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg'
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp'
  }
  return null
}

// Markup hidden inside an image (a polyglot) would be harmless after re-encoding, but such a
// file is an attack, not a photo: say so rather than quietly cleaning it.
const markup = /<\s*(script|html|svg|iframe|body|object|embed)[\s>/]|javascript:/i

/**
 * A checked photo (processImage) as stored at `width`: turned upright by its EXIF orientation,
 * cropped to 4:3; the caller picks the format. Metadata (GPS included) is never copied.
 */
export async function resizedPhoto(buf: Buffer, width: number) {
  const sharp = await loadSharp()
  return sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, height: Math.round((width * 3) / 4), fit: 'cover', withoutEnlargement: false })
}

/** A photo as stored at `width`: resizedPhoto in WebP, at sharp's default effort unless told. */
export async function storedWebp(buf: Buffer, width: number, effort = 4) {
  return (await resizedPhoto(buf, width)).webp({ quality: 80, effort }).toBuffer()
}

/**
 * Checks an upload and re-encodes it to WebP in every stored width: EXIF orientation applied,
 * all metadata (GPS included) dropped, any trailing bytes gone.
 */
export async function processImage(
  buf: Buffer,
  /** The key to store it under; a new random one unless given (a fetched photo's: its hash). */
  key = `u${randomBytes(12).toString('base64url')}`,
  /**
   * For an import's thousands of photos: WebP effort 0 (sharp's default is 4), the same quality
   * in files about 5 % larger in a quarter of the time, and only the smallest and largest
   * widths, the others made from the largest on their first request (missing-widths.ts;
   * docs/performance.md "Issue 37's targets at a glance").
   */
  { fetched = false }: { fetched?: boolean } = {},
): Promise<{ key: string; files: Map<number, Buffer> }> {
  const kind = sniff(buf)
  if (!kind) throw new Refusal(415, 'Only JPEG, PNG or WebP photos can be uploaded')
  if (markup.test(buf.toString('latin1'))) {
    throw new Refusal(415, 'This file contains web page code, not just a photo')
  }
  const sharp = await loadSharp()
  let meta: Metadata
  try {
    meta = await sharp(buf, { limitInputPixels: false }).metadata()
  } catch {
    throw new Refusal(400, 'This photo is damaged or incomplete')
  }
  if (meta.format !== kind && !(kind === 'jpeg' && meta.format === 'jpeg')) {
    throw new Refusal(415, 'Only JPEG, PNG or WebP photos can be uploaded')
  }
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  if (width * height > MAX_PIXELS) {
    throw new Refusal(
      413,
      `This photo has too many pixels (${Math.round((width * height) / 1e6)} megapixels; at most ${MAX_MEGAPIXELS}). Save it smaller, such as 12 megapixels, and upload it again.`,
    )
  }
  if (width < MIN_WIDTH || height < MIN_HEIGHT) {
    throw new Refusal(
      400,
      `Photos must be at least ${MIN_WIDTH} x ${MIN_HEIGHT} pixels; this one is ${width} x ${height}`,
    )
  }

  const files = new Map<number, Buffer>()
  try {
    const widths = fetched ? [Math.min(...IMAGE_WIDTHS), Math.max(...IMAGE_WIDTHS)] : IMAGE_WIDTHS
    const largest = Math.max(...widths)
    const effort = fetched ? 0 : 4
    files.set(largest, await storedWebp(buf, largest, effort))
    // A JPEG is shrunk while it is decoded (to 1/2, 1/4 or 1/8), so each smaller width is cut
    // from the file too, cheaply, and no full-size pixels are kept in between (an import's RSS
    // and garbage collection; docs/performance.md "Issue 37's targets"). A PNG or WebP is
    // decoded whole each time: its smaller widths are cut from the largest one's WebP.
    const source = kind === 'jpeg' ? buf : files.get(largest)!
    for (const w of widths.filter((w) => w < largest)) {
      files.set(w, await storedWebp(source, w, effort))
    }
  } catch {
    throw new Refusal(400, 'This photo is damaged or incomplete')
  }
  return { key, files }
}
