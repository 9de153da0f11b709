/**
 * `npm run scale`: the scale proof (issue 29 §4, ADR 082). Not a test: it prints figures and stops.
 *
 * 1. A database of its own (SCALE_DATABASE_URL; default `pitstop_scale` on postgres://postgres@127.0.0.1:5432,
 *    made afresh, left in place for SCALE_SKIP_GENERATE runs; SCALE_DROP=true drops it at the end), migrated and seeded by an
 *    in-process server as any server does (the metros, the catalogue, the demo shops and accounts).
 * 2. Generated set-based in SQL, each batch of SCALE_BATCH requests (100 000) its own transaction: SCALE_REQUESTS
 *    service requests (1 000 000) over the last two years, from one customer in ten (each with a vehicle and a saved
 *    card), each in the reach of its customer's shop (home: one of the seeded active service locations) with an
 *    autoquote from the three nearest locations in reach (a quarter also get a hand offer), one or two services,
 *    offer lines that add up to their offer; about 30 % booked at a time of the home shop, a bay of its own, with
 *    the card hold: future ones booked and held, past ones completed and captured, one in twenty cancelled and
 *    released. Requests older than a month and never booked are mostly withdrawn. Then VACUUM ANALYZE; the generation
 *    time, the row counts and pg_database_size are printed.
 * 3. The server (buildApp, the app factory, listening on 127.0.0.1:SCALE_PORT, 4711) on that database; real sign-ins
 *    (POST /v3/sessions) of customers, every location's staff member (made here) and the demo admin; then for each
 *    list a person meets SCALE_CALLS calls (200) over different users or shops, one at a time, p50/p95/p99.
 * 4. EXPLAIN (ANALYZE, BUFFERS) of each list's main SQL, as the module builds it (captured from drizzle by running
 *    the module's own function against the database with a logger): the indexes used, and any Seq Scan of a table
 *    of more than 10 000 rows flagged.
 *
 * SCALE_SKIP_GENERATE=true measures a database generated before; SCALE_RESUME_FROM=<n> goes on with a generation
 * stopped after its batches before request n. SCALE_ONLY=<part>[,<part>…] measures and explains only the lists whose
 * name holds one of the parts (e.g. `SCALE_ONLY=shop:,offers`; customers and staff sign in only for theirs). Before
 * measuring, the server runs the metrics' job once (`service-requests.write-metric-days`, ADR 083: its time is
 * printed); SCALE_WRITE_METRIC_DAYS=false leaves the written days as they are (none on a new database: the page counts
 * every day live). Run it with `nice -n 10`.
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { RECURRING_JOBS } from '../apps/server/src/jobs/index.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/index.ts';
import { searchUsers } from '../apps/server/src/modules/accounts/admin-users.ts';
import { listShopBookings } from '../apps/server/src/modules/bookings/shop-bookings.ts';
import { getAdminMetrics } from '../apps/server/src/modules/service-requests/admin-metrics.ts';
import { listAdminServiceRequests } from '../apps/server/src/modules/service-requests/admin-service-requests.ts';
import { listOffers } from '../apps/server/src/modules/service-requests/get-service-request.ts';
import { listServiceRequests } from '../apps/server/src/modules/service-requests/list-service-requests.ts';
import { listShopLocations } from '../apps/server/src/modules/shops/list-shop-locations.ts';
import { listShopRequests } from '../apps/server/src/modules/shops/list-shop-requests.ts';
import { staffLocation } from '../apps/server/src/plugins/staff-locations.ts';

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const REQUESTS = numberFrom('SCALE_REQUESTS', 1_000_000);
const BATCH = numberFrom('SCALE_BATCH', 100_000);
const CALLS = numberFrom('SCALE_CALLS', 200);
const PORT = numberFrom('SCALE_PORT', 4711);
const CUSTOMERS = Math.max(1_000, Math.round(REQUESTS / 10));
const DATABASE_URL = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pitstop_scale';
const SKIP_GENERATE = process.env.SCALE_SKIP_GENERATE === 'true';
/** Only the lists whose name holds this (measured and explained); all when unset. */
/** Goes on with a generation stopped after its batches before this request number (they are committed). */
const RESUME_FROM = numberFrom('SCALE_RESUME_FROM', 1);
const DROP = process.env.SCALE_DROP === 'true';
/** SCALE_ONLY: the lists measured and explained (their names hold one of these parts); all when unset. */
const ONLY = (process.env.SCALE_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name: string) => ONLY.length === 0 || ONLY.some((part) => name.includes(part));
/** `false`: the metrics' written days are not brought up to date before measuring (ADR 083; the "before" figures). */
const WRITE_METRIC_DAYS = process.env.SCALE_WRITE_METRIC_DAYS !== 'false';
const PASSWORD = 'scale-pass-1';
const ADMIN = { email: 'admin@pitstop.test', password: 'pitstop-admin' };

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------------------------
// The database

function serverUrl(url: string): { admin: string; name: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  parsed.pathname = '/postgres';
  return { admin: parsed.toString(), name };
}

