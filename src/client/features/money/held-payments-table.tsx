import type { HeldPayment } from '#shared/money'
import { LocalTime } from '../../components/local-time'
import { StackedTable } from '../../components/stacked-table'
import { formatPrice } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'

export type HeldMove = 'release' | 'capture'

type Props = {
  payments: HeldPayment[]
  onMove: (move: HeldMove, payment: HeldPayment) => void
}

/**
 * The held payments, the soonest to run out first: whose, how much, until when, how the handover
 * stands (an objection in red), and the admin's two moves on each.
 */
export function HeldPaymentsTable({ payments, onMove }: Props) {
  return (
    <StackedTable
      caption="Held payments"
      className="mt-3"
      columns={[
        'Car',
        { label: 'Amount', numeric: true },
        'Held until',
        'Handover',
        { label: 'Actions', visuallyHidden: true },
      ]}
    >
      {payments.map((payment) => (
        <tr key={payment.booking_id} className={`${t.row} align-top`}>
          <th scope="row" className={`${t.titleCell} ${t.text} min-w-44 font-normal`}>
            <span className="block font-semibold">{payment.carName}</span>
            <span className="block text-sm text-base-content/70">Buyer: {payment.buyer}</span>
          </th>
          <td
            data-label="Amount"
            className={`${t.cell} font-semibold tabular-nums @4xl:text-right`}
          >
            {formatPrice(payment.amount)}
          </td>
          <td data-label="Held until" className={`${t.cell} whitespace-nowrap`}>
            <LocalTime iso={payment.heldUntil} withTime />
          </td>
          <td data-label="Handover" className={`${t.cell} min-w-48 text-sm`}>
            <Handover payment={payment} />
          </td>
          <td className={t.cell}>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => onMove('release', payment)}
              >
                Release<span className="sr-only"> the payment for {payment.carName}</span>
              </button>
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm"
                onClick={() => onMove('capture', payment)}
              >
                Capture<span className="sr-only"> the payment for {payment.carName}</span>
              </button>
            </div>
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}

function Handover({ payment }: { payment: HeldPayment }) {
  if (!payment.handoverAt) return <p className="text-base-content/70">Not handed over yet</p>
  return (
    <div className="min-w-0">
      <p>
        Handed over <LocalTime iso={payment.handoverAt} withTime />
      </p>
      {payment.objection && (
        <p className="mt-1 wrap-anywhere text-error">
          <span className="font-semibold">The buyer objects:</span> “{payment.objection}”
        </p>
      )}
    </div>
  )
}
