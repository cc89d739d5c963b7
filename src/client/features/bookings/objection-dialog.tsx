import { useObjectToHandover } from './api/object-to-handover'
import { MoveDialog, type MoveFormProps, type MoveProps } from './move-dialog'
import { ReasonForm } from './reason-form'

/**
 * The buyer says something is wrong with the handover: the money stays held and an admin takes
 * the case, so the buyer must say what (docs/api.md "Money held until the car changes hands").
 */
export function ObjectionDialog({ booking, onClose }: MoveProps) {
  return (
    <MoveDialog
      booking={booking}
      title={(b) => `Something wrong with ${b.car}?`}
      description="Your money stays held: the seller is not paid. An admin reads what you write and looks into it."
      onClose={onClose}
      form={ObjectionForm}
    />
  )
}

function ObjectionForm(props: MoveFormProps) {
  const object = useObjectToHandover()
  return (
    <ReasonForm
      {...props}
      label="What is wrong?"
      placeholder="For example: I never got the car, or it is not the car in the listing."
      required="Please say what is wrong, so an admin can help."
      call={object}
      cancelLabel="Go back"
      confirmLabel="Report the problem"
      done="Sent to an admin. Your money stays held."
    />
  )
}
