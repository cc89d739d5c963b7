/**
 * Where image files live. Callers name a file by key and width; the backend decides where it
 * goes and which URL serves it. A backend for S3-compatible storage implements the same three calls.
 */
export interface ImageStorage {
  put(key: string, width: number, data: Buffer): Promise<void>
  has(key: string): Promise<boolean>
  remove(key: string): Promise<void>
}
