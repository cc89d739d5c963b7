import type { Db } from '../../db/client'
import type { Jobs } from '../../jobs/jobs'
import type { ImageStorage } from '../../storage/storage'
import type { AvifEncoder } from './avif'
import { uploadRoutes } from './routes'
import { UPLOADS_SWEEP, uploadsService, type UploadLimits } from './service'
import { moduleRoutes } from '../module-routes'

export { avifEncoder } from './avif'
export { missingWidths } from './missing-widths'

/**
 * The uploads module, made once at start: the service and its hourly sweep of photos no
 * listing took (a photo lives at most an hour past `unattachedForMs`).
 */
export async function uploadsModule(
  db: Db,
  deps: { storage: ImageStorage; avif: AvifEncoder; jobs: Jobs; limits: UploadLimits },
) {
  const uploads = uploadsService(db, deps.storage, deps.avif, deps.limits)
  await deps.jobs.scheduled(UPLOADS_SWEEP, '17 * * * *', () => uploads.sweep())
  return uploads
}

/** The uploads module's routes, registered under /api. */
export const routes = moduleRoutes(uploadRoutes)
