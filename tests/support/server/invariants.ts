import { readdir } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { DEAL_MIN_COMPARABLES, DEAL_SCOPES } from '#shared/deals'
import { IMAGE_WIDTHS } from '#shared/images'
import { leadKinds, leadStatuses } from '#shared/leads'
import type { Db } from '../../../src/server/db/client'

/** Runs one SQL statement and answers its rows: the app's database, a pg client, a PGlite. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>

const drizzleQuery =
  (db: Db): Query =>
  async (text) => {
    const result = (await db.execute(sql.raw(text))) as unknown as {
      rows?: Record<string, unknown>[]
    }
    return result.rows ?? (result as unknown as Record<string, unknown>[])
  }

/**
 * What must hold in the database and the photo store (when `mediaDir` is given) whatever
 * clients sent, after API tests and after process crashes alike. Each entry names the rows or
 * files that break a rule; all empty means the data is consistent.
 *
 * "Orphaned image": a stored photo folder with no upload record (bytes written for a refused or
 * failed upload), an upload record whose files are missing, a half-written `.tmp` file, or a
 * listing photo that is not one of its own seller's uploads. An uploaded photo that no listing
 * uses yet is a draft (the seller may still be filling in the form), not an orphan: a day later
 * the sweep deletes it (modules/uploads).
 */
