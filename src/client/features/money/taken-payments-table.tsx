import type { TakenPayment } from '#shared/money'
import { LocalTime } from '../../components/local-time'
import { StackedTable } from '../../components/stacked-table'
import { formatPrice } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'

type Props = {
  payments: TakenPayment[]
  onRefund: (payment: TakenPayment) => void
}

/** The latest taken payments: whose, how much, what is back already, and a refund on each. */
export function TakenPaymentsTable({ payments, onRefund }: Props) {
  return (
    <StackedTable
      caption="Taken payments"
      className="mt-3"
      columns={[
        'Car',
        { label: 'Amount', numeric: true },
        'Taken',
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
            {payment.refunded > 0 && (
              <span className="block text-sm font-normal text-base-content/70">
                {formatPrice(payment.refunded)} refunded
              </span>
            )}
          </td>
          <td data-label="Taken" className={`${t.cell} whitespace-nowrap`}>
            <LocalTime iso={payment.paidAt} withTime />
          </td>
          <td className={t.cell}>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => onRefund(payment)}
            >
              Refund<span className="sr-only"> the payment for {payment.carName}</span>
            </button>
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}
