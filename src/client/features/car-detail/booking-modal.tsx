import '../../lib/zod-jitless'
// Loaded on demand (React.lazy in car-summary.tsx): the form, its resolver and zod are
// fetched when a buyer asks to book, not with the page.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { User } from '#shared/accounts'
import { newBookingSchema, type NewBooking } from '#shared/bookings'
import type { Car } from '#shared/cars'
import { HttpError } from '../../api/http'
import { FormField, inputClass } from '../../components/form-field'
import { ModalDialog } from '../../components/modal-dialog'
import { SlotPicker } from '../../components/slot-picker'
import { formatPrice } from '../../lib/format-price'
import { browserTimeZone, checkSlots, firstSlot } from '../../lib/slots'
import { toast } from '../../lib/toast'
import { paths } from '#shared/paths'
import { useCreateBooking } from './api/create-booking'

// Disabled, yet still worth reading: daisyUI fades disabled text close to invisible.
const readOnlyInput = 'input w-full disabled:text-base-content/80'

type Props = {
  car: Car
  user: User
  onClose: () => void
  /** Someone else booked the car first: the page should ask for it again. */
  onTaken: () => void
}

/** The booking form, in the shared modal dialog, open as soon as it mounts. */
export default function BookingModal({ car, user, onClose, onTaken }: Props) {
  const navigate = useNavigate()
  const createBooking = useCreateBooking()
  const form = useForm<NewBooking>({
    resolver: zodResolver(newBookingSchema),
    defaultValues: { car_id: car._id, phone: '', meeting_location: '' },
  })
  const { errors } = form.formState
  // The times are the buyer's proposal (docs/api.md "Test drives"); the first is filled in, so that
  // phone and place are all a buyer must type.
  const [slots, setSlots] = useState(() => [firstSlot()])
  const [slotErrors, setSlotErrors] = useState<string[]>([])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Both checks at once, so that every mistake is named on the first Submit.
    const checked = checkSlots(slots)
    setSlotErrors(checked.errors ?? [])
    void form.handleSubmit((values) => {
      if (!checked.slots) return
      createBooking.mutate(
        { ...values, slots: checked.slots, timeZone: browserTimeZone() },
        {
          onSuccess: async (created) => {
            toast.success('Booking Confirmed')
            // My Orders says where this booking stands (the seller has been asked, at first).
            // Leaving the page removes the dialog, and with it the modal state.
            await navigate(paths.myOrders.to(), {
              state: { booking: created.insertedId, requested: car.carName },
            })
          },
          onError: (error) => {
            if (error instanceof HttpError && error.status === 409) onTaken()
          },
        },
      )
    })(event)
  }

  return (
    <ModalDialog
      open
      title={car.carName}
      description="Book a test drive: the seller gets your phone number and where you would like to meet, and confirms one of your times."
      onClose={onClose}
      closeButton
    >
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Name">
            {(control) => (
              <input {...control} value={user.name} disabled className={readOnlyInput} />
            )}
          </FormField>
          <FormField label="Email">
            {(control) => (
              <input
                {...control}
                type="email"
                value={user.email}
                disabled
                className={readOnlyInput}
              />
            )}
          </FormField>
        </div>
        <FormField label="Price">
          {(control) => (
            <input
              {...control}
              value={formatPrice(car.resale_price)}
              disabled
              className={readOnlyInput}
            />
          )}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('phone')}
              type="tel"
              autoComplete="tel"
              placeholder="Phone Number"
              className={inputClass(errors.phone?.message)}
            />
          )}
        </FormField>
        <FormField label="Meeting location" error={errors.meeting_location?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('meeting_location')}
              type="text"
              autoComplete="off"
              placeholder="Enter Meeting Location"
              className={inputClass(errors.meeting_location?.message)}
            />
          )}
        </FormField>
        <SlotPicker
          legend="When could you come?"
          values={slots}
          errors={slotErrors}
          onChange={(next) => {
            setSlots(next)
            setSlotErrors([])
          }}
        />
        {createBooking.isError && (
          <div role="alert" className="alert alert-error alert-soft text-sm">
            {createBooking.error.message}
          </div>
        )}
        <div className="modal-action mt-2">
          <button
            type="submit"
            className="btn btn-primary btn-block sm:btn-wide"
            disabled={createBooking.isPending}
          >
            {createBooking.isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            Submit
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
