/**
 * Where image files live. Callers name a file by key and file name (`800.webp`, `800.avif`:
 * src/shared/images.ts); the backend decides where it goes. A backend for S3-compatible
 * storage implements the same calls.
 */
export interface ImageStorage {
  put(key: string, file: string, data: Buffer): Promise<void>
  has(key: string, file?: string): Promise<boolean>
  remove(key: string): Promise<void>
}
