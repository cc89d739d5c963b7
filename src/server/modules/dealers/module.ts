import type { Guards } from '../../auth/guards'
import type { Db } from '../../db/client'
import type { MailService } from '../mail/service'
import type { AuditService } from '../moderation/audit'
import { dealerAccess } from './access'
import { apiKeysService } from './api-keys'
import { dealerMembersService } from './members'
import { dealersService } from './service'

/**
 * The dealers module, made once at start (docs/api.md "Dealers"): one entry per piece, each a
 * service its routes file is handed. A new piece adds its line here.
 */
export function dealersModule(
  db: Db,
  deps: {
    guards: Guards
    mail: Pick<MailService, 'queue'>
    audit: Pick<AuditService, 'record'>
    publicUrl: string
    /** The median time its people take to answer a lead (leads module). */
    responseTime: (dealerId: string) => Promise<{ medianMinutes: number } | null>
  },
) {
  return {
    access: dealerAccess(db, deps.guards),
    dealers: dealersService(db, { audit: deps.audit, responseTime: deps.responseTime }),
    members: dealerMembersService(db, { mail: deps.mail, publicUrl: deps.publicUrl }),
    apiKeys: apiKeysService(db, { audit: deps.audit }),
  }
}
export type DealersModule = ReturnType<typeof dealersModule>
