import type { Config } from '../config'
import { localDiskStorage } from './local-disk'
import { s3Storage } from './s3'
import type { ImageStorage } from './storage'

/** The photo store the configuration names (STORAGE): the local disk, or an S3 bucket. */
export function imageStorage(config: Pick<Config, 'storage'>): ImageStorage {
  const { storage } = config
  return storage.kind === 's3' ? s3Storage(storage) : localDiskStorage(storage.dir)
}
