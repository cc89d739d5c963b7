import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  doublePrecision,
  customType,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  smallint,
  pgTable,
  primaryKey,
  type ReferenceConfig,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  bookingStatuses,
  paymentStates,
  sides,
  type HistoryEntry,
  type Side,
} from '#shared/bookings'
import { OFFER_ROUNDS, offerStatuses } from '#shared/offers'
import { leadKinds, leadStatuses } from '#shared/leads'
import type { OpeningHours } from '#shared/opening-hours'
import { carStatuses, conditions, drivetrains, fuelTypes, transmissions } from '#shared/cars'
import { reportActions, caseReasons, caseTargets, type AuditAction } from '#shared/moderation'

/** A moment, kept with its time zone, as every time in this schema is. */
const timestamptz = (name: string) => timestamp(name, { withTimezone: true })
/** When the row was written. */
const createdAt = () => timestamptz('created_at').notNull().defaultNow()
/** When the row last changed; the code that changes it sets it. */
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow()
/** A row's own id, a random UUID the database makes. */
const uuidId = () => uuid('id').primaryKey().defaultRandom()
/** A person's id (`users.id`, which sign-in makes as text); cascading where the row is theirs. */
const personId = (name: string, actions?: ReferenceConfig['actions']) =>
  text(name)
    .notNull()
    .references(() => users.id, actions)

export const roleEnum = pgEnum('user_role', ['buyer', 'seller', 'admin'])
export const conditionEnum = pgEnum('car_condition', conditions)
export const carStatusEnum = pgEnum('car_status', carStatuses)
export const fuelTypeEnum = pgEnum('fuel_type', fuelTypes)
export const transmissionEnum = pgEnum('transmission', transmissions)
export const drivetrainEnum = pgEnum('drivetrain', drivetrains)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
/** A car's own words, weight A of its search: what people search it by and its typos are fixed to. */
const titleWords = `name || ' ' || company || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(trim, '') || ' ' || coalesce(model_year::text, '') || ' ' || category_id || case when category_id = 'pickup' then ' truck' else '' end`

/** Shaped for the auth library's user model (text id, emailVerified, image) plus our role. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: roleEnum('role').notNull().default('buyer'),
    /** Demo accounts cannot sign in when NODE_ENV=production. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** E-mails the person wants, per kind (GET /api/account); in the app they are always told. */
    emailBookings: boolean('email_bookings').notNull().default(true),
    emailMessages: boolean('email_messages').notNull().default(true),
    emailAlerts: boolean('email_alerts').notNull().default(true),
    /** The person's published reviews, kept summed by the reviews service: a rating per car read. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Set when an admin deletes the user: the row stays so paid bookings keep their buyer. */
    deletedAt: timestamptz('deleted_at'),
    /** Set while an admin has suspended the person: no sign-in, their listings hidden. */
    suspendedAt: timestamptz('suspended_at'),
    /** What the admin told them. */
    suspensionNote: text('suspension_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin's people list: one role, oldest first, in pages.
  (t) => [
    index('users_by_role')
      .on(t.role, t.createdAt, t.email)
      .where(sql`deleted_at is null`),
  ],
)

// The auth library's session, account and verification models, in its field names.
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: personId('user_id', { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_by_user').on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: personId('user_id', { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_by_user').on(t.userId)],
)

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const categories = pgTable('categories', {
  id: uuidId(),
  categoryId: text('category_id').notNull().unique(),
  bodyType: text('body_type').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
})

/**
 * Dealer organisations (docs/api.md "Dealers", modules/dealers): a business selling many cars
 * through several people. The seller who creates one is its owner; their cars become the dealer's.
 */
export const dealerRoleEnum = pgEnum('dealer_role', ['owner', 'manager', 'sales'])

export const dealers = pgTable('dealers', {
  id: uuidId(),
  name: text('name').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  phone: text('phone'),
  licenceNumber: text('licence_number'),
  /** Where each new lead goes as ADF XML (issue 38); null: none sent. */
  crmEmail: text('crm_email'),
  /** When its people answer buyers (issue 38's reminders); null: any time. */
  openingHours: jsonb('opening_hours').$type<OpeningHours>(),
  /** An admin checked its licence (POST /api/admin/dealers/{id}/verify). */
  verifiedAt: timestamptz('verified_at'),
  verifiedNote: text('verified_note'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** Who works for a dealer, and as what; a person belongs to one dealer at most. */
export const dealerMembers = pgTable(
  'dealer_members',
  {
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    userId: personId('user_id', { onDelete: 'cascade' }),
    role: dealerRoleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.dealerId, t.userId] }),
    uniqueIndex('dealer_members_one_dealer').on(t.userId),
  ],
)

