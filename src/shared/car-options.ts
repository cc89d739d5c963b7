// A listing's option lists, apart from cars.ts (which builds zod schemas at import), so that the
// browser's catalogue pages can read them without loading zod. cars.ts re-exports them.
export const conditions = ['Excellent', 'Good', 'Fair'] as const
/** Hidden: for sale, but an admin hid it or its seller is suspended (docs/decisions/0078-reports-and-moderation.md). */
export const carStatuses = ['Active', 'Booked', 'Sold', 'Hidden'] as const
export const fuelTypes = ['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const
export const transmissions = ['Automatic', 'Manual'] as const
/** Which wheels drive the car: front, rear, all (on demand), four (with a low range). */
export const drivetrains = ['FWD', 'RWD', 'AWD', '4WD'] as const
/** A body type's id, a slug such as `suv` (docs/decisions/0003-category-ids-are-slugs.md). */
export const categoryIdPattern = /^[a-z0-9-]{1,40}$/
