import { srcSet } from '#shared/images'

/**
 * A car's photo shown small beside its name (tables, the receipt): `width` × 3/4 of it, cut to
 * fit, with the smallest stored width the screen needs. Decorative: the name is beside it.
 */
export function CarThumb({ src, width }: { src: string; width: number }) {
  const height = Math.round((width * 3) / 4)
  return (
    <img
      src={src}
      srcSet={srcSet(src)}
      sizes={`${width}px`}
      width={width}
      height={height}
      alt=""
      loading="lazy"
      style={{ width, height }}
      className="max-w-none shrink-0 rounded-field object-cover"
    />
  )
}
