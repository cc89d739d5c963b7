import '../../lib/zod-jitless'
import { zodResolver } from '@hookform/resolvers/zod'
import { newCarSchema } from '#shared/car-attributes'
import { dealerCarFormSchema } from '#shared/dealer-cars'

/** The car form's check: the server's own schema (zod, a third of the page's code). */
export const carFormResolver = zodResolver(newCarSchema)

/**
 * A dealer's car: the fields dealers may leave out are optional, emptied ones sent as null (the
 * edit clears them), and it may have no photo yet.
 */
export const dealerCarFormResolver = zodResolver(dealerCarFormSchema)
