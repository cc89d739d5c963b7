import type { ReactNode } from 'react'
import { attributeByKey, wordedFor } from '#shared/car-attribute-list'
import type { Car, Category } from '#shared/cars'
import { dealLabelText } from '#shared/deals'
import { CarSellerLink } from '../../components/car-seller-link'
import { formatAverage } from '../../components/stars'
import { detailAttributes, specOf, type DetailAttribute } from '../../lib/car-specs'
import { descriptionPreview } from '../../lib/description-preview'
import { formatPrice } from '../../lib/format-price'
import { placeOf } from '../../lib/place'
import { priceDrop } from '../../lib/price-drop'

/** One row of the table: what it is, and each car's value (null: the car does not say). */
export type CompareRow = { key: string; label: string; value: (car: Car) => ReactNode }

type DetailKey = DetailAttribute['key']
type ExtraKey = 'deal' | 'carCategory' | 'place' | 'seller' | 'description'
/**
 * Every attribute of the car's page, in the order buyers weigh them (price first). The car
 * page's own attributes are labelled and written as it writes them (car-specs.ts); a unit test
 * holds the list to all of them. The others are what its summary shows.
 */
export const rowOrder: (DetailKey | ExtraKey)[] = [
  'resale_price',
  'deal',
  'modelYear',
  'company',
  'model',
  'trim',
  'carCategory',
  'condition',
  'mileage',
  'fuelType',
  'milespergallon',
  'transmission',
  'drivetrain',
  'seats',
  'color',
  'place',
  'seller',
  'origin',
  'price',
  'years_of_used',
  'buyingyear',
  'vin',
  'description',
]
// Where the car page's words would mislead side by side: its "Price" is what the car cost new
// (its summary says "New price"), and buyers call the company the make.
const relabelled: Partial<Record<DetailKey, string>> = {
  resale_price: 'Price',
  price: 'New price',
  company: 'Make',
}

const byKey = new Map(detailAttributes.map((a) => [a.key, a]))

function attributeRow(key: DetailKey, cars: Car[]): CompareRow {
  const declared = byKey.get(key)!
  // Miles per gallon is MPGe for an electric car: the row says so when any car is one.
  const electric = cars.filter((c) => c.fuelType === 'Electric').length
  const worded = wordedFor(declared, 'Electric').label
  const label =
    electric === 0 || worded === declared.label
      ? declared.label
      : electric === cars.length
        ? worded
        : `${declared.label} (MPGe if electric)`
  return {
    key,
    label: relabelled[key] ?? label,
    value: (car) => specOf(declared, car)?.value ?? null,
  }
}

function DealCell({ car }: { car: Car }) {
  const deal = car.dealRating
  if (!deal) return 'Not rated'
  return (
    <>
      <span className="font-semibold">{dealLabelText[deal.label]}</span>
      <span className="block text-xs text-base-content/75">
        Expected {formatPrice(deal.expectedPrice)} from {deal.comparables} similar listings
      </span>
    </>
  )
}

function SellerCell({ car }: { car: Car }) {
  const rating = car.sellerRating
  return (
    <>
      <CarSellerLink car={car} className="link link-hover" />
      <span className="block text-xs text-base-content/75">
        {rating.average === null || rating.count === 0
          ? 'No reviews yet'
          : `★ ${formatAverage(rating.average)} (${rating.count})`}
      </span>
    </>
  )
}

function PriceCell({ car }: { car: Car }) {
  const drop = priceDrop(car)
  return (
    <>
      <span className="text-lg font-bold">{formatPrice(car.resale_price)}</span>
      {drop && (
        <span className="block text-xs font-semibold text-success">
          Price dropped {formatPrice(drop.amount)}
        </span>
      )}
    </>
  )
}

/** The table's rows for these cars; body types are named from the categories, once loaded. */
export function compareRows(cars: Car[], categories: Category[] | undefined): CompareRow[] {
  const bodyType = (car: Car) =>
    categories?.find((c) => c.category_id === car.carCategory)?.bodyType ?? car.carCategory
  const extra: Record<ExtraKey, Omit<CompareRow, 'key'>> = {
    deal: { label: 'Deal rating', value: (car) => <DealCell car={car} /> },
    carCategory: { label: attributeByKey.carCategory.label, value: bodyType },
    place: { label: 'Location', value: placeOf },
    seller: { label: 'Seller', value: (car) => <SellerCell car={car} /> },
    description: {
      label: attributeByKey.description.label,
      value: (car) => descriptionPreview(car.description),
    },
  }
  return rowOrder.map((key) => {
    if (key in extra) return { key, ...extra[key as ExtraKey] }
    const row = attributeRow(key as DetailKey, cars)
    return key === 'resale_price' ? { ...row, value: (car) => <PriceCell car={car} /> } : row
  })
}
