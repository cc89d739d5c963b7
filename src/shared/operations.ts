import { z } from 'zod'

// API.md "Operations".
export const healthSchema = z.object({ status: z.literal('ok') })
export const readySchema = z.object({ status: z.literal('ready') })
