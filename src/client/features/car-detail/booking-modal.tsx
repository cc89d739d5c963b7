import '../../lib/zod-jitless'
// Loaded on demand (React.lazy in car-summary.tsx): the form, its resolver and zod are
// fetched when a buyer asks to book, not with the page.
import { zodResolver } from '@hookform/resolvers/zod'
import type { FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { User } from '#shared/accounts'
import { newBookingSchema, type NewBooking } from '#shared/bookings'
import type { Car } from '#shared/cars'
import { HttpError } from '../../api/http'
import { RequestError } from '../../components/request-error'
import { FormField } from '../../components/form-field'
import { FormInput } from '../../components/form-input'
import { ModalDialog } from '../../components/modal-dialog'
import { SlotPicker } from '../../components/slot-picker'
import { SubmitButton } from '../../components/submit-button'
import { formatPrice } from '../../lib/format-price'
import { browserTimeZone } from '../../lib/slots'
import { toast } from '../../lib/toast'
import { useSlotEntry } from '../../lib/use-slot-entry'
import { paths } from '#shared/paths'
import { useCreateBooking } from './api/create-booking'

/** What the booking carries without asking: disabled, yet still worth reading (daisyUI fades disabled text close to invisible). */
function ReadOnlyField({ label, value, type }: { label: string; value: string; type?: string }) {
  return (
    <FormField label={label}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          disabled
          className="input w-full disabled:text-base-content/80"
        />
      )}
    </FormField>
  )
}

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
  // The times are the buyer's proposal (docs/api.md "Test drives"); the first is filled in, so that
  // phone and place are all a buyer must type.
  const slots = useSlotEntry()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Both checks at once, so that every mistake is named on the first Submit.
    const chosen = slots.check()
    void form.handleSubmit((values) => {
      if (!chosen) return
      createBooking.mutate(
        { ...values, slots: chosen, timeZone: browserTimeZone() },
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
          <ReadOnlyField label="Name" value={user.name} />
          <ReadOnlyField label="Email" value={user.email} type="email" />
        </div>
        <ReadOnlyField label="Price" value={formatPrice(car.resale_price)} />
        <FormInput
          form={form}
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="Phone Number"
        />
        <FormInput
          form={form}
          name="meeting_location"
          label="Meeting location"
          type="text"
          autoComplete="off"
          placeholder="Enter Meeting Location"
        />
        <SlotPicker legend="When could you come?" {...slots.picker} />
        <RequestError error={createBooking.error} />
        <div className="modal-action mt-2">
          <SubmitButton pending={createBooking.isPending} className="btn-block sm:btn-wide">
            Submit
          </SubmitButton>
        </div>
      </form>
    </ModalDialog>
  )
}
