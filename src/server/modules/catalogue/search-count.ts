import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { activeCarCounts, cars } from '../../db/schema'
import { searchFilters, type ReadSearch } from './search-query'

/**
 * The total of a search whose page is read in an index's order and not counted on the way
 * (search.ts): kept per category when it filters nothing else; every car with a place, nearest
 * first, is those kept less the few without a place (`cars_active_unplaced`); anything else
 * is counted from the cars, through a narrow index where it can.
 */
export async function countSearch(db: Db, search: ReadSearch): Promise<number> {
  const { params } = search
  const { category } = params
  const others = (s: ReadSearch) =>
    searchFilters({ ...s, params: { ...s.params, category: undefined } }).length
  const everyPlaced =
    params.sort === 'distance' &&
    params.radius === undefined &&
    others({ ...search, origin: undefined }) === 0
  if (others(search) > 0 && !everyPlaced) {
    const [row] = await db
      .select({ n: count() })
      .from(cars)
      .where(and(eq(cars.status, 'Active'), ...searchFilters(search)))
    return row?.n ?? 0
  }
  const unplaced = db
    .select({ n: count() })
    .from(cars)
    .where(
      and(
        eq(cars.status, 'Active'),
        isNull(cars.latitude),
        category ? eq(cars.categoryId, category) : undefined,
      ),
    )
  // The kept count and the cars without a place read in one statement, so they agree.
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(${activeCarCounts.cars}), 0) - ${everyPlaced ? sql`(${unplaced})` : sql`0`}`.mapWith(
        Number,
      ),
    })
    .from(activeCarCounts)
    .where(category ? eq(activeCarCounts.categoryId, category) : undefined)
  return row?.n ?? 0
}
