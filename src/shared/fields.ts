import type { z } from 'zod'

/**
 * An object schema's fields, one for each name of a list and all of one schema, so that a list
 * (`emailKinds`, `sellerMetrics`) is written once and the schemas built on it follow it.
 */
export const fieldsNamed = <K extends string, T extends z.ZodType>(
  names: readonly K[],
  schema: T,
) => Object.fromEntries(names.map((name) => [name, schema])) as Record<K, T>
