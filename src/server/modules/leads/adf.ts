import { create } from 'xmlbuilder2'
import type { CrmLead } from './service'

type XMLBuilder = ReturnType<typeof create>

/** Who sends the lead: this marketplace, by name and its public address. */
export interface AdfProvider {
  name: string
  url: string
}

/**
 * Characters XML 1.0 cannot hold at all, not even escaped (C0 controls but tab, line feed and
 * carriage return; lone surrogates; U+FFFE and U+FFFF). A buyer's message could carry one, and
 * one such character makes a CRM's parser refuse the whole lead.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- finding control characters is its job
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const clean = (s: string) => s.replace(NOT_XML, '')

/** `<name>value</name>` under `parent`, or nothing when the value is unknown. */
function optional(parent: XMLBuilder, name: string, value: string | number | null | undefined) {
  if (value === null || value === undefined || value === '') return
  parent.ele(name).txt(clean(String(value)))
}

/**
 * A lead as ADF 1.0 XML ("Auto-lead Data Format", the car trade's lead e-mail that dealers'
 * CRMs read; docs/api.md "Leads"). Built as a document, so every value is escaped by the builder;
 * a value we do not know is left out rather than sent empty, since a CRM would store an empty
 * `<vin/>` as a VIN. The request date is ISO 8601 to the second, in UTC: some CRMs' parsers
 * refuse the milliseconds.
 */
export function adfXml({ lead, car, dealer, comment }: CrmLead, provider: AdfProvider): string {
  const doc = create({ version: '1.0' }).ins('adf', 'version="1.0"')
  const prospect = doc.ele('adf').ele('prospect', { status: 'new' })
  prospect.ele('id', { sequence: '1', source: provider.name }).txt(lead.id)
  prospect.ele('requestdate').txt(lead.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'))

  const vehicle = prospect.ele('vehicle', { interest: 'buy', status: 'used' })
  optional(vehicle, 'year', car.modelYear)
  optional(vehicle, 'make', car.make)
  optional(vehicle, 'model', car.model)
  optional(vehicle, 'vin', car.vin)
  optional(vehicle, 'stock', car.stockNumber)
  vehicle
    .ele('price', { type: 'asking', currency: 'USD' })
    .txt(String(Math.round(car.priceCents / 100)))

  const customer = prospect.ele('customer')
  const buyer = customer.ele('contact')
  buyer.ele('name', { part: 'full' }).txt(clean(lead.buyerName))
  optional(buyer, 'email', lead.buyerEmail)
  optional(buyer, 'phone', lead.buyerPhone)
  optional(customer, 'comments', comment)

  const vendor = prospect.ele('vendor')
  vendor.ele('vendorname').txt(clean(dealer.name))
  const desk = vendor.ele('contact')
  desk.ele('name', { part: 'full' }).txt(clean(dealer.name))
  optional(desk, 'phone', dealer.phone)
  const address = desk.ele('address')
  optional(address, 'city', dealer.city)
  optional(address, 'postalcode', dealer.postalCode)

  const from = prospect.ele('provider')
  from.ele('name', { part: 'full' }).txt(provider.name)
  from.ele('url').txt(provider.url)

  return doc.end({ prettyPrint: true })
}
