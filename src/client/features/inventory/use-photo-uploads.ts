import { useEffect, useRef, useState } from 'react'
import { checkPhoto, uploadPhoto } from './api/upload-photo'

/** newCarSchema allows at most this many photos on a listing. */
export const MAX_PHOTOS = 12

export type Photo = {
  id: number
  /** The picked file's name; none for photos the listing already had. */
  name?: string
  status: 'uploading' | 'done' | 'error'
  /** Share of the file sent, 0 to 1; at 1 the server is still re-encoding it. */
  progress: number
  url?: string
  error?: string
}

const doneUrls = (photos: Photo[]) =>
  photos.flatMap((photo) => (photo.status === 'done' && photo.url ? [photo.url] : []))

/**
 * The listing's photos: each picked file uploads at once. `onUrlsChange` hears the uploaded
 * URLs in order (the first is the cover) whenever that list changes, so the form's `image` and
 * `images` follow without an effect.
 */
export function usePhotoUploads(initialUrls: string[], onUrlsChange: (urls: string[]) => void) {
  const nextId = useRef(initialUrls.length)
  const [photos, setPhotos] = useState<Photo[]>(() =>
    initialUrls.map((url, index) => ({
      id: index,
      status: 'done',
      progress: 1,
      url,
    })),
  )
  // Upload callbacks arrive long after the render that started them; they read and write the
  // latest list through this ref, and every change goes through `update`.
  const latest = useRef(photos)
  const uploads = useRef(new Map<number, AbortController>())

  function update(change: (photos: Photo[]) => Photo[]) {
    const before = doneUrls(latest.current)
    latest.current = change(latest.current)
    setPhotos(latest.current)
    const after = doneUrls(latest.current)
    if (after.join('\n') !== before.join('\n')) onUrlsChange(after)
  }

  const patch = (id: number, fields: Partial<Photo>) =>
    update((list) => list.map((photo) => (photo.id === id ? { ...photo, ...fields } : photo)))

  function add(files: File[]) {
    const room = MAX_PHOTOS - latest.current.length
    const picked = files.slice(0, Math.max(0, room)).map((file) => ({ file, id: nextId.current++ }))
    const skipped = files.length - picked.length
    update((list) => [
      ...list,
      ...picked.map(({ file, id }): Photo => {
        const error = checkPhoto(file)
        return error
          ? { id, name: file.name, status: 'error', progress: 0, error }
          : { id, name: file.name, status: 'uploading', progress: 0 }
      }),
    ])
    for (const { file, id } of picked) {
      if (checkPhoto(file)) continue
      const controller = new AbortController()
      uploads.current.set(id, controller)
      uploadPhoto(file, {
        signal: controller.signal,
        onProgress: (sent) => patch(id, { progress: sent }),
      })
        .then((url) => patch(id, { status: 'done', progress: 1, url }))
        .catch((error: unknown) => {
          // A removed photo's upload is cancelled on purpose: nothing left to report.
          if (controller.signal.aborted) return
          patch(id, {
            status: 'error',
            error: error instanceof Error ? error.message : 'The upload failed',
          })
        })
        .finally(() => uploads.current.delete(id))
    }
    return skipped
  }

  function remove(id: number) {
    uploads.current.get(id)?.abort()
    update((list) => list.filter((photo) => photo.id !== id))
  }

  function makeCover(id: number) {
    update((list) => {
      const photo = list.find((p) => p.id === id)
      return photo ? [photo, ...list.filter((p) => p.id !== id)] : list
    })
  }

  // Leaving the page cancels uploads still running; their results would go nowhere.
  useEffect(() => {
    const running = uploads.current
    return () => running.forEach((controller) => controller.abort())
  }, [])

  return { photos, add, remove, makeCover }
}
