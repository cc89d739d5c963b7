import type { Config } from '../config'
import { localDiskStorage } from './local-disk'
import type { ImageStorage } from './storage'

/** The photo store the configuration names (STORAGE): the local disk, or an S3 bucket. */
export async function imageStorage(config: Pick<Config, 'storage'>): Promise<ImageStorage> {
  const { storage } = config
  if (storage.kind === 'local') return localDiskStorage(storage.dir)
  // s3.ts loads the AWS SDK; a local-disk start never does.
  const { s3Storage } = await import('./s3')
  return s3Storage(storage)
}
