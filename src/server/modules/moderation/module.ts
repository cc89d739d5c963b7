import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { AuditService } from './audit'
import { moderationRoutes } from './routes'
import type { ModerationService } from './service'

export { auditService } from './audit'
export { moderationService } from './service'

/** The moderation module's routes, registered under /api. */
export async function routes(
  api: FastifyInstance,
  {
    moderation,
    audit,
    guards,
  }: { moderation: ModerationService; audit: AuditService; guards: Guards },
) {
  await api.register(moderationRoutes, { moderation, audit, guards })
}
