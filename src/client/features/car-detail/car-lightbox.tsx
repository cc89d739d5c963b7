// Loaded on demand (React.lazy in car-gallery.tsx): the lightbox, its plugin and its styles
// are only fetched when someone opens a photo, or is about to.
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import { srcSet } from '#shared/images'

// Listing photos are stored 4:3 (docs/decisions/0005-images.md).
const slideFor = (url: string, alt: string): SlideImage => ({
  src: url,
  alt,
  width: 800,
  height: 600,
  srcSet: srcSet(url)
    ?.split(', ')
    .map((entry) => {
      const [src = url, w = '800w'] = entry.split(' ')
      const width = Number.parseInt(w, 10)
      return { src, width, height: Math.round((width * 3) / 4) }
    }),
})

type Props = {
  photos: string[]
  carName: string
  /** The photo to show; null keeps the lightbox closed. */
  index: number | null
  onClose: () => void
  /** After the closing animation, once the page is usable again. */
  onExited: () => void
}

/**
 * The car detail page's photos: a preview with arrows, a counter and the keys Left, Right and
 * Escape.
 */
export default function CarLightbox({ photos, carName, index, onClose, onExited }: Props) {
  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      slides={photos.map((url, i) =>
        slideFor(url, `${carName}, photo ${i + 1} of ${photos.length}`),
      )}
      plugins={[Counter]}
      labels={{ Lightbox: `Photos of ${carName}` }}
      controller={{ closeOnBackdropClick: true }}
      on={{ exited: onExited }}
      // One photo: no arrows, and the ends do not wrap around.
      carousel={{ finite: photos.length <= 1 }}
      render={photos.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  )
}
