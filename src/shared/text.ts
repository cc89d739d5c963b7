import { z } from 'zod'

/**
 * A text a form or call must have: trimmed, not empty (`required` says so, as it does when the
 * field is missing) and at most `max` characters (`tooLong` says so).
 */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong)

/**
 * An admin's note on a move (resolving a report, hiding a car, verifying a dealer, lifting a
 * suspension): it may be left empty, and is kept in the audit log.
 */
export const adminNote = z
  .string()
  .trim()
  .max(1000, 'Keep the note under 1,000 characters')
  .default('')