export async function brokenInvariants(database: Db | Query, mediaDir?: string) {
  const query = typeof database === 'function' ? database : drizzleQuery(database)
  const broken: Record<string, unknown[]> = {}
  const check = async (name: string, text: string) => {
    const found = await query(text)
    if (found.length > 0) broken[name] = found
  }

  await check(
    'e-mail marked sent with an error, or without an address',
    `select id from outbox where (sent_at is not null and error is not null) or to_address = ''`,
  )
  await check(
    'deleted person still reachable or holding something of their own',
    `select u.id from users u where u.deleted_at is not null and (
        exists (select 1 from sessions s where s.user_id = u.id)
        or exists (select 1 from accounts a where a.user_id = u.id)
        or exists (select 1 from notifications n where n.user_id = u.id)
        or exists (select 1 from wishlist w where w.user_id = u.id)
        or exists (select 1 from bookings b where b.buyer_id = u.id
          and ((b.status in ('requested', 'accepted') and b.payment in ('pending', 'released'))
            or b.payment = 'held' or b.phone <> '' or b.buyer_email <> ''
            or b.buyer_name <> 'Deleted account'))
        or exists (select 1 from cars c where c.seller_id = u.id and c.status = 'Active'))`,
  )
  await check(
    'suspended person signed in, or their listing for sale (modules/moderation)',
    `select u.id from users u where u.suspended_at is not null and (
        exists (select 1 from sessions s where s.user_id = u.id)
        or exists (select 1 from cars c where c.seller_id = u.id and c.status = 'Active'))`,
  )
  await check(
    'Hidden car that nothing hides, or a hidden or held car for sale (modules/moderation, trust)',
    `select c.id from cars c join users u on u.id = c.seller_id
        where (c.status = 'Hidden' and not c.hidden and c.review is null and u.suspended_at is null
            and u.deleted_at is null and not c.withdrawn and cardinality(c.images) > 0)
          or (c.status = 'Active' and (c.hidden or c.review is not null or u.deleted_at is not null))`,
  )
  await check(
    // The public lists (catalogue) show Active cars only: a withdrawn car is on none of them.
    'withdrawn dealer car for sale, or a withdrawn car of no dealer (modules/dealers)',
    `select c.id from cars c
        where c.withdrawn and (c.status = 'Active' or c.dealer_id is null or c.stock_number is null)`,
  )
  await check(
    'listed VIN without its mileage reading (modules/trust)',
    `select c.id from cars c where c.vin is not null and not exists (
        select 1 from vin_readings v where v.car_id = c.id and v.vin = c.vin)`,
  )
  await check(
    'report resolved without its action, or open with one',
    `select id from reports where (resolved_at is null) <> (action is null)`,
  )
  await check(
    'deal rating without enough comparables or its scope, or missing with enough (modules/deals)',
    `select id, deal_expected_cents, deal_comparables, deal_scope from cars
        where (deal_expected_cents is null) <> (deal_comparables < ${DEAL_MIN_COMPARABLES})
          or (deal_expected_cents is null) <> (deal_scope is null)
          or deal_scope not in (${DEAL_SCOPES.map((s) => `'${s}'`).join(', ')})
          or deal_expected_cents <= 0 or deal_comparables < 0`,
  )
  await check(
    'car with two held or taken payments, or a buyer with two open requests for one car',
    `select car_id, count(*) from bookings where payment in ('held', 'paid', 'refunded')
        and car_id is not null group by car_id having count(*) > 1
     union all select car_id, count(*) from bookings where status in ('requested', 'accepted')
        and car_id is not null group by car_id, buyer_id having count(*) > 1`,
  )
  await check(
    'booking whose fields disagree with its status',
    `select id, status from bookings where
          (status = 'accepted' and appointment_at is null)
       or ((status = 'requested') <> (awaiting is not null))
       or (status = 'requested' and payment = 'pending' and answer_by is null)
       or (status not in ('requested', 'accepted') and answer_by is not null)
       or cardinality(slots) > 3
       or (payment in ('paid', 'refunded') and (paid_at is null or closed_at is null))
       or ((payment = 'held') <> (held_until is not null))
       or (payment = 'held' and held_at is null)
       or (handover_at is not null and payment = 'pending')
       or (payment = 'refunded' and refunded_cents <> amount_cents)
       or (payment not in ('paid', 'refunded') and refunded_cents <> 0)
       or (status = 'completed' and closed_at is null)
       or jsonb_array_length(history) = 0 or history->0->>'status' <> 'requested'`,
  )
  await check(
    'kept rating differs from the published reviews',
    `select u.id, u.rating_sum, u.rating_count from users u
        left join (select subject_id, sum(rating)::int as s, count(*)::int as n from reviews
          where published_at is not null group by subject_id) r on r.subject_id = u.id
        where u.rating_sum <> coalesce(r.s, 0) or u.rating_count <> coalesce(r.n, 0)`,
  )
  await check(
    'review of a test drive that did not end well, or not by one of its sides',
    `select r.id from reviews r join bookings b on b.id = r.booking_id
        left join cars c on c.id = b.car_id
        where not (b.status = 'completed' or b.payment = 'paid')
           or (r.side = 'buyer' and (r.author_id <> b.buyer_id or r.subject_id <> coalesce(c.seller_id, r.subject_id)))
           or (r.side = 'seller' and (r.subject_id <> b.buyer_id or r.author_id <> coalesce(c.seller_id, r.author_id)))
           or (r.published_at is null and exists (select 1 from reviews o
                where o.booking_id = r.booking_id and o.id <> r.id))`,
  )
  await check(
    'message by someone outside its conversation, or a conversation with itself',
    // On a dealer's car the dealer's people write for the seller's side (messages/sides.ts);
    // one who has left the dealer keeps their messages, so any sender but the buyer may be one.
    `select m.id from messages m join conversations c on c.id = m.conversation_id
        where m.sender_id not in (c.buyer_id, c.seller_id)
          and not exists (select 1 from cars where cars.id = c.car_id and cars.dealer_id is not null)
     union all select c.id from conversations c where c.buyer_id = c.seller_id`,
  )
  await check(
    'a deleted person still blocking or blocked, with a saved search, or an e-mail about messages due to them',
    `select b.blocker_id from blocks b join users u on u.id in (b.blocker_id, b.blocked_id)
        where u.deleted_at is not null
     union all select c.id::text from conversations c join users u
        on (u.id = c.buyer_id and c.buyer_email_due_at is not null)
        or (u.id = c.seller_id and c.seller_email_due_at is not null)
        where u.deleted_at is not null
     union all select s.id::text from saved_searches s join users u on u.id = s.user_id
        where u.deleted_at is not null`,
  )
  await check(
    'negative or zero amount',
    `select 'booking' as kind, id::text from bookings where amount_cents <= 0
        union all select 'payment', id::text from payments where amount_cents <= 0
        union all select 'car', id::text from cars where price_cents <= 0 or resale_price_cents <= 0`,
  )
  // A dealer's cars are sold by its owner (payouts and bookings go to them: modules/dealers).
  await check(
    "dealer car whose seller is not its dealer's owner, or a dealer without exactly one owner",
    `select c.id::text from cars c where c.dealer_id is not null and not exists
        (select 1 from dealer_members m where m.dealer_id = c.dealer_id
           and m.user_id = c.seller_id and m.role = 'owner')
     union all select d.id::text from dealers d
        where (select count(*) from dealer_members m
               where m.dealer_id = d.id and m.role = 'owner') <> 1`,
  )
  await checkLeads(check)
  // A dealer car's photos by URL (modules/dealers/photos.ts): a stored one names its upload,
  // at most 40 a car, and once none waits the car shows every stored one.
  await check(
    'dealer photo stored without its upload, past the 40th, or missing from its car',
    `select f.car_id::text from photo_fetches f
        where (f.status = 'stored') <> (f.upload_key is not null) or f.position >= 40
     union all select f.car_id::text from photo_fetches f join cars c on c.id = f.car_id
        where f.status = 'stored'
          and not exists (select 1 from photo_fetches w
                          where w.car_id = f.car_id and w.status = 'waiting')
          and not ('/media/' || f.upload_key || '/800.webp' = any(c.images))`,
  )
  // A payment started before the price changed keeps its old amount until it is started
  // again; money held or taken is always for the booking's price.
  await check(
    'held or taken payment for another amount than its booking',
    `select p.id from payments p join bookings b on b.id = p.booking_id
        where p.amount_cents <> b.amount_cents and b.payment in ('held', 'paid', 'refunded')`,
  )
  await check(
    "open booking's price differs from its car's asking price without an accepted offer (modules/offers)",
    `select b.id from bookings b join cars c on c.id = b.car_id
        left join offers o on o.id = b.offer_id and o.status = 'accepted'
          and o.buyer_id = b.buyer_id and o.car_id = b.car_id
        where b.payment = 'pending' and b.status in ('requested', 'accepted')
          and b.amount_cents <> coalesce(o.amount_cents, c.resale_price_cents)`,
  )
  await check(
    'offer whose fields disagree with its status, or two open offers of a buyer on a car',
    `select id from offers where round <> jsonb_array_length(history)
        or amount_cents <> (history->-1->>'cents')::int
        or (status = 'pending' and (awaiting is null or expires_at is null
          or awaiting::text = history->-1->>'by'))
        or (status <> 'pending' and (awaiting is not null or expires_at is not null))
        or buyer_id = seller_id
     union all select min(id::text)::uuid from offers where status = 'pending'
        group by car_id, buyer_id having count(*) > 1`,
  )
  await check(
    'held or taken payment without its payment record',
    `select b.id from bookings b where b.payment in ('held', 'paid', 'refunded') and not exists
        (select 1 from payments p where p.booking_id = b.id)`,
  )
  // A car is Booked exactly while a payment is held for it, Sold once one is taken.
  await check(
    'car status disagrees with its payments',
    `select c.id, c.status from cars c where
          (c.status in ('Active', 'Hidden') and exists (select 1 from bookings b
             where b.car_id = c.id and b.payment in ('held', 'paid', 'refunded')))
       or (c.status = 'Booked' and not exists (select 1 from bookings b
             where b.car_id = c.id and b.payment = 'held'))
       or (c.status = 'Sold' and not exists (select 1 from bookings b
             where b.car_id = c.id and b.payment in ('paid', 'refunded')))`,
  )
  await checkLedger(check)
  await check(
    'kept count of Active cars differs from the cars',
    `select coalesce(k.category_id, a.category_id) as category_id, k.cars as kept, a.cars
        from active_car_counts k full join (select category_id, count(*)::int as cars
          from cars where status = 'Active' group by category_id) a using (category_id)
        where coalesce(k.cars, 0) <> coalesce(a.cars, 0)`,
  )
  await check(
    "listing photo that is not its seller's upload",
    `select c.id, img from cars c, unnest(c.images) as img where not exists
        (select 1 from uploads u where u.owner_id = c.seller_id
           and img = '/media/' || u.key || '/800.webp')`,
  )
  // A listing attaches its photos in its own transaction; one left unattached would be
  // deleted by the sweep of unused photos a day later (modules/uploads).
  await check(
    'listing photo whose upload is not marked attached',
    `select c.id, u.key from cars c cross join unnest(c.images) as img
        join uploads u on img = '/media/' || u.key || '/800.webp'
        where u.attached_at is null`,
  )

  if (mediaDir === undefined) return broken
  const uploads = new Set((await query(`select key from uploads`)).map((r) => String(r.key)))
  const folders = await readdir(mediaDir).catch(() => [] as string[])
  const stray = folders.filter((f) => !uploads.has(f))
  if (stray.length > 0) broken['stored photo without an upload record'] = stray
  const incomplete: string[] = []
  for (const key of uploads) {
    const files = await readdir(`${mediaDir}/${key}`).catch(() => [] as string[])
    // The smallest and largest widths are stored with the photo; a fetched photo's others are
    // made from the largest on their first request (uploads/images.ts `processImage`).
    const want = [Math.min(...IMAGE_WIDTHS), Math.max(...IMAGE_WIDTHS)].map((w) => `${w}.webp`)
    // An AVIF copy is optional and made in the background (uploads/avif.ts): one being
    // written is not a partial photo.
    if (want.some((f) => !files.includes(f)) || files.some((f) => f.endsWith('.webp.tmp'))) {
      incomplete.push(key)
    }
  }
  if (incomplete.length > 0) broken['upload record with missing or partial files'] = incomplete
  return broken
}