/**
 * A buyer's action on a dealer's car, for the dealer's people to follow up (docs/api.md "Leads").
 * It keeps the car's name and stock number and the buyer's name, and their e-mail and phone only
 * where they gave them in that action.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuidId(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: leadKinds }).notNull(),
    carId: uuid('car_id').references((): AnyPgColumn => cars.id, { onDelete: 'set null' }),
    carName: text('car_name').notNull(),
    stockNumber: text('stock_number'),
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email'),
    buyerPhone: text('buyer_phone'),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The first answer by any of the dealer's people (a reply, a proposal, an offer answer). */
    firstResponseAt: timestamptz('first_response_at'),
    /** When the assignee (or the owner) is reminded if nobody has answered by then. */
    remindAt: timestamptz('remind_at').notNull(),
    remindedAt: timestamptz('reminded_at'),
  },
  (t) => [
    index('leads_by_dealer').on(t.dealerId, t.createdAt.desc()),
    // A member's answer marks the unanswered leads of that car and buyer.
    index('leads_unanswered')
      .on(t.carId, t.buyerId)
      .where(sql`first_response_at is null`),
    // The reminders' sweep.
    index('leads_to_remind')
      .on(t.remindAt)
      .where(sql`first_response_at is null and reminded_at is null`),
  ],
)

