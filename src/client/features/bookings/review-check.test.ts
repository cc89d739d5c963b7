import { describe, expect, it } from 'vitest'
import { newReviewSchema } from '#shared/reviews'
import { checkReview } from './review-check'

// What the server would say about the same form: its first message per field.
function serverSays(rating: number | null, text: string) {
  const parsed = newReviewSchema.safeParse({ rating: rating ?? undefined, text })
  if (parsed.success) return { review: parsed.data }
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
  return { errors }
}

describe('checkReview', () => {
  it.each<[number | null, string]>([
    [4, 'Smooth drive, friendly seller.'],
    [1, '  Late and rude.  '],
    [5, 'x'.repeat(1000)],
    [null, 'Fine'],
    [0, 'Fine'],
    [6, 'Fine'],
    [3.5, 'Fine'],
    [3, ''],
    [3, '   \n '],
    [3, 'x'.repeat(1001)],
    [null, ''],
  ])('agrees with the shared schema for rating %s', (rating, text) => {
    expect(checkReview(rating, text)).toEqual(serverSays(rating, text))
  })
})