type Check = (name: string, text: string) => Promise<void>

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ')

/**
 * Leads (modules/leads, docs/api.md "Leads"). A car may leave its dealer or be deleted, and a
 * member may leave while leads stay assigned to them, so only what stays true through those is
 * asked.
 */
async function checkLeads(check: Check) {
  // A first message gives no e-mail or phone; only a booking, an offer or a payment may.
  await check(
    'lead whose fields disagree: kind, status, buyer, times, or contact details of a message',
    `select id from leads where kind not in (${sqlList(leadKinds)})
        or status not in (${sqlList(leadStatuses)})
        or btrim(buyer_name) = '' or btrim(car_name) = ''
        or first_response_at < created_at or reminded_at < created_at
        or (kind = 'message' and (buyer_email is not null or buyer_phone is not null))`,
  )
  // A car only ever joins a dealer (its seller makes one); its leads are that dealer's.
  await check(
    "lead filed under another dealer than its car's",
    `select l.id from leads l join cars c on c.id = l.car_id
        where c.dealer_id is not null and c.dealer_id <> l.dealer_id`,
  )
  // A deleted buyer's leads keep the action, not who they were (users service, forgetBuyer).
  await check(
    'lead still naming a deleted buyer, or a forgotten buyer’s contact details',
    `select l.id from leads l join users u on u.id = l.buyer_id where u.deleted_at is not null
     union all select id from leads
        where buyer_id is null and (buyer_email is not null or buyer_phone is not null)`,
  )
}

