import { HttpError } from '../../../api/http'

/** POST /api/uploads: what the server accepts, checked here too so a bad pick fails fast. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024

type UploadAnswer = { success: true; data: { url: string } } | { success: false; message: string }

type UploadOptions = {
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress: (sent: number) => void
  signal: AbortSignal
}

/**
 * Sends one photo and resolves with its URL. XMLHttpRequest rather than fetch: only it reports
 * upload progress. Cookies go along as with any same-origin request.
 */
export function uploadPhoto(file: File, { onProgress, signal }: UploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/uploads')
    xhr.responseType = 'json'
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const answer = xhr.response as UploadAnswer | null
      if (xhr.status === 201 && answer?.success) return resolve(answer.data.url)
      const message =
        answer && !answer.success && answer.message
          ? answer.message
          : `Upload failed (${xhr.status}${xhr.statusText ? ` ${xhr.statusText}` : ''}).`
      reject(new HttpError(xhr.status, message))
    }
    xhr.onerror = () =>
      reject(new HttpError(0, 'Could not reach the server. Check your connection and try again.'))
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    signal.addEventListener('abort', () => xhr.abort(), { once: true })

    const body = new FormData()
    body.append('image', file)
    xhr.send(body)
  })
}

/** Why this file cannot be a listing photo, or null when it may be sent. */
export function checkPhoto(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Only JPEG, PNG or WebP photos can be uploaded'
  }
  if (file.size > MAX_PHOTO_BYTES) return 'This photo is larger than 10 MB'
  return null
}
