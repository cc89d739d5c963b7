import { desc } from 'drizzle-orm'
import type { ListWindow } from '#shared/lists'
import type { AuditAction, AuditEntry, ReportTarget } from '#shared/moderation'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import { auditLog } from '../../db/schema'

export type AuditTarget = { type: ReportTarget; id: string; label: string }

/**
 * The audit log: every admin action, recorded in the transaction of the action itself (so a
 * change that rolls back leaves no record, and none is done without one). Append-only: the
 * table's trigger refuses UPDATE and DELETE (migration 0023).
 */
export function auditService(db: Db) {
  return {
    async record(
      tx: Tx,
      admin: Pick<SessionUser, 'id' | 'name'>,
      action: AuditAction,
      target: AuditTarget,
      note = '',
    ) {
      await tx.insert(auditLog).values({
        adminId: admin.id,
        adminName: admin.name,
        action,
        targetType: target.type,
        targetId: target.id,
        targetLabel: target.label,
        note,
      })
    },

    /** Newest first. */
    async list({ limit, offset }: ListWindow): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset)
      return rows.map((r) => ({
        _id: r.id,
        at: r.at.toISOString(),
        admin: { _id: r.adminId, name: r.adminName },
        action: r.action,
        target: { type: r.targetType, _id: r.targetId, label: r.targetLabel },
        note: r.note,
      }))
    },
  }
}
export type AuditService = ReturnType<typeof auditService>