/**
 * The money's rules (modules/money): the ledger is double entry and agrees, booking by
 * booking, with where the booking says the money is and with its payout.
 */
async function checkLedger(check: Check) {
  const sums = `(select booking_id,
      sum(amount_cents) as total,
      coalesce(sum(amount_cents) filter (where account = 'held'), 0) as held,
      coalesce(sum(amount_cents) filter (where account = 'buyer'), 0) as buyer,
      coalesce(sum(amount_cents) filter (where movement = 'capture' and account = 'platform'), 0) as captured,
      coalesce(sum(amount_cents) filter (where account = 'platform'), 0) as platform,
      coalesce(sum(amount_cents) filter (where account = 'fees'), 0) as fees,
      coalesce(sum(amount_cents) filter (where account like 'seller:%'), 0) as seller
    from ledger_entries group by booking_id)`
  await check(
    'booking whose ledger entries do not sum to zero',
    `select booking_id, sum(amount_cents) from ledger_entries group by booking_id
        having sum(amount_cents) <> 0`,
  )
  await check(
    'ledger disagrees with where the booking says the money is',
    `select b.id, b.payment, l.held, l.buyer, l.captured from bookings b left join ${sums} l
        on l.booking_id = b.id
        where coalesce(l.held, 0) <> case when b.payment = 'held' then b.amount_cents else 0 end
          or coalesce(l.buyer, 0) <> case when b.payment in ('held', 'paid', 'refunded')
               then b.refunded_cents - b.amount_cents else 0 end
          or coalesce(l.captured, 0) <> case when b.payment in ('paid', 'refunded')
               then b.amount_cents else 0 end`,
  )
  await check(
    'taken payment whose payout is missing, or a payout the ledger disagrees with',
    `select b.id from bookings b where b.payment in ('paid', 'refunded') and b.seller_id is not null
        and not exists (select 1 from payouts p where p.booking_id = b.id)
     union all select b.id from bookings b join payouts p on p.booking_id = b.id
        left join ${sums} l on l.booking_id = b.id
        where coalesce(l.platform, 0) <> case when p.status = 'queued' then p.amount_cents else 0 end
          or coalesce(l.fees, 0) <> p.fee_cents
          or coalesce(l.seller, 0) <> case when p.status = 'sent'
               then b.amount_cents - b.refunded_cents - p.fee_cents else 0 end
          or (p.status = 'queued' and p.amount_cents <> b.amount_cents - b.refunded_cents - p.fee_cents)`,
  )
  await check(
    'money held longer than a card authorisation lasts',
    `select id from bookings where payment = 'held' and held_at < now() - interval '7 days'`,
  )
}

/**
 * `brokenInvariants` but for the photos of builder cars: `buildCar` names photos nobody
 * uploaded, so "listing photo that is not its seller's upload" is what such a test expects.
 */
export async function brokenBesidesBuilderPhotos(db: Db) {
  const { "listing photo that is not its seller's upload": _, ...rest } = await brokenInvariants(db)
  return rest
}
