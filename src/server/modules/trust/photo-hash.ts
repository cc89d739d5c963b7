/**
 * A photo's difference hash (dHash): the photo shrunk to 9 × 8 grey pixels, one bit per pair
 * of neighbours in a row (is the left one darker?). A copy that was re-encoded, resized or
 * lightly retouched keeps nearly every bit, so near copies are a few bits apart. Signed, as
 * PostgreSQL's bigint keeps it.
 */
export async function dHash(photo: Buffer): Promise<bigint> {
  // Loaded on the first upload, not at start-up (docs/performance.md "Start-up and memory").
  const { default: sharp } = await import('sharp')
  const grey = await sharp(photo)
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer()
  let hash = 0n
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      hash = (hash << 1n) | (grey[y * 9 + x]! < grey[y * 9 + x + 1]! ? 1n : 0n)
    }
  }
  return BigInt.asIntN(64, hash)
}

/** How many bits two photos are apart, of 64. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b)
  let bits = 0
  for (; diff; diff &= diff - 1n) bits++
  return bits
}

/**
 * A hash with nearly every bit alike is a plain picture (one colour, a smooth gradient): such
 * photos all look alike to a dHash, so they are not compared (their hash is not kept).
 */
export function isPlain(hash: bigint): boolean {
  const ones = hammingDistance(hash, 0n)
  return ones < 8 || ones > 56
}

/** At most this many bits apart, a photo is a near copy of another. */
export const NEAR_COPY_BITS = 5

/** The hash's six bands: 11, 11, 11, 11, 10 and 10 bits. */
const BAND_BITS = [11, 11, 11, 11, 10, 10]

/**
 * The hash cut into six bands, each tagged with its place (place × 2048 + value), as
 * `uploads.dhash_bands` and `photo_bands` keep them. Two hashes at most NEAR_COPY_BITS (5)
 * apart share at least one band exactly (six bands, five differing bits), so the near copies of
 * a photo are among the photos sharing a band: six lookups in one index, then the exact
 * distance.
 */
export function hashBands(hash: bigint): number[] {
  let rest = BigInt.asUintN(64, hash)
  return BAND_BITS.map((bits, place) => {
    const value = Number(rest & ((1n << BigInt(bits)) - 1n))
    rest >>= BigInt(bits)
    return place * 2048 + value
  })
}
