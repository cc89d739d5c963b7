import { z } from 'zod'
import { timeZone } from './dates'

/**
 * A dealer's opening hours (issue 38): when its people answer buyers. `days[0]` is Sunday; a
 * closed day is null. Times are the dealer's wall-clock times in `timeZone` ("09:00"–"18:00").
 */
export interface OpeningHours {
  timeZone: string
  days: ({ opens: string; closes: string } | null)[]
}

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM, 00:00–23:59')

export const openingHoursSchema = z.object({
  timeZone: timeZone('Choose a known time zone, like America/Chicago'),
  days: z
    .array(
      z
        .object({ opens: clock, closes: clock })
        .refine((d) => d.opens < d.closes, 'A day closes after it opens')
        .nullable(),
    )
    .length(7, 'Give the hours of all seven days, Sunday first'),
}) satisfies z.ZodType<OpeningHours>