/** An invitation by e-mail; only the token's hash is kept. */
export const dealerInvites = pgTable(
  'dealer_invites',
  {
    id: uuidId(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: dealerRoleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: personId('invited_by'),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('dealer_invites_by_dealer').on(t.dealerId, t.createdAt)],
)

/** A dealer's API keys: shown once, kept as a SHA-256 hash, revocable. */
export const dealerApiKeys = pgTable(
  'dealer_api_keys',
  {
    id: uuidId(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** The key's first characters, to tell keys apart in a list. */
    prefix: text('prefix').notNull(),
    createdBy: personId('created_by'),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('dealer_api_keys_by_dealer').on(t.dealerId, t.createdAt)],
)

export const feedFormatEnum = pgEnum('feed_format', ['csv', 'xml'])

/** An inventory feed: a file the dealer's provider publishes, fetched on a schedule. */
export const dealerFeeds = pgTable(
  'dealer_feeds',
  {
    id: uuidId(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    format: feedFormatEnum('format').notNull(),
    /** Minutes between runs. */
    everyMinutes: integer('every_minutes').notNull(),
    nextRunAt: timestamptz('next_run_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('dealer_feeds_by_dealer').on(t.dealerId),
    index('dealer_feeds_due').on(t.nextRunAt),
  ],
)

export const importStatusEnum = pgEnum('import_status', ['running', 'done', 'failed'])

/** One import of a whole stock file (an upload, a feed run, an API call), with its report. */
export const dealerImports = pgTable(
  'dealer_imports',
  {
    id: uuidId(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    feedId: uuid('feed_id').references(() => dealerFeeds.id, { onDelete: 'set null' }),
    dryRun: boolean('dry_run').notNull(),
    status: importStatusEnum('status').notNull().default('running'),
    /** `{created, updated, unchanged, withdrawn, refused: [{line, column, reason}]}`. */
    report: jsonb('report').$type<Record<string, unknown>>(),
    /** Why a run failed as a whole (the feed could not be fetched, the file could not be read). */
    error: text('error'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('dealer_imports_by_dealer').on(t.dealerId, t.startedAt.desc()),
    index('dealer_imports_by_feed').on(t.feedId, t.startedAt.desc()),
  ],
)

export const photoFetchStatusEnum = pgEnum('photo_fetch_status', ['waiting', 'stored', 'failed'])

/**
 * A dealer car's photo named by URL, fetched by a background job: its place among the car's
 * photos, and once stored the upload it became (one upload per content, shared by cars).
 */
export const photoFetches = pgTable(
  'photo_fetches',
  {
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    status: photoFetchStatusEnum('status').notNull().default('waiting'),
    uploadKey: text('upload_key').references(() => uploads.key, { onDelete: 'set null' }),
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.carId, t.position] }),
    index('photo_fetches_waiting')
      .on(t.updatedAt)
      .where(sql`status = 'waiting'`),
  ],
)

export const cars = pgTable(
  'cars',
  {
    id: uuidId(),
    name: text('name').notNull(),
    /**
     * The listing form's fields a dealer feed rarely has (origin, price new, years of use, mpg,
     * year of buying): null when a dealer's car does not say. A private seller's form still
     * requires them (shared/car-attributes.ts `newCarSchema`).
     */
    origin: text('origin'),
    priceCents: integer('price_cents'),
    resalePriceCents: integer('resale_price_cents').notNull(),
    yearsUsed: integer('years_used'),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.categoryId),
    description: text('description').notNull(),
    milesPerGallon: real('miles_per_gallon'),
    buyingYear: date('buying_year'),
    company: text('company').notNull(),
    images: text('images').array().notNull(),
    condition: conditionEnum('condition').notNull(),
    mileage: integer('mileage').notNull(),
    fuelType: fuelTypeEnum('fuel_type'),
    transmission: transmissionEnum('transmission'),
    /** Optional, like fuel and transmission: which wheels drive it, and how many seats it has. */
    drivetrain: drivetrainEnum('drivetrain'),
    seats: integer('seats'),
    color: text('color'),
    vin: text('vin'),
    /**
     * The vehicle (docs/api.md "Finding the right car"): `make` is `company` written as its maker
     * does ("Mercedes-Benz"); null on older listings the migration could not read.
     */
    make: text('make'),
    model: text('model'),
    modelYear: integer('model_year'),
    trim: text('trim'),
    /** Where the car is: a US ZIP code, its city and state, and its coordinates (postal_codes). */
    postalCode: text('postal_code'),
    city: text('city'),
    state: text('state'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Every asking price the listing has had, oldest first: the first at listing. */
    priceHistory: jsonb('price_history')
      .$type<{ cents: number; at: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sellerId: personId('seller_id'),
    /** The dealer it is listed by (modules/dealers); null for a private seller's car. */
    dealerId: uuid('dealer_id').references((): AnyPgColumn => dealers.id),
    /** The dealer's own number for the car: the key of imports and of the inventory upsert. */
    stockNumber: text('stock_number'),
    /**
     * A dealer's import no longer had it: not for sale (Hidden) until a later file lists it
     * again. Not deleted, so its bookings, offers and price history stay.
     */
    withdrawn: boolean('withdrawn').notNull().default(false),
    status: carStatusEnum('status').notNull().default('Active'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** An admin hid the listing: while it would be for sale, its status is Hidden. */
    hidden: boolean('hidden').notNull().default(false),
    /**
     * Held for review by the listing checks (modules/trust): why, one entry per rule that
     * fired; null when not held. While held, a car that would be for sale is Hidden.
     */
    review: jsonb('review').$type<{ rule: string; message: string }[]>(),
    /** The rules an admin looked past when publishing it: an edit is not held for them again. */
    reviewPassed: text('review_passed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * How its asking price compares (modules/deals): the price expected from comparable
     * listings, and how many there were; null expected below DEAL_MIN_COMPARABLES.
     */
    dealExpectedCents: integer('deal_expected_cents'),
    dealComparables: integer('deal_comparables').notNull().default(0),
    /**
     * How wide the comparables were looked for (DEAL_SCOPES in src/shared/deals.ts); null
     * when the car is not rated.
     */
    dealScope: text('deal_scope'),
    /**
     * Free-text search ('simple': no stemming of names). Weight A: the vehicle's own words
     * (name, make, model, trim, model year, body type; a pickup is a truck too), so they rank
     * above the rest (weight D: origin, fuel, description). `search_words` (migration 0022)
     * lowers, strips accents ("Škoda" is "skoda") and writes a hyphenated word also joined and
     * apart, so "F-150", "F150" and "F 150" all find it.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', search_words(${sql.raw(titleWords)})), 'A') || to_tsvector('simple', search_words(coalesce(origin, '') || case fuel_type when 'Petrol' then ' petrol gas gasoline' when 'Diesel' then ' diesel' when 'Hybrid' then ' hybrid' when 'Electric' then ' electric ev' else '' end || ' ' || description))`,
    ),
  },
  (t) => [
    // Free text over Active cars: every beginning of every word ('toy' of 'toyota', made by
    // the word_starts function of migration 0009), so a search word is one exact lookup; the
    // category as one more word ('cat:suv'), so a search within a category is answered, and
    // counted, from this index alone; and the whole degrees of the car's place ('geo:41:-88'),
    // so are words near a place (catalogue/search-query.ts `searchable`, `placeCells`).
    index('cars_active_text')
      .using(
        'gin',
        sql`(word_starts(${t.search}) || array_to_tsvector(array_remove(array['cat:' || ${t.categoryId}, 'geo:' || floor(${t.latitude}) || ':' || floor(${t.longitude})], null)))`,
      )
      .where(sql`status = 'Active'`),
    // Distance: the cube of each Active car's place, for `near` + `radius` (earth_box) and
    // nearest first (<->), both answered from this index (catalogue/search-query.ts).
    index('cars_active_place')
      .using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`)
      .where(sql`status = 'Active' and latitude is not null`),
    // The few Active cars without a place: every car nearest first is counted as the kept
    // count less these (catalogue/search-count.ts).
    index('cars_active_unplaced')
      .on(t.categoryId)
      .where(sql`status = 'Active' and latitude is null`),
    // A listing's comparables for its deal rating: the same make and model (modules/deals).
    index('cars_vehicle').on(sql`lower(${t.make})`, sql`lower(${t.model})`, t.modelYear),
    // A rating widened to the segment: the body type's cars of nearby model years (modules/deals).
    index('cars_deal_segment')
      .on(t.categoryId, t.modelYear, t.priceCents)
      .where(sql`model_year is not null and price_cents is not null and review is null`),
    // Every equality and range filter in one narrow index: the total of a filtered search is
    // counted from it (an index-only scan) instead of reading every car.
    index('cars_active_facets')
      .on(
        t.condition,
        t.fuelType,
        t.transmission,
        t.categoryId,
        sql`lower(${t.company})`,
        t.resalePriceCents,
        t.mileage,
        t.buyingYear,
      )
      .where(sql`status = 'Active'`),
    // A model year and a mileage, as words name them ("2018 or newer under 50,000 miles"):
    // counted from this alone, where the mileage index alone left every match's row to read.
    index('cars_active_model_year')
      .on(t.modelYear, t.mileage, t.resalePriceCents)
      .where(sql`status = 'Active' and model_year is not null`),
    // The drivetrain and seats a search's words name ("awd 7 seats"): counted from this alone.
    index('cars_active_drive_seats')
      .on(t.drivetrain, t.seats)
      .where(sql`status = 'Active' and drivetrain is not null`),
    // Each list order has an index ending in the id tiebreaker, scanned either way, so a page
    // of results is read in order instead of sorting every Active car.
    index('cars_active_by_category')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`status = 'Active'`),
    index('cars_active_newest')
      .on(t.createdAt, t.id)
      .where(sql`status = 'Active'`),
    index('cars_active_price')
      .on(t.resalePriceCents, t.id)
      .where(sql`status = 'Active'`),
    index('cars_active_mileage')
      .on(t.mileage, t.id)
      .where(sql`status = 'Active'`),
    // Highest first with the unknown last (a dealer's car may not say: migration 0031).
    index('cars_active_buying_year')
      .on(t.buyingYear.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`status = 'Active'`),
    index('cars_active_mpg')
      .on(t.milesPerGallon.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`status = 'Active'`),
    // A make with any range filter is counted from this index alone.
    index('cars_active_company')
      .on(sql`lower(${t.company})`, t.mileage, t.resalePriceCents, t.buyingYear)
      .where(sql`status = 'Active'`),
    // Similar cars (catalogue.similar): the nearest prices of a body type.
    index('cars_active_category_price')
      .on(t.categoryId, t.resalePriceCents)
      .where(sql`status = 'Active'`),
    index('cars_featured_newest')
      .on(t.createdAt.desc())
      .where(sql`status = 'Active' and is_featured`),
    // The listings of a VIN (the listing checks: one VIN live with two sellers).
    index('cars_by_vin')
      .on(t.vin)
      .where(sql`vin is not null`),
    // A seller's cars newest first, and their ids for the seller's bookings (index-only).
    index('cars_by_seller').on(t.sellerId, t.createdAt, t.id),
    // An admin's list of every car, newest first, in pages.
    index('cars_newest').on(t.createdAt, t.id),
    // A null (unknown) price new, years of use or mpg passes: a check fails only on false.
    check('cars_price_positive', sql`${t.priceCents} > 0 and ${t.resalePriceCents} > 0`),
    check(
      'cars_numbers_sane',
      sql`${t.yearsUsed} >= 0 and ${t.mileage} >= 0 and ${t.milesPerGallon} > 0`,
    ),
    check('cars_seats_sane', sql`${t.seats} between 1 and 15`),
    // A dealer's car may wait for its photos (fetched by URL); it is Hidden until one arrives.
    check('cars_has_image', sql`cardinality(${t.images}) >= 1 or ${t.dealerId} is not null`),
    // A dealer's stock numbers are its own: one car each.
    uniqueIndex('cars_by_stock_number')
      .on(t.dealerId, t.stockNumber)
      .where(sql`dealer_id is not null and stock_number is not null`),
    index('cars_by_dealer')
      .on(t.dealerId, t.createdAt, t.id)
      .where(sql`dealer_id is not null`),
  ],
)

/**
 * How many Active cars each category has, kept by triggers on cars (migration
 * 0008_active_car_counts), so the total of an unfiltered or category-only search is one row
 * read instead of a count of every Active car. A category with no row has none.
 */

/** US ZIP codes and where they are (from the `zipcodes` package, loaded by postal-codes.ts). */
export const postalCodes = pgTable(
  'postal_codes',
  {
    zip: text('zip').primaryKey(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  // A search's city ("toyota in chicago", catalogue/search.ts) is found by its name.
  (t) => [index('postal_codes_by_city').on(sql`lower(${t.city})`, t.state)],
)

export const activeCarCounts = pgTable('active_car_counts', {
  categoryId: text('category_id').primaryKey(),
  cars: integer('cars').notNull(),
})

/** Small key/value facts about this database, such as when the demo catalogue was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/** Photos a seller uploaded; a listing may only name its own seller's uploads. */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: personId('owner_id'),
    createdAt: createdAt(),
    /** When a listing first named it; a photo never attached is deleted after a day. */
    attachedAt: timestamptz('attached_at'),
    /**
     * The photo's difference hash (dHash, 64 bits, modules/trust/photo-hash.ts) and its six
     * bands, tagged by place; null for a plain picture. Once a listing names the photo, its
     * bands go into `photo_bands`, where other sellers' photos are compared with it.
     */
    dhash: bigint('dhash', { mode: 'bigint' }),
    dhashBands: integer('dhash_bands').array(),
  },
  (t) => [
    index('uploads_by_owner').on(t.ownerId, t.createdAt),
    index('uploads_unattached')
      .on(t.createdAt)
      .where(sql`attached_at is null`),
  ],
)

/**
 * The listed photos' hashes by band (modules/trust): one row per band of each attached photo
 * with a hash. Two hashes at most 5 bits apart share a band (photo-hash.ts), so a photo's near
 * copies are found by its six bands in one index-only scan (band, hash, owner), the distance
 * measured in the index itself.
 */
export const photoBands = pgTable(
  'photo_bands',
  {
    uploadKey: text('upload_key')
      .notNull()
      .references(() => uploads.key, { onDelete: 'cascade' }),
    band: integer('band').notNull(),
    dhash: bigint('dhash', { mode: 'bigint' }).notNull(),
    ownerId: text('owner_id').notNull(),
  },
  (t) => [
    index('photo_bands_lookup').on(t.band, t.dhash, t.ownerId),
    index('photo_bands_by_upload').on(t.uploadKey),
  ],
)

/**
 * Every mileage a VIN was listed with, kept after the listing goes (docs/api.md "Trust and safety":
 * a later listing of the same VIN below an earlier reading is held for review).
 */
export const vinReadings = pgTable(
  'vin_readings',
  {
    vin: text('vin').notNull(),
    mileage: integer('mileage').notNull(),
    carId: uuid('car_id').notNull(),
    sellerId: text('seller_id').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('vin_readings_by_vin').on(t.vin, t.mileage)],
)

export const bookingStatusEnum = pgEnum('booking_state', bookingStatuses)
export const bookingPaymentEnum = pgEnum('booking_payment', paymentStates)
export const sideEnum = pgEnum('booking_side', sides)

/**
 * A buyer's appointment for a car. Name, email, car name and amount are copied in at booking
 * time, so the record stays whole if the car or the account is later removed.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuidId(),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    buyerId: personId('buyer_id'),
    /**
     * The car's seller when it was booked: still a side of the booking after the car is deleted.
     * Null only for a booking made before this was kept whose car was already gone.
     */
    sellerId: text('seller_id').references(() => users.id),
    carName: text('car_name').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    phone: text('phone').notNull(),
    meetingLocation: text('meeting_location').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * The test drive's course (docs/api.md "Test drives"); only `bookings/states.ts` changes it.
     */
    status: bookingStatusEnum('status').notNull().default('requested'),
    payment: bookingPaymentEnum('payment').notNull().default('pending'),
    /** Who must answer a request next. */
    awaiting: sideEnum('awaiting').default('seller'),
    slots: timestamptz('slots')
      .array()
      .notNull()
      .default(sql`'{}'`),
    appointmentAt: timestamptz('appointment_at'),
    /** A request still unanswered then expires (BOOKING_ANSWER_WITHIN, or its last slot). */
    answerBy: timestamptz('answer_by'),
    /** Reminders sent before the appointment: 0, 1 (the day before) or 2 (two hours before). */
    reminders: smallint('reminders').notNull().default(0),
    /** The buyer's time zone, in which e-mails tell the appointment's time. */
    timeZone: text('time_zone').notNull().default('UTC'),
    history: jsonb('history')
      .$type<HistoryEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    /** When the money was taken (modules/money). */
    paidAt: timestamptz('paid_at'),
    /** When it became completed or paid: the review window's start. */
    closedAt: timestamptz('closed_at'),
    // The money's columns, written only by modules/money (docs/api.md "Money held until the car
    // changes hands"); the test drive's are bookings'.
    /** When the card authorisation was made; it lapses 7 days later. */
    heldAt: timestamptz('held_at'),
    /** A held payment with no handover by then is released. */
    heldUntil: timestamptz('held_until'),
    handoverAt: timestamptz('handover_at'),
    /** A handover the buyer neither confirms nor objects to by then is taken. */
    confirmBy: timestamptz('confirm_by'),
    handoverConfirmedAt: timestamptz('handover_confirmed_at'),
    objection: text('objection'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The accepted offer that set `amountCents` (modules/offers); null: the asking price. */
    offerId: uuid('offer_id').references((): AnyPgColumn => offers.id),
  },
  (t) => [
    // The database, not the UI, guarantees one held or sold payment per car (docs/api.md "Money
    // held until the car changes hands"); several buyers may have open test drives on one car, one
    // each.
    uniqueIndex('bookings_one_hold_per_car')
      .on(t.carId)
      .where(sql`payment in ('held', 'paid', 'refunded')`),
    uniqueIndex('bookings_one_open_per_buyer_and_car')
      .on(t.carId, t.buyerId)
      .where(sql`status in ('requested', 'accepted')`),
    // The money's timers: holds running out, handovers waiting for the buyer.
    index('bookings_held')
      .on(t.heldUntil)
      .where(sql`payment = 'held'`),
    // The admin's latest taken payments, and the Overview's payments per day.
    index('bookings_taken')
      .on(t.paidAt.desc(), t.id)
      .where(sql`payment = 'paid'`),
    index('bookings_by_buyer').on(t.buyerId, t.createdAt.desc()),
    index('bookings_by_seller').on(t.sellerId, t.createdAt.desc(), t.id),
    // A seller's bookings: the newest of each of their cars' bookings, found from the index
    // alone (index-only scan), before reading the page of rows.
    index('bookings_by_car').on(t.carId, t.createdAt.desc(), t.id),
    // The timers' sweep: requests due to expire, appointments due a reminder or closing.
    index('bookings_answer_by')
      .on(t.answerBy)
      .where(sql`status = 'requested'`),
    index('bookings_appointments')
      .on(t.appointmentAt)
      .where(sql`status = 'accepted'`),
    check('bookings_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'bookings_accepted_has_time',
      sql`${t.status} <> 'accepted' or ${t.appointmentAt} is not null`,
    ),
    check(
      'bookings_awaiting_only_requested',
      sql`(${t.status} = 'requested') = (${t.awaiting} is not null)`,
    ),
    check('bookings_slots_at_most_3', sql`cardinality(${t.slots}) <= 3`),
    check(
      'bookings_money_fields',
      sql`(${t.payment} = 'held') = (${t.heldUntil} is not null) and (${t.handoverAt} is null or ${t.confirmBy} is not null) and ${t.refundedCents} between 0 and ${t.amountCents}`,
    ),
  ],
)

export const offerStatusEnum = pgEnum('offer_status', offerStatuses)

/**
 * A buyer's and a seller's negotiation of a car's price (docs/api.md "Offers"); only modules/offers
 * changes it. `amountCents` is the amount on the table, `history` every amount in turn. While
 * `pending`, `awaiting` is the side to answer by `expiresAt`.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuidId(),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    buyerId: personId('buyer_id'),
    sellerId: personId('seller_id'),
    carName: text('car_name').notNull(),
    /** The asking price when the offer was made. */
    askingCents: integer('asking_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: offerStatusEnum('status').notNull().default('pending'),
    awaiting: sideEnum('awaiting'),
    round: smallint('round').notNull().default(1),
    expiresAt: timestamptz('expires_at'),
    /** Why it was declined or closed. */
    reason: text('reason'),
    history: jsonb('history').$type<{ cents: number; by: Side; at: string }[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offers_one_open_per_buyer_and_car')
      .on(t.carId, t.buyerId)
      .where(sql`status = 'pending'`),
    index('offers_by_buyer').on(t.buyerId, t.createdAt.desc()),
    index('offers_by_seller').on(t.sellerId, t.createdAt.desc()),
    // The sweep: offers whose answer is due.
    index('offers_due')
      .on(t.expiresAt)
      .where(sql`status = 'pending'`),
    check('offers_amounts_positive', sql`${t.amountCents} > 0 and ${t.askingCents} > 0`),
    check('offers_rounds', sql`${t.round} between 1 and ${sql.raw(String(OFFER_ROUNDS))}`),
    check(
      'offers_pending_fields',
      sql`(${t.status} = 'pending') = (${t.awaiting} is not null) and (${t.status} = 'pending') = (${t.expiresAt} is not null)`,
    ),
  ],
)

/**
 * What each side of a completed or paid test drive says of the other (docs/api.md "Reviews and
 * seller profiles"). Hidden until both have written or the window is over (`publishedAt`).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuidId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The side that wrote it; one review per side of a booking. */
    side: sideEnum('side').notNull(),
    authorId: personId('author_id'),
    subjectId: personId('subject_id'),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    publishedAt: timestamptz('published_at'),
  },
  (t) => [
    uniqueIndex('reviews_one_per_side').on(t.bookingId, t.side),
    // A seller's page: their published reviews, newest first.
    index('reviews_about').on(t.subjectId, t.publishedAt.desc()),
    // The sweep: reviews still waiting for the window to end.
    index('reviews_unpublished')
      .on(t.bookingId)
      .where(sql`published_at is null`),
    check('reviews_rating_1_to_5', sql`${t.rating} between 1 and 5`),
  ],
)

/** One payment intent per booking at the provider; the amount is the booking's, never the client's. */
export const payments = pgTable('payments', {
  id: uuidId(),
  bookingId: uuid('booking_id')
    .notNull()
    .unique()
    .references(() => bookings.id),
  provider: text('provider').notNull(),
  intentId: text('intent_id').notNull().unique(),
  clientSecret: text('client_secret').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** The kinds of money movement the ledger records (modules/money/ledger.ts). */
export const ledgerMovementEnum = pgEnum('ledger_movement', [
  'hold',
  'release',
  'capture',
  'fee',
  'payout',
  'refund',
  'fee_return',
  'clawback',
])

/**
 * Every movement of money, as double entry (modules/money/ledger.ts): each movement is rows
 * that sum to zero, per booking, between the accounts `buyer`, `held`, `platform`, `fees` and
 * `seller:<id>`. Balances are sums of these rows, never stored counters. `key` names the
 * movement within its booking, so writing it again (a retried job, a repeated webhook) adds
 * nothing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuidId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    movement: ledgerMovementEnum('movement').notNull(),
    key: text('key').notNull(),
    account: text('account').notNull(),
    amountCents: integer('amount_cents').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_one_movement').on(t.bookingId, t.key, t.account),
    index('ledger_by_account').on(t.account),
    check('ledger_amount_not_zero', sql`${t.amountCents} <> 0`),
  ],
)

export const payoutStatusEnum = pgEnum('payout_status', ['queued', 'sent', 'cancelled'])

/** The seller's share of a sale, sent by a job once the money is taken; one per booking. */
export const payouts = pgTable(
  'payouts',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    sellerId: personId('seller_id'),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    status: payoutStatusEnum('status').notNull().default('queued'),
    transferId: text('transfer_id'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('payouts_by_seller').on(t.sellerId, t.createdAt.desc()),
    index('payouts_queued')
      .on(t.createdAt)
      .where(sql`status = 'queued'`),
    check('payouts_amounts', sql`${t.amountCents} >= 0 and ${t.feeCents} >= 0`),
  ],
)

/** Where a seller is paid at the provider (Stripe: a Connect Express account). */
export const payoutAccounts = pgTable('payout_accounts', {
  sellerId: text('seller_id')
    .primaryKey()
    .references(() => users.id),
  provider: text('provider').notNull(),
  accountId: text('account_id').notNull().unique(),
  ready: boolean('ready').notNull().default(false),
  updatedAt: updatedAt(),
})

/** Provider events already handled, by their id: a repeated webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
})

/**
 * A person's saved cars. The car's name is copied in, so a saved car that is later deleted
 * still shows what it was (car_id becomes null) instead of vanishing silently.
 */
export const wishlist = pgTable(
  'wishlist',
  {
    id: uuidId(),
    userId: personId('user_id', { onDelete: 'cascade' }),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    carName: text('car_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_user_car').on(t.userId, t.carId),
    index('wishlist_by_user').on(t.userId, t.createdAt.desc()),
    // A seller's Overview: each of their cars' saves in the last days (modules/stats).
    index('wishlist_by_car').on(t.carId, t.createdAt),
  ],
)

/**
 * How many visitors opened a car's page on a UTC day (modules/stats): counted in memory, one
 * per visitor, car and day, and added here in batches. Nothing about the visitor is kept.
 */
export const carViews = pgTable(
  'car_views',
  {
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.carId, t.day] })],
)

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
})

/**
 * Every e-mail, written in the transaction of the change that causes it and delivered by a job
 * (mail/outbox.ts). `sentAt` is set once the SMTP server has taken it; `error` holds the last
 * failure. Without SMTP_URL mail stays here, for the admin's Outbox page.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuidId(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML; null for a notification's e-mail, whose `notice` is framed when it is sent. */
    html: text('html'),
    /**
     * A notification's e-mail: its words (name, title, body, url, why, unsubscribeUrl), put into
     * the rendered frame on delivery. Kept instead of 6 kB of HTML each: a sweep writes
     * thousands at once (docs/performance.md).
     */
    notice: jsonb('notice').$type<Record<string, string>>(),
    /** What the mail is about (`password-reset`, `booking.requested` ...). */
    kind: text('kind').notNull(),
    /** Set for non-essential mail: the one-click unsubscribe link's address. */
    unsubscribeUrl: text('unsubscribe_url'),
    /** An iCalendar event sent along as `invite.ics` (an accepted test drive). */
    calendar: text('calendar'),
    /** Where the reader's Reply goes (the Contact form's sender); dropped once sent. */
    replyTo: text('reply_to'),
    /** A file it carries (a lead's ADF XML for a dealer's CRM); dropped once sent. */
    attachment: jsonb('attachment').$type<{
      filename: string
      contentType: string
      content: string
    }>(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
  },
  (t) => [
    index('outbox_newest').on(t.createdAt.desc(), t.id),
    // A sent mail's body is dropped (mail/service.ts): only unsent mail must have one, HTML,
    // a notice, or text alone (a lead's ADF e-mail to a CRM).
    check(
      'outbox_has_body',
      sql`${t.html} is not null or ${t.notice} is not null or ${t.text} <> '' or ${t.sentAt} is not null`,
    ),
  ],
)

/**
 * What a person is told in the app (the bell, the Notifications page, the event stream). `seq`
 * orders them and is the event stream's id, so a reconnect asks for what came after it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidId(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: personId('user_id', { onDelete: 'cascade' }),
    /** `booking.requested`, `payment.received` ... (docs/api.md "Notifications"). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the notification takes the person, a path of the app. */
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_by_user').on(t.userId, t.seq),
    index('notifications_unread')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
)

