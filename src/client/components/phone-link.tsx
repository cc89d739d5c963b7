/** A phone number as it was written, linked for dialling: the link keeps its digits and a +. */
export function PhoneLink({ phone, className }: { phone: string; className: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={className}>
      {phone}
    </a>
  )
}
