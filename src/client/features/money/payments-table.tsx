import type { ReactNode } from 'react'
import type { HeldPayment, TakenPayment } from '#shared/money'
import { LocalTime } from '../../components/local-time'
import { StackedTable } from '../../components/stacked-table'
import { formatPrice } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'

type Payment = { booking_id: string; carName: string; buyer: string; amount: number }

type Props<P extends Payment> = {
  caption: string
  payments: P[]
  /** Under the amount: what is back already. */
  amountNote?: (payment: P) => ReactNode
  /** The columns between the amount and the moves. */
  columns: { label: string; className: string; cell: (payment: P) => ReactNode }[]
  /** The admin's moves on each payment: a button each, named with the car for screen readers. */
  moves: { label: string; className: string; onClick: (payment: P) => void }[]
}

/** The admin's payments: the car and its buyer, the amount, the table's own columns, the moves. */
function PaymentsTable<P extends Payment>({
  caption,
  payments,
  amountNote,
  columns,
  moves,
}: Props<P>) {
  return (
    <StackedTable
      caption={caption}
      className="mt-3"
      columns={[
        'Car',
        { label: 'Amount', numeric: true },
        ...columns.map((column) => column.label),
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
            {amountNote?.(payment)}
          </td>
          {columns.map(({ label, className, cell }) => (
            <td key={label} data-label={label} className={`${t.cell} ${className}`}>
              {cell(payment)}
            </td>
          ))}
          <td className={t.cell}>
            <div className="flex flex-wrap gap-2">
              {moves.map(({ label, className, onClick }) => (
                <button
                  key={label}
                  type="button"
                  className={`btn btn-outline btn-sm ${className}`}
                  onClick={() => onClick(payment)}
                >
                  {label}
                  <span className="sr-only"> the payment for {payment.carName}</span>
                </button>
              ))}
            </div>
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}

export type HeldMove = 'release' | 'capture'

/**
 * The held payments, the soonest to run out first: whose, how much, until when, how the handover
 * stands (an objection in red), and the admin's two moves on each.
 */
export function HeldPaymentsTable({
  payments,
  onMove,
}: {
  payments: HeldPayment[]
  onMove: (move: HeldMove, payment: HeldPayment) => void
}) {
  return (
    <PaymentsTable
      caption="Held payments"
      payments={payments}
      columns={[
        {
          label: 'Held until',
          className: 'whitespace-nowrap',
          cell: (payment) => <LocalTime iso={payment.heldUntil} withTime />,
        },
        {
          label: 'Handover',
          className: 'min-w-48 text-sm',
          cell: (payment) => <Handover payment={payment} />,
        },
      ]}
      moves={[
        { label: 'Release', className: '', onClick: (payment) => onMove('release', payment) },
        {
          label: 'Capture',
          className: 'btn-error',
          onClick: (payment) => onMove('capture', payment),
        },
      ]}
    />
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

/** The latest taken payments: whose, how much, what is back already, and a refund on each. */
export function TakenPaymentsTable({
  payments,
  onRefund,
}: {
  payments: TakenPayment[]
  onRefund: (payment: TakenPayment) => void
}) {
  return (
    <PaymentsTable
      caption="Taken payments"
      payments={payments}
      amountNote={(payment) =>
        payment.refunded > 0 && (
          <span className="block text-sm font-normal text-base-content/70">
            {formatPrice(payment.refunded)} refunded
          </span>
        )
      }
      columns={[
        {
          label: 'Taken',
          className: 'whitespace-nowrap',
          cell: (payment) => <LocalTime iso={payment.paidAt} withTime />,
        },
      ]}
      moves={[{ label: 'Refund', className: '', onClick: onRefund }]}
    />
  )
}
