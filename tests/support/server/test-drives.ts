import { sql } from 'drizzle-orm'
import { buildBooking, buildCar, buildCategory } from './builders'
import { forTheFile } from './file-app'
import { brokenBesidesBuilderPhotos } from './invariants'
import { testAppWithMail } from './mail-app'
import { signedInPeople } from './people'
import { signedInAdmin } from './sessions'

export const HOUR = 3_600_000
export const later = (ms: number) => new Date(Date.now() + ms)

export type Who = { token: string; user: { _id: string; email: string } }

/**
 * What a test drive API test file stands on: its app with mail (`testAppWithMail`), made
 * before its tests and closed after them, with a category and its people signed in (the
 * buyer Bea, the seller Sam, a stranger, Wes who asks through the API with none of the
 * builder's open requests counting against his limit, and an admin); the calls they make, and
 * test drives in the states the tests start from.
 */
export function testDrivesForFile() {
  const t = forTheFile(async () => {
    const app = await testAppWithMail()
    const category = (await buildCategory(app.db)).categoryId
    const [buyer, seller, stranger, walker] = await signedInPeople(app, [
      ['td-buyer@example.com', 'buyer', 'Bea'],
      ['td-seller@example.com', 'seller', 'Sam'],
      ['td-other@example.com', 'buyer', 'Olly'],
      ['td-walker@example.com', 'buyer', 'Wes'],
    ])
    const admin = await signedInAdmin(app, 'td-admin@example.com')
    return { ...app, category, buyer, seller, stranger, walker, admin }
  })

  const send = (
    who: Who,
    url: string,
    payload?: object,
    method: 'GET' | 'POST' | 'DELETE' = 'POST',
  ) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } })
  /** The booking as `who` (the buyer unless said) sees it. */
  const get = async (id: string, who: Who = t.buyer) =>
    (await send(who, `/api/bookings/${id}`, undefined, 'GET')).json()
  const newCar = () => buildCar(t.db, { sellerId: t.seller.user._id, categoryId: t.category })

  /** The data's invariants, but for the made-up photos of builder cars. */
  const consistent = () => brokenBesidesBuilderPhotos(t.db)

  /** Moves a booking's times as if they had passed (the API refuses times in the past). */
  const pastAppointment = (id: string) =>
    t.db.execute(
      sql`update bookings set appointment_at = now() - interval '1 hour' where id = ${id}`,
    )

  /** A test drive requested of the seller (built: the car stays for sale), its id. */
  const requested = async () => {
    const car = await newCar()
    const slots = [later(30 * HOUR)]
    return (await buildBooking(t.db, { carId: car.id, buyerId: t.buyer.user._id, slots })).id
  }
  const accepted = async () => {
    const id = await requested()
    const { slots } = await get(id)
    await send(t.seller, `/api/bookings/${id}/accept`, { at: slots[0] })
    return id
  }
  const acceptedAndPast = async () => {
    const id = await accepted()
    await pastAppointment(id)
    return id
  }
  /** The booking of `from`, moved on by the buyer or the seller with `move` (and its body). */
  const movedOn =
    (from: () => Promise<string>, who: 'buyer' | 'seller', move: string, body?: object) =>
    async () => {
      const id = await from()
      await send(who === 'buyer' ? t.buyer : t.seller, `/api/bookings/${id}/${move}`, body)
      return id
    }
  /** A test drive that took place, completed by the seller. */
  const completed = movedOn(acceptedAndPast, 'seller', 'complete', { outcome: 'completed' })

  return {
    t,
    send,
    get,
    newCar,
    consistent,
    pastAppointment,
    requested,
    accepted,
    acceptedAndPast,
    movedOn,
    completed,
  }
}
