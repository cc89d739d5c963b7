const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/**
 * The dealer page's promise, from the median minutes to a first answer (docs/api.md "Leads"):
 * "within 25 minutes", "within 2 hours", "within 3 days". Rounded up, never down: a dealer
 * that usually takes 61 minutes answers within 2 hours, not within 1.
 */
export function formatResponseTime(medianMinutes: number): string {
  const minutes = Math.max(1, Math.ceil(medianMinutes))
  if (minutes < 60) return `within ${plural(minutes, 'minute')}`
  if (minutes <= 24 * 60) return `within ${plural(Math.ceil(minutes / 60), 'hour')}`
  return `within ${plural(Math.ceil(minutes / (24 * 60)), 'day')}`
}
