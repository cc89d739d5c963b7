import { eq } from 'drizzle-orm'
import type { PostalCode } from '#shared/postal-codes'
import type { Db } from '../../db/client'
import { postalCodes } from '../../db/schema'
import { Refusal } from '../../errors'

/** The towns of ZIP codes, for the Add a Car form's city (decision 0116). */
export function postalCodeReads(db: Db) {
  return {
    async postalCode(zip: string): Promise<PostalCode> {
      const [found] = await db
        .select({ zip: postalCodes.zip, city: postalCodes.city, state: postalCodes.state })
        .from(postalCodes)
        .where(eq(postalCodes.zip, zip))
      if (!found) throw new Refusal(404, 'We don’t know this ZIP code: check it for a typo')
      return found
    },
  }
}
