import { invalidate } from '../../../api/api-mutation'
import { carsKey } from '../../../api/query-keys'

/**
 * Every car query in the app is keyed under `carsKey`: home's featured list, the catalogue's
 * pages and categories, and this feature's own list and listing. Adding, featuring, editing or
 * deleting a listing can move it into or out of any of them, so a change marks them all stale;
 * only the ones on screen refetch at once, the rest when they are next shown.
 */
export const invalidateCars = invalidate(carsKey)