/** A fresh database to generate into (dropped first: only names of this script's own, `scale_…` or `pitstop_scale…`). */
async function ensureDatabase(fresh: boolean): Promise<void> {
  const { admin, name } = serverUrl(DATABASE_URL);
  if (!/^(scale_|pitstop_scale)[a-z0-9_]*$/.test(name)) throw new Error(`the database ${name} is not one of this script's own (scale_… or pitstop_scale…)`);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

async function dropDatabase(): Promise<void> {
  const { admin, name } = serverUrl(DATABASE_URL);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`).finally(() => client.end());
}

function serverConfig() {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
    JWT_SECRET: `scale-${process.pid}-secret-of-enough-length-0123456789`,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Generation (set-based SQL)

/** Miles between two points in SQL, as data/zips.ts's distanceMiles (haversine, 3958.8 miles). */
const miles = (lat1: string, lon1: string, lat2: string, lon2: string) =>
  `(2 * 3958.8 * asin(least(1, sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))))`;

const FIRST_NAMES = ['Ana', 'Ben', 'Carla', 'David', 'Elena', 'Frank', 'Grace', 'Hugo', 'Iris', 'Jack', 'Kara', 'Liam', 'Maya', 'Noah', 'Olga', 'Paul', 'Quinn', 'Rosa', 'Sam', 'Tara'];
const LAST_NAMES = ['Smith', 'Garcia', 'Johnson', 'Brown', 'Lee', 'Martinez', 'Davis', 'Lopez', 'Wilson', 'Clark', 'Young', 'King', 'Wright', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Perez'];
/** Search words shorter than a trigram (ADR 084): two common in the names and emails made here, two in none. */
const TWO_CHARACTERS = ['an', 'qz', 'jo', 'xw'];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'example.com'];
const VEHICLES: Array<[string, string, string]> = [
  ['Honda', 'Civic', 'compact'],
  ['Toyota', 'Camry', 'midsize'],
  ['Ford', 'F-150', 'truck_suv'],
  ['Chevrolet', 'Malibu', 'midsize'],
  ['Nissan', 'Altima', 'midsize'],
  ['Toyota', 'RAV4', 'truck_suv'],
  ['Honda', 'Accord', 'midsize'],
  ['BMW', '3 Series', 'luxury'],
  ['Hyundai', 'Elantra', 'compact'],
  ['Chevrolet', 'Tahoe', 'fullsize'],
];
const sqlArray = (values: string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

/** The run's shape: who, where, which services; made once, before the batches. */
async function prepareGeneration(client: pg.Client, passwordHash: string): Promise<{ homes: number; services: number; locations: number }> {
  await client.query('drop table if exists scale_users, scale_locations, scale_reach, scale_homes, scale_services');
  // The seeded locations that take service requests: active, in an active metro and company.
  await client.query(`
    create table scale_locations as
    select row_number() over (order by l.slug) as n, l.id, l.metro_id, l.lat, l.lon, l.zipcode, l.bays, l.time_zone,
           l.labor_rate_cents, l.tax_rate_bps, l.parts_markup_bps, m.service_radius_miles
    from shop_locations l join metros m on m.id = l.metro_id join shop_companies c on c.id = l.company_id
    where l.active and m.active and c.active and 'service' = any(l.appointment_types)`);
  // Each location's three nearest locations of its metro (itself first), a request near it being in all their reach.
  await client.query(`
    create table scale_reach as
    select h.n as home, r.k, r.id as location_id, r.n as location_n
    from scale_locations h
    cross join lateral (
      select o.id, o.n, row_number() over (order by ${miles('h.lat', 'h.lon', 'o.lat', 'o.lon')}, o.n) as k
      from scale_locations o
      where o.metro_id = h.metro_id and ${miles('h.lat', 'h.lon', 'o.lat', 'o.lon')} <= h.service_radius_miles - 3
      order by ${miles('h.lat', 'h.lon', 'o.lat', 'o.lon')}, o.n limit 3
    ) r`);
  await client.query(`
    create table scale_homes as
    select row_number() over (order by home) as h, home as location_n from scale_reach group by home having count(*) = 3`);
  await client.query(`delete from scale_reach where home not in (select location_n from scale_homes)`);
  await client.query(`alter table scale_reach add primary key (home, k)`);
  await client.query(`
    create table scale_services as
    select row_number() over (order by s.slug) as n, s.id from services s where s.autoquotable and s.enabled and s.appointment_type = 'service'`);
  const countOf = async (table: string) => Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
  const homes = await countOf('scale_homes');
  const services = await countOf('scale_services');
  const locations = await countOf('scale_locations');
  if (homes === 0 || services === 0) throw new Error(`nothing to generate on: ${homes} home locations, ${services} services`);

  // Customers: one in ten of the requests' number, each with a vehicle and a saved card (the sandbox gateway's).
  const started = performance.now();
  await client.query('begin');
  await client.query(`
    create table scale_users as
    select n, gen_random_uuid() as id, gen_random_uuid() as vehicle_id, gen_random_uuid() as card_id,
           1 + (n * 7) % ${VEHICLES.length} as vehicle, 1 + (n * 13) % ${homes} as home
    from generate_series(1, ${CUSTOMERS}) n`);
  await client.query(`alter table scale_users add primary key (n)`);
  await client.query(
    `
    insert into users (id, email, password_hash, first_name, last_name, phone_number, status, provider, confirmed_at, promo_slug, zipcode, created_at, updated_at)
    select u.id,
           lower((${sqlArray(FIRST_NAMES)})[1 + u.n % 20] || '.' || (${sqlArray(LAST_NAMES)})[1 + (u.n / 20) % 20] || u.n || '@' || (${sqlArray(DOMAINS)})[1 + u.n % 5]),
           $1, (${sqlArray(FIRST_NAMES)})[1 + u.n % 20], (${sqlArray(LAST_NAMES)})[1 + (u.n / 20) % 20],
           lpad((5120000000 + u.n)::text, 10, '0'), 'active', 'email',
           now() - interval '760 days' + (u.n % 1000) * interval '1 minute', 'scale-' || u.n, l.zipcode,
           now() - interval '760 days' + (u.n % 1000) * interval '1 minute', now() - interval '760 days'
    from scale_users u join scale_homes h on h.h = u.home join scale_locations l on l.n = h.location_n`,
    [passwordHash],
  );
  await client.query(`
    insert into owned_vehicles (id, user_id, year, make, model, mileage, created_at, updated_at)
    select u.vehicle_id, u.id, 2008 + u.n % 16, v.make, v.model, 20000 + (u.n * 97) % 150000,
           now() - interval '750 days', now() - interval '750 days'
    from scale_users u join (select * from unnest(${sqlArray(VEHICLES.map((v) => v[0]))}, ${sqlArray(VEHICLES.map((v) => v[1]))}) with ordinality as v(make, model, i)) v on v.i = u.vehicle`);
  await client.query(`
    insert into credit_cards (id, user_id, gateway, payment_method_id, customer_id, brand, last4, exp_month, exp_year, name,
                              address_line1, address_city, address_state, address_zip, created_at, updated_at)
    select u.card_id, u.id, 'sandbox', 'pm_scale_' || u.n, 'cus_scale_' || u.n, 'visa', '4242', 1 + u.n % 12, 2030,
           'Customer ' || u.n, u.n || ' Main St', 'Austin', 'TX', l.zipcode, now() - interval '750 days', now() - interval '750 days'
    from scale_users u join scale_homes h on h.h = u.home join scale_locations l on l.n = h.location_n`);
  // A staff member at each location (the inbox and the day of bookings are measured as its staff see them).
  await client.query(
    `
    with staff as (
      insert into users (email, password_hash, first_name, last_name, status, provider, confirmed_at, promo_slug, type)
      select 'scale-staff-' || l.n || '@example.com', $1, 'Staff', 'Member ' || l.n, 'active', 'email', now(), 'scale-staff-' || l.n, 'other'
      from scale_locations l
      returning id, email
    )
    insert into shop_staff (user_id, location_id)
    select s.id, l.id from staff s join scale_locations l on s.email = 'scale-staff-' || l.n || '@example.com'`,
    [passwordHash],
  );
  await client.query('commit');
  log(`  ${CUSTOMERS} customers with a vehicle and a card, ${locations} staff members: ${seconds(performance.now() - started)}`);
  return { homes, services, locations };
}

/** The shape of a generation under way (SCALE_RESUME_FROM: its batches before that number are committed). */
async function existingShape(client: pg.Client): Promise<{ homes: number; services: number; locations: number }> {
  const countOf = async (table: string) => Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
  return { homes: await countOf('scale_homes'), services: await countOf('scale_services'), locations: await countOf('scale_locations') };
}

/** One batch of requests [from, to], in one transaction. */
async function generateBatch(client: pg.Client, from: number, to: number, shape: { homes: number; services: number }): Promise<void> {
  await client.query('begin');
  // The batch's requests: a customer, the time (request g of N at g/N of the two years), services, and what becomes of it.
  await client.query(`
    create temp table b_req on commit drop as
    select g, gen_random_uuid() as id, u.n as user_n, u.id as user_id, u.vehicle_id, u.card_id, u.vehicle, u.home,
           hl.n as home_n, hl.id as home_location, hl.metro_id, hl.zipcode, hl.time_zone, hl.bays,
           hl.lat + ((g * 37) % 41 - 20) * 0.0005 as lat, hl.lon + ((g * 53) % 41 - 20) * 0.0005 as lon,
           now() - interval '730 days' * ((${REQUESTS} - g)::float8 / ${REQUESTS}) - ((g * 7) % 3600) * interval '1 second' as created_at,
           1 + (g * 11) % ${shape.services} as svc1,
           case when g % 5 = 0 then 1 + (g * 11 + 1 + g % 3) % ${shape.services} end as svc2,
           g % 10 < 3 as wants_booking,
           g % 4 = 0 as hand_bid
    from generate_series(${from}::bigint, ${to}::bigint) g
    join scale_users u on u.n = 1 + (g * 7919) % ${CUSTOMERS}
    join scale_homes h on h.h = u.home
    join scale_locations hl on hl.n = h.location_n`);
  await client.query(`update b_req set svc2 = null where svc2 = svc1`);
  await client.query('create index on b_req (g); analyze b_req');
  // Bookings: at the home location, a whole hour 1–5 days after the request; bays after any taken at that hour.
  await client.query(`
    create temp table b_appt on commit drop as
    with wanted as (
      select r.g, r.id as request_id, r.user_id, r.card_id, r.home_location, r.bays, r.time_zone, r.created_at,
             date_trunc('day', r.created_at) + (1 + r.g % 5) * interval '1 day' + (15 + r.g % 8) * interval '1 hour' as starts_at
      from b_req r where r.wants_booking
    ), ranked as (
      select w.*, row_number() over (partition by w.home_location, w.starts_at order by w.g)
             + coalesce((select max(s.bay) from generate_series(1, w.bays) b(bay)
                         join bay_slots s on s.location_id = w.home_location and s.bay = b.bay
                          and s.starts_at in (w.starts_at - interval '30 minutes', w.starts_at, w.starts_at + interval '30 minutes')), 0) as bay
      from wanted w
    )
    select ranked.*, gen_random_uuid() as id, gen_random_uuid() as hold_id,
           case when starts_at > now() then 'booked' when g % 20 = 1 then 'cancelled' else 'completed' end as status
    from ranked where bay <= bays`);
  await client.query('create index on b_appt (g); analyze b_appt');
  // Offer lines: per offer (k 1–3 autoquotes, k 4 the hand bid of location 2) and service, priced at the location's rates.
  await client.query(`
    create temp table b_lines on commit drop as
    select r.g, o.k, p.position, p.service_n, l.labor_rate_cents as rate,
           60 + (r.g * 13 + o.k * 17 + p.position * 29) % 240 as centihours,
           (r.g * 31 + o.k * 7 + p.position) % 9000 + 1500 as parts_cents,
           case when p.position = 1 and o.k <> 4 then 299 else 0 end as fees_cents,
           l.tax_rate_bps
    from b_req r
    cross join lateral (values (1, r.svc1), (2, r.svc2)) as p(position, service_n)
    cross join lateral (select k from generate_series(1, 4) k where k <= 3 or r.hand_bid) o
    join scale_reach re on re.home = r.home_n and re.k = case when o.k = 4 then 2 else o.k end
    join scale_locations l on l.n = re.location_n
    where p.service_n is not null`);
  await client.query(`
    alter table b_lines add column labor_cents integer, add column tax_cents integer;
    update b_lines set labor_cents = round(centihours * rate / 100.0),
                       tax_cents = round((round(centihours * rate / 100.0) + parts_cents) * tax_rate_bps / 10000.0)`);
  await client.query('create index on b_lines (g, k); analyze b_lines');
  await client.query(`
    create temp table b_off on commit drop as
    select r.g, b.k, gen_random_uuid() as id, re.location_id, l.n as location_n,
           case when b.k = 4 then 'shop' else 'autoquote' end as source,
           round((${miles('l.lat', 'l.lon', 'r.lat', 'r.lon')})::numeric, 1)::float8 as distance_miles,
           r.created_at + case when b.k = 4 then (600 + (r.g * 17) % 7200) * interval '1 second' else interval '0' end as created_at,
           case when b.k = 4 then 600 + (r.g * 17) % 7200 end as answer_seconds,
           b.labor_cents, b.parts_cents, b.fees_cents, b.tax_cents
    from (
      select g, k, sum(labor_cents)::int as labor_cents, sum(parts_cents)::int as parts_cents, sum(fees_cents)::int as fees_cents,
             sum(tax_cents)::int as tax_cents
      from b_lines group by g, k
    ) b
    join b_req r on r.g = b.g
    join scale_reach re on re.home = r.home_n and re.k = case when b.k = 4 then 2 else b.k end
    join scale_locations l on l.n = re.location_n`);
  await client.query('create index on b_off (g, k); analyze b_off');
  // The request: its state follows its booking; never booked and older than a month, nine in ten were withdrawn.
  await client.query(`
    insert into service_requests (id, user_id, owned_vehicle_id, metro_id, status, zipcode, lat, lon, vehicle_year, vehicle_make,
      vehicle_model, vehicle_mileage, vehicle_class, notification_method, instant_price, request_form_token,
      band_low_cents, band_median_cents, band_high_cents, band_location_count, reason_withdrawn, withdrawn_at, offers_seen_at,
      created_at, updated_at)
    select r.id, r.user_id, r.vehicle_id, r.metro_id,
           case when a.status = 'booked' then 'booked' when a.status = 'completed' then 'completed'
                when r.created_at > now() - interval '30 days' or r.g % 10 = 0 then 'open' else 'withdrawn' end,
           r.zipcode, r.lat, r.lon, v.year, v.make, v.model, v.mileage,
           (${sqlArray(VEHICLES.map((vehicle) => vehicle[2]))})[r.vehicle], 'email', true, 'scale-' || r.g,
           band.low, band.median, band.high, 3,
           case when a.status in ('booked', 'completed') or r.created_at > now() - interval '30 days' or r.g % 10 = 0 then null
                else (array['found_another_shop', 'too_expensive', 'fixed_it', 'not_needed', 'too_slow'])[1 + r.g % 5] end,
           case when a.status in ('booked', 'completed') or r.created_at > now() - interval '30 days' or r.g % 10 = 0 then null else r.created_at + interval '20 days' end,
           r.created_at + interval '2 hours', r.created_at, r.created_at
    from b_req r
    join owned_vehicles v on v.id = r.vehicle_id
    left join b_appt a on a.g = r.g
    join lateral (
      select min(o.labor_cents + o.parts_cents + o.fees_cents + o.tax_cents) as low,
             percentile_disc(0.5) within group (order by o.labor_cents + o.parts_cents + o.fees_cents + o.tax_cents) as median,
             max(o.labor_cents + o.parts_cents + o.fees_cents + o.tax_cents) as high
      from b_off o where o.g = r.g and o.source = 'autoquote'
    ) band on true`);
  await client.query(`
    insert into service_request_services (service_request_id, service_id, position)
    select r.id, s.id, p.position from b_req r
    cross join lateral (values (1, r.svc1), (2, r.svc2)) as p(position, service_n)
    join scale_services s on s.n = p.service_n`);
  // Offers: the booked one (location 1, autoquote) accepted while its booking stands; valid 30 days.
  await client.query(`
    insert into offers (id, service_request_id, location_id, source, status, labor_cents, parts_cents, fees_cents, tax_cents, total_cents,
      warranty_months, warranty_miles, warranty_terms, valid_until, distance_miles, answer_seconds, request_created_at, created_at, updated_at)
    select o.id, r.id, o.location_id, o.source,
           case when o.k = 1 and a.status in ('booked', 'completed') then 'accepted' else 'open' end,
           o.labor_cents, o.parts_cents, o.fees_cents, o.tax_cents, o.labor_cents + o.parts_cents + o.fees_cents + o.tax_cents,
           12, 12000, '12 months or 12,000 miles, parts and labor', o.created_at + interval '30 days', o.distance_miles, o.answer_seconds,
           case when o.source = 'shop' then r.created_at end, o.created_at, o.created_at
    from b_off o join b_req r on r.g = o.g left join b_appt a on a.g = o.g`);
  await client.query(`
    insert into offer_line_items (offer_id, service_id, position, labor_centihours, labor_rate_cents, labor_cents, parts_cents, fees_cents, tax_cents, total_cents)
    select o.id, s.id, b.position, b.centihours, b.rate, b.labor_cents, b.parts_cents, b.fees_cents, b.tax_cents,
           b.labor_cents + b.parts_cents + b.fees_cents + b.tax_cents
    from b_lines b join b_off o on o.g = b.g and o.k = b.k join scale_services s on s.n = b.service_n`);
  // The card hold of each booking, placed at booking (the start is within HOLD_NOW_MAX_DAYS): authorised while booked,
  // captured at completion, released at cancellation.
  await client.query(`
    insert into payment_authorisations (id, user_id, card_id, gateway, gateway_ref, amount_cents, captured_cents, captured_at, status,
      idempotency_key, purpose, reference, attached, attached_at, expires_at, created_at, updated_at)
    select a.hold_id, a.user_id, a.card_id, 'sandbox', 'pi_scale_' || a.g, o.labor_cents + o.parts_cents + o.fees_cents + o.tax_cents,
           case when a.status = 'completed' then o.labor_cents + o.parts_cents + o.fees_cents + o.tax_cents else 0 end,
           case when a.status = 'completed' then a.starts_at + interval '2 hours' end,
           case a.status when 'booked' then 'authorised' when 'completed' then 'captured' else 'released' end,
           'booking-attempt:' || a.id, 'booking', 'appointment:' || a.id, true, a.created_at + interval '3 hours',
           a.created_at + interval '3 hours' + interval '7 days', a.created_at + interval '3 hours', a.created_at + interval '3 hours'
    from b_appt a join b_off o on o.g = a.g and o.k = 1`);
  await client.query(`
    insert into appointments (id, service_request_id, offer_id, location_id, user_id, status, proposed_by, starts_at, ends_at, bay, time_zone,
      job_minutes, approved_total_cents, card_id, card_brand, card_last4, authorisation_id, payment_state, captured_cents, calendar_uid,
      reason_cancelled, cancelled_at, completed_at, created_at, updated_at)
    select a.id, a.request_id, o.id, a.home_location, a.user_id, a.status, 'customer', a.starts_at, a.starts_at + interval '60 minutes', a.bay,
           a.time_zone, 60, o.labor_cents + o.parts_cents + o.fees_cents + o.tax_cents, a.card_id, 'visa', '4242', a.hold_id::text,
           case a.status when 'booked' then 'authorised' when 'completed' then 'captured' else 'released' end,
           case when a.status = 'completed' then o.labor_cents + o.parts_cents + o.fees_cents + o.tax_cents end,
           a.id || '@scale.pitstop.test',
           case when a.status = 'cancelled' then 'Plans changed' end,
           case when a.status = 'cancelled' then a.created_at + interval '1 day' end,
           case when a.status = 'completed' then a.starts_at + interval '2 hours' end,
           a.created_at + interval '3 hours', a.created_at + interval '3 hours'
    from b_appt a join b_off o on o.g = a.g and o.k = 1`);
  // The bay's two half-hour cells of each standing booking (a cancellation gives them back).
  await client.query(`
    insert into bay_slots (location_id, bay, starts_at, appointment_id)
    select a.home_location, a.bay, a.starts_at + c.offset_minutes * interval '1 minute', a.id
    from b_appt a cross join (values (0), (30)) as c(offset_minutes) where a.status in ('booked', 'completed')`);
  await client.query('commit');
}

async function generate(client: pg.Client): Promise<void> {
  const started = performance.now();
  const shape = RESUME_FROM > 1 ? await existingShape(client) : await prepareGeneration(client, await hashPassword(PASSWORD));
  log(`  ${shape.locations} service locations, ${shape.homes} with three in reach; ${shape.services} autoquotable services`);
  for (let from = RESUME_FROM; from <= REQUESTS; from += BATCH) {
    const to = Math.min(REQUESTS, from + BATCH - 1);
    const batchStarted = performance.now();
    await generateBatch(client, from, to, shape);
    const elapsed = performance.now() - started;
    log(`  requests ${from}–${to} of ${REQUESTS}: ${seconds(performance.now() - batchStarted)} (${seconds(elapsed)} so far, ~${seconds((elapsed / to) * (REQUESTS - to))} to go)`);
  }
  const analyzeStarted = performance.now();
  // What autovacuum does on a live database: the statistics, and the visibility map index-only scans rely on.
  await client.query('vacuum analyze');
  log(`  VACUUM ANALYZE: ${seconds(performance.now() - analyzeStarted)}`);
  log(`Generated in ${seconds(performance.now() - started)}`);
}

const COUNTED = ['users', 'owned_vehicles', 'credit_cards', 'service_requests', 'service_request_services', 'offers', 'offer_line_items', 'appointments', 'payment_authorisations', 'bay_slots', 'shop_locations'];

async function describeDatabase(client: pg.Client): Promise<void> {
  const size = await client.query(`select pg_database_size(current_database()) as bytes, pg_size_pretty(pg_database_size(current_database())) as pretty`);
  log(`Database size: ${size.rows[0].pretty} (${size.rows[0].bytes} bytes)`);
  for (const table of COUNTED) {
    const { rows } = await client.query(`select count(*)::bigint as n, pg_size_pretty(pg_total_relation_size('${table}')) as size from ${table}`);
    log(`  ${table.padEnd(26)} ${String(rows[0].n).padStart(10)} rows  ${rows[0].size} with indexes`);
  }
  const states = await client.query(`select status, count(*)::int as n from service_requests group by status order by status`);
  log(`  requests by state: ${states.rows.map((row) => `${row.status} ${row.n}`).join(', ')}`);
  const bookings = await client.query(`select status, count(*)::int as n from appointments group by status order by status`);
  log(`  appointments by state: ${bookings.rows.map((row) => `${row.status} ${row.n}`).join(', ')}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Measurement through the server

interface Caller {
  token: string;
  userId: string;
}

async function call(origin: string, path: string, token: string, address: string): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address } });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body };
}

