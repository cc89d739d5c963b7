import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cars } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { buildCategory, dealerCivic } from '../../../../tests/support/server/builders'
import { multipart } from '../../../../tests/support/server/images'
import { signedInConfirmed } from '../../../../tests/support/server/sessions'

/**
 * A dealer's drivetrain and seats columns (docs/dealer-import.md, issue 39): the spellings feeds
 * use read as the contract's drivetrains, a bad value is a refused row naming its line and
 * column, and the inventory PUT takes both fields as the form does.
 */
let t: Awaited<ReturnType<typeof testApp>>
let token: string
let dealerId: string
let calls = 0
const address = () => `10.39.${(++calls >> 8) & 255}.${calls & 255}`

beforeAll(async () => {
  t = await testApp()
  await buildCategory(t.db, { categoryId: 'suv', bodyType: 'SUV' })
  token = (await signedInConfirmed(t, 'drive-dealer@example.com')).token
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/dealers',
    payload: { name: 'Four Corners Auto', postalCode: '78704', city: 'Austin' },
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: address(),
  })
  expect(made.statusCode, made.body).toBe(201)
  dealerId = made.json()._id
})
afterAll(() => t?.close())

const upload = async (file: string, name: string) => {
  const type = name.endsWith('.xml') ? 'application/xml' : 'text/csv'
  const body = multipart('file', name, type, Buffer.from(file))
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/dealers/${dealerId}/imports`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    remoteAddress: address(),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { created: number; refused: { line: number; column: string }[] }
}
const stock = async () =>
  Object.fromEntries(
    (
      await t.db
        .select({ number: cars.stockNumber, drivetrain: cars.drivetrain, seats: cars.seats })
        .from(cars)
        .where(eq(cars.dealerId, dealerId))
    ).map((c) => [c.number, [c.drivetrain, c.seats]]),
  )

const header =
  'stock_number,make,model,year,body_type,mileage,price,condition,description,postal_code,city,drivetrain,seats'
const row = (number: string, drivetrain: string, seats: string) =>
  `${number},Toyota,4Runner,2019,suv,60000,29900,Good,Trail ready.,78704,Austin,${drivetrain},${seats}`

describe('stock files: drivetrain and seats', () => {
  it('reads the spellings feeds use, leaves blanks unknown, and refuses a bad value by its row', async () => {
    const file = [
      header,
      row('D1', '4x4', '7'), // line 2
      row('D2', 'front-wheel drive', '5'),
      row('D3', 'awd', ''),
      row('D4', 'Rear Wheel Drive', '2'),
      row('D5', '', ''),
      row('D6', 'six-wheel drive', '5'), // line 7: no such drivetrain
      row('D7', 'AWD', 'seven'), // line 8: seats not a number
      row('D8', '4WD', '22'), // line 9: too many seats
    ].join('\n')
    const report = await upload(file, 'stock.csv')
    expect(report.created).toBe(5)
    expect(report.refused).toEqual([
      {
        line: 7,
        column: 'drivetrain',
        reason: 'Drivetrain must be one of FWD, RWD, AWD, 4WD',
      },
      { line: 8, column: 'seats', reason: 'Seats must be a number' },
      { line: 9, column: 'seats', reason: 'Seats must be at most 15' },
    ])
    expect(await stock()).toEqual({
      D1: ['4WD', 7],
      D2: ['FWD', 5],
      D3: ['AWD', null],
      D4: ['RWD', 2],
      D5: [null, null],
    })
  })

  it('reads the XML elements as the CSV columns', async () => {
    const xml = `<?xml version="1.0"?><inventory><vehicle>
      <stock_number>X1</stock_number><make>Ford</make><model>Explorer</model><year>2018</year>
      <body_type>suv</body_type><mileage>70900</mileage><price>20900</price>
      <condition>Good</condition><description>Third row.</description>
      <postal_code>78704</postal_code><city>Austin</city>
      <drivetrain>All-Wheel Drive</drivetrain><seats>7</seats>
    </vehicle></inventory>`
    expect(await upload(xml, 'stock.xml')).toMatchObject({ created: 1, refused: [] })
    expect((await stock()).X1).toEqual(['AWD', 7])
  })

  it('the inventory PUT takes both, and refuses a bad seat count with the field named', async () => {
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/dealers/${dealerId}/inventory/P-1`,
        payload: { ...dealerCivic, carCategory: 'suv', ...body },
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: address(),
      })
    const made = await put({ drivetrain: 'FWD', seats: 5 })
    expect(made.statusCode, made.body).toBe(201)
    expect((await stock())['P-1']).toEqual(['FWD', 5])
    const bad = await put({ seats: 0 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().issues).toContainEqual({
      path: 'body.seats',
      message: 'Seats must be at least 1',
    })
    // A PUT is the whole car: leaving them out says they are not known.
    expect((await put({})).statusCode).toBe(200)
    expect((await stock())['P-1']).toEqual([null, null])
  })
})
