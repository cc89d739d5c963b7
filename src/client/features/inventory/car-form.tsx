import { useEffect, type ReactNode } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { Link } from 'react-router'
import { attributeByKey, dealerOptionalFields, wordedFor } from '#shared/car-attribute-list'
import type { NewCar, NewCarInput } from '#shared/car-attributes'
import { findMake, modelsOf, vehicleMakes } from '#shared/vehicles'
import { HttpError } from '../../api/http'
import { UnsavedChangesDialog } from '../../components/unsaved-changes-dialog'
import { toast } from '../../lib/toast'
import { paths } from '#shared/paths'
import { CarField } from './car-field'
import { formSections } from './form-sections'
import { PhotoUploader } from './photo-uploader'
import { useAutofill } from './use-autofill'
import { usePhotoUploads } from './use-photo-uploads'
import { useSuggestedName } from './use-suggested-name'
import { useVinReading } from './use-vin-reading'
import { useZipCity } from './use-zip-city'
import { useHydrated } from '../../lib/use-hydrated'

type Props = {
  /** The listing being edited; empty when adding a car. */
  defaultValues?: Partial<NewCarInput>
  submitLabel: string
  submittingLabel: string
  /**
   * Resolves when the server took the car; a rejection is toasted and the form kept as typed.
   * For a dealer's car the fields it may leave out come as null when emptied.
   */
  onSubmit: (car: NewCar) => Promise<unknown>
  /** A dealer's car: origin, price new, years of use, year of buying, mpg and photo optional. */
  dealerCar?: boolean
}

const makeNames = vehicleMakes.map((m) => m.make)

/**
 * The form's check comes after the form: nothing needs it before a field is left or the form
 * sent, and its code (zod) is a third of the page's. It is fetched once the page has hydrated;
 * a check asked for sooner waits for it.
 */
const loadResolvers = () => import('./car-form-resolver')
const resolver: Resolver<NewCarInput, unknown, NewCar> = async (values, context, options) =>
  (await loadResolvers()).carFormResolver(values, context, options)
// Its answer may hold nulls where NewCar has values: the edit's PATCH takes them (it clears).
type CarResolver = Resolver<NewCarInput, unknown, NewCar>
const dealerCarResolver: CarResolver = async (values, context, options) =>
  ((await loadResolvers()).dealerCarFormResolver as unknown as CarResolver)(
    values,
    context,
    options,
  )
const dealerOptional = new Set<string>(dealerOptionalFields)

/**
 * Add a Car and Edit listing: one form, its fields drawn from carAttributes (docs/style.md rule
 * 10).
 */
