import { useState } from 'react'
import { ListingPhoto } from '../../components/listing-photo'

// The cover is half the page container from md up, the full width below.
const COVER_SIZES = '(min-width: 1280px) 560px, (min-width: 768px) 45vw, 100vw'

/** A saved car's images: a cover and, when there are more, thumbnails that replace it. */
export function CarPhotos({ carName, photos }: { carName: string; photos: string[] }) {
  const [shown, setShown] = useState(0)
  const cover = photos[shown] ?? photos[0]
  return (
    <div>
      <div className="aspect-[4/3] overflow-hidden rounded-box bg-base-200">
        {cover && (
          <ListingPhoto
            src={cover}
            sizes={COVER_SIZES}
            alt={photos.length > 1 ? `${carName}, photo ${shown + 1} of ${photos.length}` : carName}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      {photos.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, index) => (
            <li key={photo} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${index + 1} of ${photos.length}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                className={`block overflow-hidden rounded-field border-2 ${
                  index === shown
                    ? 'border-primary'
                    : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <ListingPhoto
                  src={photo}
                  sizes="80px"
                  width={80}
                  height={60}
                  alt=""
                  loading="lazy"
                  className="h-[60px] w-[80px] object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
