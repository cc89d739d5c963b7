import { z } from 'zod'
import { carSchema, ratingSchema } from './cars'
import { requiredText } from './text'

/** POST /api/bookings/{id}/review: one per side of a completed or paid test drive. */
export const newReviewSchema = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  text: requiredText(
    'Write a few words about the test drive',
    1000,
    'Keep it under 1,000 characters',
  ),
})
export type NewReview = z.infer<typeof newReviewSchema>

export const reviewCreatedSchema = z.object({
  _id: z.string(),
  /** False until the other side has written theirs or the review window is over. */
  published: z.boolean(),
})
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>

export const publishedReviewSchema = z.object({
  rating: z.number().int(),
  text: z.string(),
  /** The reviewer's first name only. */
  author: z.string(),
  createdAt: z.string(),
})
export type PublishedReview = z.infer<typeof publishedReviewSchema>

/** GET /api/sellers/{id}: public, so never an e-mail address or a phone number. */
export const sellerProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  memberSince: z.string(),
  rating: ratingSchema,
  /** The dealer they own (docs/api.md "Dealers"), whose page sells their cars; null for none. */
  dealer: z.object({ _id: z.string(), name: z.string(), verified: z.boolean() }).nullable(),
  cars: z.array(carSchema),
  reviews: z.array(publishedReviewSchema),
})
export type SellerProfile = z.infer<typeof sellerProfileSchema>