async function signIn(origin: string, email: string, password: string, address: string): Promise<Caller> {
  const response = await fetch(`${origin}/api/v3/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  const json = (await response.json()) as { data: { id: string }; meta: { access_token: string } };
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status} ${JSON.stringify(json)}`);
  return { token: json.meta.access_token, userId: json.data.id };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Measured {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function measure(name: string, calls: Array<{ path: string; token: string }>, origin: string): Promise<Measured> {
  const times: number[] = [];
  let errors = 0;
  let example = '';
  for (const [index, { path, token }] of calls.entries()) {
    const result = await call(origin, path, token, `10.20.${index >> 8}.${index & 255}`);
    times.push(result.ms);
    if (result.status !== 200) {
      errors += 1;
      example ||= `${result.status} ${path} ${result.body.slice(0, 200)}`;
    }
  }
  times.sort((a, b) => a - b);
  const measured = { name, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), errors };
  log(
    `  ${name.padEnd(44)} n=${times.length}  p50 ${measured.p50.toFixed(1)}  p95 ${measured.p95.toFixed(1)}  p99 ${measured.p99.toFixed(1)} ms` +
      `${measured.p95 > 20 ? '  (p95 OVER 20 ms)' : ''}${errors ? `  ${errors} errors, e.g. ${example}` : ''}`,
  );
  return measured;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
type Calls = Array<{ path: string; token: string }>;
interface People {
  customers: Caller[];
  staff: Array<Caller & { locationId: string }>;
  newest: Map<string, string>;
  days: Array<{ location_id: string; day: string }>;
  staffAt: Map<string, Caller & { locationId: string }>;
}

async function measureAll(client: pg.Client): Promise<Measured[]> {
  const app = await buildApp(serverConfig(), { seed: true });
  await app.listen({ host: '127.0.0.1', port: PORT });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    if (WRITE_METRIC_DAYS) {
      const started = performance.now();
      await app.jobs.runNow(RECURRING_JOBS.writeMetricDays.name);
      log(`  the metrics' job (${RECURRING_JOBS.writeMetricDays.name}) ran: ${seconds(performance.now() - started)}`);
    }
    // Who calls: customers and staff signed in at the first of their lists (none when SCALE_ONLY names none), the demo admin.
    const admin = await signIn(origin, ADMIN.email, ADMIN.password, '10.12.0.1');
    let signedIn: Promise<People> | undefined;
    const people = () => (signedIn ??= signInPeople());
    async function signInPeople() {
      // Customers with several requests (some booked), every location's staff.
      const customerRows = (
        await client.query(`
          select u.email from users u
          where u.email not like 'scale-staff-%' and u.promo_slug like 'scale-%'
            and exists (select 1 from appointments a where a.user_id = u.id and a.status in ('booked', 'completed'))
          order by hashtext(u.email) limit ${CALLS}`)
      ).rows as Array<{ email: string }>;
      const staffRows = (
        await client.query(`
          select u.email, l.id as location_id, l.time_zone
          from scale_locations l join shop_staff s on s.location_id = l.id join users u on u.id = s.user_id
          where u.email like 'scale-staff-%' order by l.n`)
      ).rows as Array<{ email: string; location_id: string; time_zone: string }>;
      const signInStarted = performance.now();
      const customers: Caller[] = [];
      for (const [index, row] of customerRows.entries()) customers.push(await signIn(origin, row.email, PASSWORD, `10.10.${index >> 8}.${index & 255}`));
      const staff: Array<Caller & { locationId: string }> = [];
      for (const [index, row] of staffRows.entries()) staff.push({ ...(await signIn(origin, row.email, PASSWORD, `10.11.${index >> 8}.${index & 255}`)), locationId: row.location_id });
      log(`  signed in ${customers.length} customers and ${staff.length} staff members: ${seconds(performance.now() - signInStarted)}`);

      // A request of each customer's (the newest), for its offers.
      const newest = new Map<string, string>(
        (
          await client.query(
            `select distinct on (user_id) user_id::text, id::text from service_requests where user_id = any($1::uuid[]) order by user_id, created_at desc`,
            [customers.map((customer) => customer.userId)],
          )
        ).rows.map((row: { user_id: string; id: string }) => [row.user_id, row.id]),
      );
      // Days with bookings at each location: the busiest recent day and days spread over the two years.
      const days = (
        await client.query(
          `select location_id::text, to_char((starts_at at time zone time_zone)::date, 'YYYY-MM-DD') as day
           from appointments where location_id = any($1::uuid[]) order by hashtext(id::text) limit ${CALLS}`,
          [staff.map((member) => member.locationId)],
        )
      ).rows as Array<{ location_id: string; day: string }>;
      const staffAt = new Map(staff.map((member) => [member.locationId, member]));
      return { customers, staff, newest, days, staffAt };
    }
    const emailParts = (await client.query(`select split_part(email, '@', 1) as local from users where promo_slug like 'scale-%' and email not like 'scale-staff-%' order by hashtext(email) limit ${CALLS}`)).rows.map(
      (row: { local: string }) => row.local,
    ) as string[];
    const surnames = LAST_NAMES.map((name) => name.toLowerCase());
    const now = new Date();
    const spread = <T>(items: T[], count = CALLS): T[] => Array.from({ length: count }, (_, index) => items[index % items.length]!);
    const each = <T>(items: T[], make: (item: T, index: number) => { path: string; token: string }) => spread(items).map(make);

    const results: Measured[] = [];
    const run = async (name: string, calls: () => Promise<Calls> | Calls) => {
      if (wanted(name)) results.push(await measure(name, await calls(), origin));
    };
    log(`Measuring (${CALLS} calls each, one at a time, over different callers; ms):`);
    await run('customer: requests list (all, page 1)', async () => each((await people()).customers, (c) => ({ path: `/api/v3/users/${c.userId}/service_requests`, token: c.token })));
    await run('customer: open requests', async () => each((await people()).customers, (c) => ({ path: `/api/v3/users/${c.userId}/service_requests/open`, token: c.token })));
    await run("customer: a request's offers", async () => { const { customers, newest } = await people(); return each(customers, (c) => ({ path: `/api/v3/service_requests/${newest.get(c.userId)}/offers`, token: c.token })); });
    await run('customer: bookings (booked scope)', async () => each((await people()).customers, (c) => ({ path: `/api/v3/users/${c.userId}/service_requests/booked`, token: c.token })));
    await run('customer: past requests (past scope)', async () => each((await people()).customers, (c) => ({ path: `/api/v3/users/${c.userId}/service_requests/past`, token: c.token })));
    await run('shop: inbox, open', async () => each((await people()).staff, (s) => ({ path: `/api/shop/v1/locations/${s.locationId}/requests?status=open`, token: s.token })));
    await run('shop: inbox, answered', async () => each((await people()).staff, (s) => ({ path: `/api/shop/v1/locations/${s.locationId}/requests?status=answered`, token: s.token })));
    await run('shop: inbox, all', async () => each((await people()).staff, (s) => ({ path: `/api/shop/v1/locations/${s.locationId}/requests?status=all`, token: s.token })));
    await run('shop: its locations (open counts, answer times)', async () => each((await people()).staff, (s) => ({ path: '/api/shop/v1/locations', token: s.token })));
    await run('shop: a day of bookings', async () => { const { days, staffAt } = await people(); return each(days, (d) => ({ path: `/api/shop/v1/locations/${d.location_id}/appointments?day=${d.day}`, token: staffAt.get(d.location_id)!.token })); });
    await run('admin: requests, newest (no filter)', () => spread([admin]).map(() => ({ path: '/api/v3/admin/service_requests', token: admin.token })));
    await run('admin: requests by email part (a surname)', () => spread(surnames).map((q) => ({ path: `/api/v3/admin/service_requests?q=${q}`, token: admin.token })));
    await run('admin: requests by email part (a person)', () => spread(emailParts).map((q) => ({ path: `/api/v3/admin/service_requests?q=${encodeURIComponent(q)}`, token: admin.token })));
    await run('admin: requests by state', () => spread(['open', 'booked', 'completed', 'withdrawn']).map((s) => ({ path: `/api/v3/admin/service_requests?status=${s}`, token: admin.token })));
    await run('admin: requests by days (a day, a week)', () =>
      spread(Array.from({ length: 100 }, (_, index) => index)).map((index) => {
        const to = new Date(now.getTime() - (index * 7 + 1) * 86_400_000);
        const from = new Date(to.getTime() - (index % 2) * 6 * 86_400_000);
        return { path: `/api/v3/admin/service_requests?from=${isoDay(from)}&to=${isoDay(to)}`, token: admin.token };
      }),
    );
    await run('admin: metrics, 30 days', () => spread([admin]).map(() => ({ path: '/api/v3/admin/metrics?days=30', token: admin.token })));
    await run('admin: metrics, 90 days', () => spread([admin]).map(() => ({ path: '/api/v3/admin/metrics?days=90', token: admin.token })));
    await run('admin: user search (email part)', () => spread(emailParts).map((q) => ({ path: `/api/v3/admin/users?q=${encodeURIComponent(q)}`, token: admin.token })));
    await run('admin: user search (a surname)', () => spread(surnames).map((q) => ({ path: `/api/v3/admin/users?q=${q}`, token: admin.token })));
    // Shorter than a trigram (ADR 084): common pairs and rare ones.
    await run('admin: user search (two characters)', () => spread(TWO_CHARACTERS).map((q) => ({ path: `/api/v3/admin/users?q=${q}`, token: admin.token })));
    await run('admin: requests by email part (two characters)', () => spread(TWO_CHARACTERS).map((q) => ({ path: `/api/v3/admin/service_requests?q=${q}`, token: admin.token })));
    return results;
  } finally {
    await app.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// EXPLAIN (ANALYZE, BUFFERS) of each list's SQL, as its module builds it

/** Tables this large scanned whole are flagged. */
const LARGE_TABLE_ROWS = 10_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** Runs `work` against a drizzle database that records its queries, then explains each recorded query. */
async function explainQueries(client: pg.Client, name: string, work: (db: Db) => Promise<unknown>, sizes: Map<string, number>, text: string[]): Promise<void> {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
  const recorded: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle(pool, { schema, casing: 'snake_case', logger: { logQuery: (query, params) => recorded.push({ query, params }) } }) as unknown as Db;
  try {
    await work(db);
  } finally {
    await pool.end();
  }
  log(`  ${name}`);
  text.push(`### ${name}`, '');
  for (const { query, params } of recorded) {
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${query}`, params as unknown[]);
    const [plan] = rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode; 'Execution Time': number }>;
    const indexes = new Set<string>();
    const seqScans: string[] = [];
    walk(plan!.Plan, (node) => {
      if (node['Index Name']) indexes.add(node['Index Name']);
      if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
        const size = sizes.get(node['Relation Name']) ?? 0;
        seqScans.push(`${node['Relation Name']}${size >= LARGE_TABLE_ROWS ? ` (LARGE: ${size} rows)` : ''}`);
      }
    });
    const line = `${plan!['Execution Time'].toFixed(2)} ms; indexes: ${[...indexes].join(', ') || 'none'}${seqScans.length ? `; Seq Scan: ${seqScans.join(', ')}` : ''}`;
    log(`    ${line}  ← ${query.replace(/\s+/g, ' ').slice(0, 110)}…`);
    const textPlan = await client.query(`explain (analyze, buffers) ${query}`, params as unknown[]);
    text.push('```sql', query, `-- params: ${JSON.stringify(params)}`, '```', '```', ...textPlan.rows.map((row: Record<string, string>) => row['QUERY PLAN']!), '```', '');
  }
}

async function explainAll(client: pg.Client): Promise<string[]> {
  const sizes = new Map<string, number>(
    (await client.query(`select relname, n_live_tup::bigint as n from pg_stat_user_tables`)).rows.map((row: { relname: string; n: string }) => [row.relname, Number(row.n)]),
  );
  const clock = { now: () => new Date() };
  const customer = (
    await client.query(`
      select r.user_id::text, r.id::text as request_id from service_requests r join users u on u.id = r.user_id
      where u.promo_slug like 'scale-%' and r.status = 'booked' order by r.created_at desc limit 1`)
  ).rows[0] as { user_id: string; request_id: string };
  const staff = (
    await client.query(`
      select s.user_id::text, s.location_id::text, a.day from shop_staff s join users u on u.id = s.user_id
      cross join lateral (select to_char((starts_at at time zone time_zone)::date, 'YYYY-MM-DD') as day from appointments
                          where location_id = s.location_id order by starts_at desc limit 1) a
      where u.email like 'scale-staff-%' order by u.email limit 1`)
  ).rows[0] as { user_id: string; location_id: string; day: string };
  const person = (await client.query(`select split_part(email, '@', 1) as local from users where promo_slug = 'scale-77'`)).rows[0] as { local: string };
  const page = { page: 1, perPage: 5, all: false };
  const adminPage = { page: 1, perPage: 25, all: false };
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const text: string[] = [];
  log('EXPLAIN (ANALYZE, BUFFERS) of each list\'s queries (execution time; indexes; Seq Scans, LARGE when ≥ 10 000 rows):');
  const cases: Array<[string, (db: Db) => Promise<unknown>]> = [
    ['customer: requests list', (db) => listServiceRequests({ db, clock }, { callerId: customer.user_id, userId: customer.user_id, page })],
    ['customer: bookings (booked scope)', (db) => listServiceRequests({ db, clock }, { callerId: customer.user_id, userId: customer.user_id, page, scope: 'booked' })],
    ["customer: a request's offers", (db) => listOffers({ db } as never, { userId: customer.user_id, id: customer.request_id })],
    [
      'shop: inbox, open',
      async (db) => listShopRequests({ db }, { location: await staffLocation(db, { userId: staff.user_id, locationId: staff.location_id }), status: 'open' }),
    ],
    [
      'shop: inbox, answered',
      async (db) => listShopRequests({ db }, { location: await staffLocation(db, { userId: staff.user_id, locationId: staff.location_id }), status: 'answered' }),
    ],
    ['shop: its locations (open counts, answer times)', (db) => listShopLocations({ db }, { userId: staff.user_id })],
    [
      'shop: inbox, all',
      async (db) => listShopRequests({ db }, { location: await staffLocation(db, { userId: staff.user_id, locationId: staff.location_id }), status: 'all' }),
    ],
    [
      'shop: a day of bookings',
      async (db) => listShopBookings({ db }, { location: await staffLocation(db, { userId: staff.user_id, locationId: staff.location_id }), day: staff.day }),
    ],
    ['admin: requests by email part', (db) => listAdminServiceRequests({ db }, { ...adminPage, q: person.local })],
    ['admin: requests by state (open)', (db) => listAdminServiceRequests({ db }, { ...adminPage, status: 'open' })],
    ['admin: requests by days (a week)', (db) => listAdminServiceRequests({ db }, { ...adminPage, from: day(14), to: day(8) })],
    ['admin: metrics, 30 days', (db) => getAdminMetrics({ db, clock }, { days: 30 })],
    ['admin: metrics, 90 days', (db) => getAdminMetrics({ db, clock }, { days: 90 })],
    ['admin: user search', (db) => searchUsers({ db }, { q: person.local, ...adminPage })],
    ['admin: user search (a surname)', (db) => searchUsers({ db }, { q: LAST_NAMES[3]!.toLowerCase(), ...adminPage })],
    ['admin: user search (two characters, rare)', (db) => searchUsers({ db }, { q: 'qz', ...adminPage })],
    ['admin: requests by email part (a surname)', (db) => listAdminServiceRequests({ db }, { ...adminPage, q: LAST_NAMES[3]!.toLowerCase() })],
    ['admin: requests by email part (two characters, rare)', (db) => listAdminServiceRequests({ db }, { ...adminPage, q: 'qz' })],
    ['admin: requests, newest (no filter)', (db) => listAdminServiceRequests({ db }, adminPage)],
    ['admin: requests by state (withdrawn)', (db) => listAdminServiceRequests({ db }, { ...adminPage, status: 'withdrawn' })],
  ];
  for (const [name, work] of cases) if (wanted(name)) await explainQueries(client, name, work, sizes, text);
  return text;
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  log(`Scale proof on ${DATABASE_URL}: ${REQUESTS} requests, ${CUSTOMERS} customers`);
  await ensureDatabase(!SKIP_GENERATE && RESUME_FROM === 1);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    if (!SKIP_GENERATE && RESUME_FROM === 1) {
      log('Migrating and seeding (the server does it at start)…');
      const app = await buildApp(serverConfig(), { seed: true });
      await app.close();
    }
    if (!SKIP_GENERATE) {
      log('Generating…');
      await generate(client);
    }
    await describeDatabase(client);
    if (process.env.SCALE_SKIP_MEASURE !== 'true') {
      const measured = await measureAll(client);
      const over = measured.filter((row) => row.p95 > 20);
      log(over.length === 0 ? 'Every list answers at p95 ≤ 20 ms.' : `Over 20 ms at p95: ${over.map((row) => row.name).join('; ')}`);
    }
    const plans = await explainAll(client);
    if (process.env.SCALE_PLANS_FILE) writeFileSync(process.env.SCALE_PLANS_FILE, `${plans.join('\n')}\n`);
  } finally {
    await client.end();
    if (DROP) await dropDatabase();
  }
}

await main();
