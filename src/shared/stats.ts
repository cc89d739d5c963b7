import { z } from 'zod'
import { fieldsNamed } from './fields'
import { wholeNumber } from './search'

/**
 * The Overview pages' numbers (docs/api.md "Operating the marketplace"): per UTC day, oldest first.
 * Every series has one number per entry of `days`.
 */
export const STATS_DAYS_MAX = 90

export const statsQuerySchema = z.object({
  days: wholeNumber('days', 1, STATS_DAYS_MAX).default(30),
})
export type StatsQuery = z.infer<typeof statsQuerySchema>

const series = z.array(z.number().int())
/** The days, as `YYYY-MM-DD` in UTC. */
const daysSchema = z.array(z.string())

/**
 * What a seller's listings drew, each metric per day summed over their cars. `leads` counts
 * only a dealer's cars (docs/api.md "Leads": every buyer action on one is a lead); a private
 * seller's stay 0.
 */
export const sellerMetrics = [
  'views',
  'saves',
  'conversations',
  'bookings',
  'offers',
  'leads',
] as const
export type SellerMetric = (typeof sellerMetrics)[number]

/**
 * GET /api/seller/stats: `total` per day over all the seller's own cars; `cars` each own car
 * with its totals over the whole window, most viewed first.
 */
export const sellerStatsSchema = z.object({
  days: daysSchema,
  /** Whether the seller owns a dealer: only then can their cars draw leads (the page says so). */
  dealer: z.boolean(),
  total: z.object(fieldsNamed(sellerMetrics, series)),
  cars: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      ...fieldsNamed(sellerMetrics, z.number().int()),
    }),
  ),
})
export type SellerStats = z.infer<typeof sellerStatsSchema>

/**
 * GET /api/admin/stats: per day, accounts signed up (buyers and sellers), cars listed, test
 * drives booked, and payments received: how many and their sum in dollars.
 */
export const adminStatsSchema = z.object({
  days: daysSchema,
  signUps: series,
  listings: series,
  bookings: series,
  payments: series,
  paymentAmounts: z.array(z.number()),
})
export type AdminStats = z.infer<typeof adminStatsSchema>
