import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { picture } from '../../../../tests/support/server/images'
import { NEAR_COPY_BITS, dHash, hammingDistance, hashBands, isPlain } from './photo-hash'

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

  it('calls a one-colour picture or a smooth gradient plain, and a photo not', async () => {
    const flat = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer()
    expect(isPlain(await dHash(flat))).toBe(true)
    expect(isPlain(await dHash(await picture(7)))).toBe(false)
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
