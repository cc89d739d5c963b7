import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { NEAR_COPY_BITS, dHash, hammingDistance, hashBands } from './photo-hash'

/** A 640 × 480 picture: a gradient with a few shapes, different per `seed`. */
async function picture(seed: number) {
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 97 + i * 131) % 560
    const y = (seed * 53 + i * 71) % 400
    const grey = (seed * 37 + i * 59) % 256
    return `<rect x="${x}" y="${y}" width="${60 + ((seed + i) % 5) * 20}" height="${50 + ((seed * i) % 4) * 25}" fill="rgb(${grey},${255 - grey},${(grey * 3) % 256})"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#${(seed * 2654435761).toString(16).slice(-6).padStart(6, '0')}"/><stop offset="1" stop-color="#f0f0f0"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/>${shapes}</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}

describe('photo hashes', () => {
  it('finds a re-encoded, resized or slightly cropped copy near, and other photos far', async () => {
    const original = await picture(1)
    const hash = await dHash(original)
    const copies = [
      await sharp(original).jpeg({ quality: 40 }).toBuffer(),
      await sharp(original).resize(320).webp({ quality: 70 }).toBuffer(),
      await sharp(original).extract({ left: 4, top: 3, width: 632, height: 474 }).toBuffer(),
      await sharp(original).modulate({ brightness: 1.05 }).png().toBuffer(),
    ]
    for (const copy of copies) {
      expect(hammingDistance(hash, await dHash(copy))).toBeLessThanOrEqual(NEAR_COPY_BITS)
    }
    for (const seed of [2, 3, 4, 5, 6]) {
      expect(hammingDistance(hash, await dHash(await picture(seed)))).toBeGreaterThan(
        NEAR_COPY_BITS,
      )
    }
  })

  it('cuts a hash into six tagged bands, one of which two near hashes always share', () => {
    const a = -0x1234_5678_9abc_def0n
    expect(hashBands(a)).toHaveLength(6)
    hashBands(a).forEach((band, place) => {
      expect(Math.floor(band / 2048)).toBe(place)
    })
    // Five bits flipped anywhere: still one band in common.
    for (let trial = 0; trial < 200; trial++) {
      let b = a
      const flipped = new Set<number>()
      while (flipped.size < NEAR_COPY_BITS) flipped.add(Math.floor(Math.random() * 64))
      for (const bit of flipped) b = BigInt.asIntN(64, b ^ (1n << BigInt(bit)))
      expect(hammingDistance(a, b)).toBe(NEAR_COPY_BITS)
      const shared = hashBands(a).filter((band) => hashBands(b).includes(band))
      expect(shared.length).toBeGreaterThan(0)
    }
  })
})
