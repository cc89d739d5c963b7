import { Link } from 'react-router'
import type { PaymentState } from '#shared/bookings'
import type { PayoutState, SellerSale } from '#shared/money'
import { LocalTime } from '../../components/local-time'
import { StackedTable } from '../../components/stacked-table'
import { StatusBadge, type StatusLook } from '../../components/status-badge'
import { formatPrice } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'
import { paths } from '#shared/paths'

/** The buyer's money, in the seller's terms. */
const paymentWords: Record<PaymentState, StatusLook> = {
  pending: { label: 'Not paid', className: 'badge-ghost' },
  held: { label: 'Held until handover', className: 'badge-info' },
  paid: { label: 'Paid', className: 'badge-success' },
  released: { label: 'Released to the buyer', className: 'badge-ghost' },
  refunded: { label: 'Refunded to the buyer', className: 'badge-ghost' },
}
const payoutWords: Record<PayoutState, string> = {
  none: 'Not yet',
  queued: 'On its way',
  paid: 'Paid out',
}

const numeric = `${t.cell} tabular-nums @4xl:text-right`

/** One row per sale: what the buyer paid, the fee, what the seller gets, and where it is. */
export function SellerSalesTable({ sales }: { sales: SellerSale[] }) {
  return (
    <StackedTable
      caption="Your sales"
      className="mt-3"
      columns={[
        'Car',
        { label: 'Amount', numeric: true },
        { label: 'Fee', numeric: true },
        { label: 'You get', numeric: true },
        'Payment',
        'Payout',
        'Date',
      ]}
    >
      {sales.map((sale) => (
        <tr key={sale.booking_id} className={t.row}>
          <th scope="row" className={`${t.titleCell} ${t.text} min-w-44 font-semibold`}>
            {sale.car._id ? (
              <Link to={paths.car.to(sale.car._id)} className="link link-hover">
                {sale.car.carName}
              </Link>
            ) : (
              sale.car.carName
            )}
          </th>
          <td data-label="Amount" className={numeric}>
            {formatPrice(sale.amount)}
          </td>
          <td data-label="Fee" className={numeric}>
            {formatPrice(sale.fee)}
          </td>
          <td data-label="You get" className={`${numeric} font-semibold`}>
            {formatPrice(sale.net)}
          </td>
          <td data-label="Payment" className={t.cell}>
            <StatusBadge look={paymentWords[sale.payment]} />
          </td>
          <td data-label="Payout" className={`${t.cell} whitespace-nowrap`}>
            {payoutWords[sale.payout]}
          </td>
          <td data-label="Date" className={`${t.cell} whitespace-nowrap`}>
            <LocalTime iso={sale.at} />
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}
