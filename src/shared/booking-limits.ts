/**
 * Test drive limits (docs/api.md "Test drives"), without zod: the dashboard pages and the booking
 * form read them, the schemas in bookings.ts enforce them.
 */
/** How many times one side may propose at once. */
export const MAX_SLOTS = 3
/** How far ahead a time may be proposed. */
export const SLOTS_DAYS_AHEAD = 30