export function CarForm({
  defaultValues,
  submitLabel,
  submittingLabel,
  onSubmit,
  dealerCar = false,
}: Props) {
  const initialPhotos = defaultValues?.images?.length
    ? defaultValues.images
    : defaultValues?.image
      ? [defaultValues.image]
      : []
  const form = useForm<NewCarInput, unknown, NewCar>({
    resolver: dealerCar ? dealerCarResolver : resolver,
    defaultValues: { ...defaultValues, image: initialPhotos[0] ?? '', images: initialPhotos },
  })
  const { register, handleSubmit, setValue, setError, getFieldState, control } = form
  const { errors, isDirty, isSubmitting } = form.formState
  const [company, vin, fuelType, model, modelYear, trim, postalCode] = useWatch({
    control,
    name: ['company', 'vin', 'fuelType', 'model', 'modelYear', 'trim', 'postalCode'],
  })
  // The VIN, the ZIP code and the name fill fields for the seller, never over their own typing.
  const fill = useAutofill(form)
  const notes: Partial<Record<keyof NewCarInput, ReactNode>> = {
    vin: useVinReading(vin, fill),
    postalCode: useZipCity(postalCode, fill),
  }
  useSuggestedName({ modelYear, company, model, trim }, fill)
  const suggestions: Partial<Record<keyof NewCarInput, readonly string[]>> = {
    company: makeNames,
    model: modelsOf(findMake(company ?? '') ?? ''),
  }

  const photos = usePhotoUploads(initialPhotos, (urls) => {
    // Re-checked only when 'Photo is required' is showing, so that it clears once one arrives.
    const shouldValidate = Boolean(getFieldState('image').error)
    // Dirty against the starting photos: one added and removed again leaves the form clean.
    setValue('image', urls[0] ?? '', { shouldValidate, shouldDirty: true })
    setValue('images', urls, { shouldDirty: true })
  })
  const uploading = photos.photos.some((photo) => photo.status === 'uploading')
  // A photo still uploading is work too. While saving, the page's own navigation goes through.
  const unsaved = (isDirty || uploading) && !isSubmitting

  const submit = handleSubmit(async (car) => {
    try {
      await onSubmit(car)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Saving the car failed')
      // The server names the fields it refused ('body.price'): show each under its field.
      for (const issue of error instanceof HttpError ? (error.issues ?? []) : []) {
        const key = issue.path.replace(/^body\./, '')
        if (key in attributeByKey || key === 'image') {
          setError(key as keyof NewCarInput, { message: issue.message })
        }
      }
    }
  })

  const errorCount = Object.keys(errors).length
  const hydrated = useHydrated()
  useEffect(() => void loadResolvers(), [])
  return (
    <>
      {/* A server-rendered form takes no input until its scripts run: typing would be lost. */}
      <form noValidate onSubmit={submit} inert={!hydrated} className="flex flex-col gap-6">
        {formSections.map((section) => (
          // A heading rather than a legend: it can sit beside the fields, and it is a landmark for
          // screen reader users skimming the form by headings.
          <fieldset
            key={section.title}
            aria-labelledby={`section-${section.id}`}
            className="grid gap-6 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6 lg:grid-cols-[14rem_1fr]"
          >
            <div>
              <h2 id={`section-${section.id}`} className="text-lg font-bold">
                {section.title}
              </h2>
              <p className="pt-1 text-sm text-base-content/75">{section.intro}</p>
            </div>
            <div className="grid content-start gap-x-6 gap-y-5 sm:grid-cols-2">
              {section.photos ? (
                <PhotoUploader
                  photos={photos.photos}
                  onAdd={photos.add}
                  onRemove={photos.remove}
                  onMakeCover={photos.makeCover}
                  error={errors.image?.message}
                />
              ) : (
                section.fields.map((attribute) => (
                  <CarField
                    key={attribute.key}
                    // An electric car's miles per gallon reads MPGe.
                    attribute={wordedFor(attribute, fuelType)}
                    register={register}
                    error={errors[attribute.key]}
                    suggestions={suggestions[attribute.key]}
                    note={notes[attribute.key]}
                    optional={dealerCar && dealerOptional.has(attribute.key)}
                  />
                ))
              )}
            </div>
          </fieldset>
        ))}

        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t border-base-300 bg-base-100 px-1 py-4">
          {errorCount > 0 && (
            <p role="alert" className="mr-auto text-sm font-medium text-error">
              Check {errorCount === 1 ? '1 field' : `${errorCount} fields`}
              <span className="max-sm:hidden"> marked in red</span>.
            </p>
          )}
          {uploading && !errorCount && (
            <p role="status" className="mr-auto text-sm text-base-content/80">
              Waiting for the photos to finish uploading…
            </p>
          )}
          <Link to={paths.manageCars.to()} className="btn btn-ghost">
            Cancel
          </Link>
          <button
            type="submit"
            className="btn btn-primary sm:min-w-36"
            disabled={isSubmitting || uploading}
          >
            {isSubmitting && <span className="loading loading-sm loading-spinner" aria-hidden />}
            {isSubmitting ? submittingLabel : submitLabel}
          </button>
        </div>
      </form>
      {/* Beside the form, not in it: the dialog has a form of its own. */}
      <UnsavedChangesDialog unsaved={unsaved} body="Your changes to this car will be lost." />
    </>
  )
}
