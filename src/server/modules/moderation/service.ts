import type { Db } from '../../db/client'
import type { BookingsService } from '../bookings/service'
import type { CatalogueService } from '../catalogue/service'
import type { InventoryService } from '../inventory/service'
import type { MessagesService } from '../messages/service'
import type { NotificationsService } from '../notifications/service'
import { adminLists } from './admin-lists'
import type { AuditService } from './audit'
import { reportTargets } from './report-targets'
import { reportQueue, type SuspendIn } from './reports'
import { sanctions } from './sanctions'

interface Deps {
  inventory: Pick<InventoryService, 'setHidden' | 'publishReviewed'>
  bookings: Pick<BookingsService, 'callOff'>
  messaging: Pick<MessagesService, 'reportable'>
  notifications: Pick<NotificationsService, 'notify'>
  catalogue: Pick<CatalogueService, 'forget'>
  audit: AuditService
  /** Resolving a report by suspending the person behind it: users.suspendIn. */
  suspendIn: SuspendIn
}

/**
 * Keeping scams out (docs/api.md "Operating the marketplace"): people report a listing, a person or
 * a message; an admin dismisses the report, hides the listing or suspends the person (the users
 * module's suspension), and everyone concerned is told. Every admin action goes to the audit log
 * in its own transaction.
 */
export function moderationService(db: Db, deps: Deps) {
  return {
    ...reportQueue(db, { ...deps, targets: reportTargets(db, deps) }),
    ...sanctions(db, deps),
    ...adminLists(db),
  }
}
export type ModerationService = ReturnType<typeof moderationService>
