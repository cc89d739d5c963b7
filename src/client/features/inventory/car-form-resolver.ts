import '../../lib/zod-jitless'
import { zodResolver } from '@hookform/resolvers/zod'
import { newCarSchema } from '#shared/car-attributes'

/** The car form's check: the server's own schema (zod, a third of the page's code). */
export const carFormResolver = zodResolver(newCarSchema)