/** One conversation per car and buyer (docs/api.md "Messages"); the car's name is copied in. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuidId(),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    carName: text('car_name').notNull(),
    buyerId: personId('buyer_id'),
    sellerId: personId('seller_id'),
    createdAt: createdAt(),
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
    /** Set while an e-mail about unread messages is due to each side: one at a time. */
    buyerEmailDueAt: timestamptz('buyer_email_due_at'),
    sellerEmailDueAt: timestamptz('seller_email_due_at'),
  },
  (t) => [
    uniqueIndex('conversations_one_per_car_and_buyer').on(t.carId, t.buyerId),
    // Each side's inbox, newest activity first.
    index('conversations_of_buyer').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversations_of_seller').on(t.sellerId, t.lastMessageAt.desc()),
  ],
)

/** A conversation's messages; `seq` orders them (and pages a thread from the newest back). */
export const messages = pgTable(
  'messages',
  {
    id: uuidId(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderId: personId('sender_id'),
    text: text('text').notNull(),
    /**
     * The scam shield's safety note for the recipient (docs/api.md "Trust and safety"); null if
     * none.
     */
    warning: text('warning'),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    // A sender's messages of a day, and the ones the scam shield warned of.
    index('messages_by_sender').on(t.senderId, t.createdAt),
    index('messages_of_conversation').on(t.conversationId, t.seq.desc()),
    // Unread counts: only the unread rows.
    index('messages_unread')
      .on(t.conversationId, t.senderId)
      .where(sql`read_at is null`),
    check('messages_text_length', sql`char_length(${t.text}) between 1 and 2000`),
  ],
)

/** Who will not hear from whom: a block stops the blocked person's messages to the blocker. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: personId('blocker_id'),
    blockedId: personId('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
)

export const reportTargetEnum = pgEnum('report_target', caseTargets)
export const reportReasonEnum = pgEnum('report_reason', caseReasons)
export const reportActionEnum = pgEnum('report_action', reportActions)

/**
 * What someone reported (a listing, a person, a message) for an admin to judge. The target is
 * kept by id without a foreign key: a report outlives what it is about.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuidId(),
    targetType: reportTargetEnum('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: reportReasonEnum('reason').notNull(),
    details: text('details').notNull().default(''),
    /** Null when Wheelanes' own checks opened the case (`reason: 'check'`). */
    reporterId: text('reporter_id').references(() => users.id),
    createdAt: createdAt(),
    resolvedAt: timestamptz('resolved_at'),
    action: reportActionEnum('action'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    // One open report per reporter and target (a second one is 409).
    uniqueIndex('reports_open_once')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`resolved_at is null`),
    index('reports_open')
      .on(t.createdAt)
      .where(sql`resolved_at is null`),
    index('reports_resolved')
      .on(t.resolvedAt.desc())
      .where(sql`resolved_at is not null`),
    index('reports_by_target').on(t.targetType, t.targetId),
    // One open case of the checks' per target.
    uniqueIndex('reports_open_check')
      .on(t.targetType, t.targetId)
      .where(sql`resolved_at is null and reporter_id is null`),
    // The enum's new value is compared as text: migration 0028 adds it in the same transaction.
    check(
      'reports_check_has_no_reporter',
      sql`(${t.reporterId} is null) = (${t.reason}::text = 'check')`,
    ),
  ],
)

/**
 * Every admin action, appended and never changed (a trigger refuses UPDATE and DELETE). Who
 * and what are copied as text, so the record stays whole after they are gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidId(),
    at: timestamptz('at').notNull().defaultNow(),
    adminId: text('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: reportTargetEnum('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [index('audit_log_newest').on(t.at.desc(), t.id)],
)

/** A person's saved search (a `/cars` query string) and how often its news is sent. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuidId(),
    userId: personId('user_id', { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_by_user').on(t.userId, t.createdAt),
    index('saved_searches_by_frequency').on(t.frequency),
  ],
)

/**
 * A listing that matched a saved search: recorded once, so nobody hears of the same car twice
 * for one search; `notifiedAt` is null while a daily search's digest has yet to tell of it.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.carId] }),
    index('saved_search_matches_due')
      .on(t.savedSearchId)
      .where(sql`notified_at is null`),
  ],
)
