import { useState, type ChangeEvent } from 'react'
import { strokedIcon } from '../../components/icons'
import { srcSet } from '#shared/images'
import { PHOTO_TYPES } from './api/upload-photo'
import { MAX_PHOTOS, type Photo } from './use-photo-uploads'

type Props = {
  photos: Photo[]
  /** Returns how many files were left out because the listing is full. */
  onAdd: (files: File[]) => number
  onRemove: (id: number) => void
  onMakeCover: (id: number) => void
  /** The form's error for `image` ('Photo is required'). */
  error?: string
}

const inputId = 'car-photos'

export function PhotoUploader({ photos, onAdd, onRemove, onMakeCover, error }: Props) {
  const [leftOut, setLeftOut] = useState(0)
  const cover = photos.find((photo) => photo.status === 'done')

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    // Cleared so that picking the same file again (after removing it) is a change too.
    event.target.value = ''
    if (files.length > 0) setLeftOut(onAdd(files))
  }

  const described = [`${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-4 sm:col-span-2">
      {/* The input covers the whole zone, so a click anywhere or a dropped file reaches it. */}
      <div className="relative flex flex-col items-center gap-2 rounded-box border-2 border-dashed border-base-300 bg-base-200/60 px-6 py-8 text-center transition-colors focus-within:border-primary hover:border-primary">
        <CameraIcon />
        <p className="font-semibold">
          <label htmlFor={inputId} className="text-primary underline underline-offset-4">
            Add photos
          </label>
          <span className="font-normal text-base-content/80"> or drop them here</span>
        </p>
        <p id={`${inputId}-hint`} className="text-sm text-base-content/70">
          JPEG, PNG or WebP, at least 640 × 480 pixels and up to 10 MB each, at most {MAX_PHOTOS}.
          The first photo is the cover.
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        />
      </div>
      {error && (
        <p id={`${inputId}-error`} className="-mt-2 text-sm font-medium text-error">
          {error}
        </p>
      )}
      {leftOut > 0 && (
        <p role="status" className="text-sm text-base-content/80">
          A listing holds at most {MAX_PHOTOS} photos: {leftOut} {leftOut === 1 ? 'was' : 'were'}{' '}
          left out.
        </p>
      )}
      {photos.length > 0 && (
        <ul aria-label="Your photos" className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              number={index + 1}
              isCover={photo === cover}
              onRemove={() => onRemove(photo.id)}
              onMakeCover={() => onMakeCover(photo.id)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

type TileProps = {
  photo: Photo
  number: number
  isCover: boolean
  onRemove: () => void
  onMakeCover: () => void
}

function PhotoTile({ photo, number, isCover, onRemove, onMakeCover }: TileProps) {
  const percent = Math.round(photo.progress * 100)
  const label = photo.name ?? `photo ${number}`
  return (
    <li
      className={`flex flex-col overflow-hidden rounded-box border bg-base-100 ${
        photo.status === 'error' ? 'border-error/60' : 'border-base-300'
      }`}
    >
      <div className="relative aspect-[4/3] bg-base-200">
        {photo.url ? (
          <img
            src={photo.url}
            srcSet={srcSet(photo.url)}
            sizes="(min-width: 640px) 240px, 45vw"
            alt={photo.name ? `Photo ${number}: ${photo.name}` : `Photo ${number}`}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-base-content/50">
            <CameraIcon />
          </div>
        )}
        {isCover && (
          <span className="badge absolute bottom-2 left-2 badge-primary font-semibold">Cover</span>
        )}
        <button
          type="button"
          className="btn absolute top-2 right-2 border-base-300 bg-base-100/90 btn-xs"
          onClick={onRemove}
        >
          Remove<span className="sr-only"> {label}</span>
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="truncate text-sm font-medium" title={photo.name}>
          {photo.name ?? `Photo ${number}`}
        </p>
        {photo.status === 'uploading' && (
          <div className="flex flex-col gap-1">
            {/* Without a value the bar is indeterminate: nothing measured yet. */}
            <progress
              className="progress w-full progress-primary"
              value={percent > 0 ? percent : undefined}
              max={100}
              aria-label={`Uploading ${label}`}
            />
            <p className="text-xs text-base-content/70">
              {percent === 0
                ? 'Uploading…'
                : percent < 100
                  ? `Uploading… ${percent}%`
                  : 'Processing…'}
            </p>
          </div>
        )}
        {photo.status === 'error' && (
          <p role="alert" className="text-sm text-error">
            {photo.error}
          </p>
        )}
        {photo.status === 'done' && !isCover && (
          <button
            type="button"
            className="btn mt-auto self-start btn-ghost btn-xs"
            onClick={onMakeCover}
          >
            Make cover<span className="sr-only">: {label}</span>
          </button>
        )}
      </div>
    </li>
  )
}

function CameraIcon() {
  return (
    <svg {...strokedIcon} width={32} height={32} strokeWidth={1.5} className="text-base-content/60">
      <path d="M3 8a2 2 0 0 1 2-2h2l1.5-2h7L17 6h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  )
}
