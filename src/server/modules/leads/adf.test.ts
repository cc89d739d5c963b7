import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { adfXml } from './adf'
import { readAdf } from './fixtures/read-adf'
import type { CrmLead } from './service'

const provider = { name: 'Wheelanes', url: 'https://wheelanes.example' }

/** A test-drive request on a dealer's car, every fact known. */
const lead: CrmLead = {
  lead: {
    id: '6f1c2b8e-4d3a-4e5f-9a7b-0c1d2e3f4a5b',
    dealerId: '0b7c4e52-5b8e-4d0c-8f3e-2a9d6c1b7e40',
    kind: 'test_drive',
    carId: '9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4',
    carName: '2019 Honda Civic EX',
    stockNumber: 'A1234',
    buyerId: 'user-zoe',
    buyerName: 'Zoë O’Hara',
    buyerEmail: 'zoe@example.com',
    buyerPhone: '+1 512 555 0142',
    status: 'new',
    assigneeId: null,
    createdAt: new Date('2026-11-27T15:04:05.678Z'),
    firstResponseAt: null,
    remindAt: new Date('2026-11-27T17:04:05.678Z'),
    remindedAt: null,
  },
  car: {
    carName: '2019 Honda Civic EX',
    modelYear: 2019,
    make: 'Honda',
    model: 'Civic',
    vin: '2HGFC2F59KH123456',
    stockNumber: 'A1234',
    priceCents: 1_849_950,
  },
  dealer: {
    name: 'Olive & Sons Motors',
    city: 'Austin',
    postalCode: '78701',
    phone: '+1 512 555 0100',
  },
  comment:
    'Could I drive it on Saturday 10:00 or Sunday 14:00? Is the price < $18,000 "negotiable"?',
  crmEmail: 'leads@olive.example',
}

describe('adfXml', () => {
  it('builds the ADF 1.0 document of the golden file, byte for byte', () => {
    const golden = readFileSync(new URL('./fixtures/lead.adf.xml', import.meta.url), 'utf8')
    expect(adfXml(lead, provider)).toBe(golden)
  })

  it('reads back, as a CRM would, with the lead’s fields', () => {
    const adf = readAdf(adfXml(lead, provider))
    expect(adf.instructions).toEqual(['adf version="1.0"'])
    expect(adf.attributes('')).toEqual({ status: 'new' })
    expect(adf.attributes('id')).toEqual({ sequence: '1', source: 'Wheelanes' })
    expect(adf.attributes('vehicle')).toEqual({ interest: 'buy', status: 'used' })
    expect(adf.attributes('vehicle/price')).toEqual({ type: 'asking', currency: 'USD' })
    expect(adf).toMatchObject({
      id: lead.lead.id,
      requestdate: '2026-11-27T15:04:05Z',
      year: '2019',
      make: 'Honda',
      model: 'Civic',
      vin: '2HGFC2F59KH123456',
      stock: 'A1234',
      // $18,499.50 in whole dollars.
      price: '18500',
      name: 'Zoë O’Hara',
      email: 'zoe@example.com',
      phone: '+1 512 555 0142',
      comments: lead.comment,
      vendorname: 'Olive & Sons Motors',
      vendorPhone: '+1 512 555 0100',
      city: 'Austin',
      postalcode: '78701',
      provider: 'Wheelanes',
      url: 'https://wheelanes.example',
    })
    expect(Date.parse(adf.requestdate!)).toBe(Date.parse('2026-11-27T15:04:05Z'))
  })

  it('leaves out what is not known rather than sending it empty', () => {
    const bare: CrmLead = {
      ...lead,
      lead: { ...lead.lead, kind: 'message', buyerEmail: null, buyerPhone: null },
      car: {
        ...lead.car,
        modelYear: null,
        make: null,
        model: null,
        vin: null,
        stockNumber: null,
      },
      dealer: { ...lead.dealer, phone: null },
      comment: '',
    }
    const adf = readAdf(adfXml(bare, provider))
    expect(adf.elements).toEqual([
      'id',
      'requestdate',
      'vehicle',
      'vehicle/price',
      'customer',
      'customer/contact',
      'customer/contact/name',
      'vendor',
      'vendor/vendorname',
      'vendor/contact',
      'vendor/contact/name',
      'vendor/contact/address',
      'vendor/contact/address/city',
      'vendor/contact/address/postalcode',
      'provider',
      'provider/name',
      'provider/url',
    ])
    expect(adf).toMatchObject({ price: '18500', name: 'Zoë O’Hara', vendorname: lead.dealer.name })
  })

  it('escapes what XML reserves and keeps any language, so every value reads back the same', () => {
    const words = 'Tom & Jerry\'s <b>"best"</b> offer ]]> — 5 000 € for the Škoda, 日本語 ok? 🚗'
    const odd: CrmLead = {
      ...lead,
      lead: { ...lead.lead, buyerName: 'Zoë "Z" <Ng> & Co’s', buyerEmail: 'zo&e@example.com' },
      car: { ...lead.car, make: 'Škoda', model: 'Octavia <RS>', stockNumber: 'A&B"1\'2' },
      dealer: { ...lead.dealer, name: 'Müller & Söhne <Autos>', city: 'São Paulo' },
      // A control character XML cannot hold at all is dropped, not sent to break the parser.
      comment: `${words}\u0001\u0000`,
    }
    const xml = adfXml(odd, provider)
    expect(xml).not.toContain('<b>')
    expect(xml).not.toContain('\u0001')
    expect(readAdf(xml)).toMatchObject({
      name: 'Zoë "Z" <Ng> & Co’s',
      email: 'zo&e@example.com',
      make: 'Škoda',
      model: 'Octavia <RS>',
      stock: 'A&B"1\'2',
      vendorname: 'Müller & Söhne <Autos>',
      city: 'São Paulo',
      comments: words,
    })
  })
})
