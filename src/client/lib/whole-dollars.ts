/** The largest amount an offer may name (amountSchema in src/shared/offers.ts). */
const LARGEST = 100_000_000

/**
 * An amount typed in whole dollars ("9500", "$9,500"), checked with amountSchema's words before
 * the call (src/shared/offers.ts, whose zod stays out of the dashboard's chunks): the number, or
 * what is wrong with it. Whether the amount is acceptable for this car is the server's to say.
 */
export function readWholeDollars(text: string): { amount: number } | { error: string } {
  const typed = text.replace(/[\s$,]/g, '')
  const amount = Number(typed)
  if (!/^-?\d+(\.\d*)?$/.test(typed) || !Number.isInteger(amount))
    return { error: 'Enter an amount in whole dollars' }
  if (amount <= 0) return { error: 'Enter an amount above zero' }
  if (amount > LARGEST) return { error: 'Enter a realistic amount' }
  return { amount }
}
