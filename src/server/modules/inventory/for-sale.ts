import { sql, type SQL } from 'drizzle-orm'
import { cars, users } from '../../db/schema'

/**
 * A car that would be for sale is Hidden instead while an admin hides it, the listing checks
 * hold it for review (modules/trust), or its seller is suspended (modules/moderation).
 */
/**
 * Active, or Hidden while an admin hid it, a review holds it (`held`), a dealer's import
 * withdrew it, it waits for its first photo, or its seller is suspended or deleted (a deleted
 * seller's car kept on record, such as a closed dealer's, never goes on sale again).
 */
export const forSale = (held: SQL = sql`${cars.hidden} or ${cars.review} is not null`) =>
  sql`case when ${held} or ${cars.withdrawn} or cardinality(${cars.images}) = 0 or exists (select 1 from ${users} where ${users.id} = ${cars.sellerId} and (${users.suspendedAt} is not null or ${users.deletedAt} is not null)) then 'Hidden'::car_status else 'Active'::car_status end`
