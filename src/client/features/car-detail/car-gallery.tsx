import { lazy, Suspense, useRef, useState } from 'react'
import { ListingPhoto } from '../../components/listing-photo'

const loadLightbox = () => import('./car-lightbox')
const CarLightbox = lazy(loadLightbox)

// The cover fills the page's main column: about two thirds of an 80rem container from lg up.
const COVER_SIZES = '(min-width: 1280px) 840px, (min-width: 1024px) 62vw, 100vw'

type Props = { photos: string[]; carName: string }

/**
 * The cover photo (the page's largest paint, so it loads first and at the right width) and a
 * strip of thumbnails; any of them opens the lightbox at that photo.
 */
export function CarGallery({ photos, carName }: Props) {
  const [open, setOpen] = useState<number | null>(null)
  // Mounted from the first opening on, so that closing can play its fade-out.
  const [mounted, setMounted] = useState(false)
  const opener = useRef<HTMLButtonElement | null>(null)
  const cover = photos[0]
  const total = photos.length

  function show(index: number, button: HTMLButtonElement) {
    opener.current = button
    setMounted(true)
    setOpen(index)
  }
  // While open, the lightbox makes the page inert; once it has gone, focus returns to the photo
  // that opened it rather than to the top of the page.
  const refocus = () => opener.current?.focus()

  if (!cover) return null
  return (
    // Fetch the lightbox's code as soon as a pointer or the keyboard comes near the photos.
    <div onPointerEnter={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
      <button
        type="button"
        className="group relative block w-full overflow-hidden rounded-box bg-base-200"
        aria-label={`Open the photos of ${carName} full screen`}
        onClick={(event) => show(0, event.currentTarget)}
      >
        <ListingPhoto
          src={cover}
          sizes={COVER_SIZES}
          alt={carName}
          fetchPriority="high"
          className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        <span className="badge absolute right-3 bottom-3 border-0 bg-neutral/80 font-medium text-neutral-content">
          {total} {total === 1 ? 'photo' : 'photos'}
        </span>
      </button>
      {total > 1 && (
        <ul aria-label="Photos" className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6">
          {photos.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className="block w-full overflow-hidden rounded-field bg-base-200 ring-primary transition hover:opacity-90 hover:ring-2"
                aria-label={`Open photo ${index + 1} of ${total} full screen`}
                onClick={(event) => show(index, event.currentTarget)}
              >
                <ListingPhoto
                  src={url}
                  sizes="(min-width: 640px) 140px, 25vw"
                  alt=""
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <CarLightbox
            photos={photos}
            carName={carName}
            index={open}
            onClose={() => setOpen(null)}
            onExited={refocus}
          />
        </Suspense>
      )}
    </div>
  )
}
