const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** Whole dollars as on the wire (API.md): 12500 -> "$12,500". */
export const formatPrice = (amount: number) => dollars.format(amount)
