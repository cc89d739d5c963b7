import type { ImgHTMLAttributes } from 'react'
import { srcSet } from '#shared/images'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string
  /** How wide it is shown, for the browser to choose among the stored widths. */
  sizes: string
  alt: string
}

/**
 * A listing's photo at every width the server keeps (#shared/images). Width and height default
 * to the 4:3 of a stored photo, so that the page keeps its place while it loads.
 */
export function ListingPhoto({ src, ...img }: Props) {
  return <img src={src} srcSet={srcSet(src)} width={800} height={600} decoding="async" {...img} />
}
