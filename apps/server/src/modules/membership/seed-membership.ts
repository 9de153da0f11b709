import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqs, partnerAdmins, partnerOffers, partners, programPlans, programs, subscriptionOptions, subscriptions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/index.ts';

/**
 * The brand's own partner (reference data, every server): a plain member of the brand's program sends its id as
 * X-Partner-Id (ADR 057). Its slug is config.brandSlug.
 */
export async function seedBrandPartner(db: Db, brand: { slug: string; name: string }): Promise<string> {
  await db.insert(partners).values({ slug: brand.slug, name: brand.name }).onConflictDoNothing({ target: partners.slug });
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, brand.slug));
  return row!.id;
}

/** The demo partner admin (README), administering the white-label partner. */
export const DEMO_PARTNER_ADMIN = { email: 'partner.admin@pitstop.test', password: 'pitstop-partner', firstName: 'Parker', lastName: 'Partner', promoSlug: 'parker-partner' } as const;

/** Northwind's demo members (no password: nobody signs in as them), so its admin's dashboard has people to show (ADR 060). */
export const DEMO_NORTHWIND_MEMBERS = [
  { email: 'jordan.lee@northwind.example', firstName: 'Jordan', lastName: 'Lee', promoSlug: 'jordan-lee-nw', status: 'active', joined: '2026-09-14T15:00:00Z' },
  { email: 'sam.rivera@northwind.example', firstName: 'Sam', lastName: 'Rivera', promoSlug: 'sam-rivera-nw', status: 'canceled', joined: '2026-03-02T15:00:00Z' },
] as const;

type Option = { label: string; name: string; description: string; amountCents: number; frequency: 'Free' | 'Monthly' | 'Quarterly' | 'SemiAnnual' | 'Yearly' | 'fifteenMo'; hasRoadside?: boolean };
type DemoProgram = {
  partner: string;
  name: string;
  title: string;
  plans: { name: string; hiddenFreePlan?: boolean; hasRoadside?: boolean; options: Option[] }[];
};

const PLUS_OPTIONS: Option[] = [
  { label: '6 Months', name: 'plus-6-months', description: 'Member prices on every booked service, roadside help included.', amountCents: 5999, frequency: 'SemiAnnual', hasRoadside: true },
  { label: '12 Months', name: 'plus-12-months', description: 'Two months free: member prices on every booked service, roadside help included.', amountCents: 9999, frequency: 'Yearly', hasRoadside: true },
];

/** Demo partners (marked demo): slugs are theirs, names as people read them. */
const DEMO_PARTNERS = [
  { slug: 'lyft', name: 'Lyft', bannerColor: '#ff00bf', bannerText: 'Lyft drivers: join Pitstop Plus free', mobileBannerText: 'Lyft drivers join free', modalTitle: 'Free Pitstop Plus for Lyft drivers', joinButtonText: 'Enroll now', modalHtml: '<p>Lyft drivers get Pitstop Plus at no cost.</p>', modalHtmlExpanded: '<p>Member prices on repairs, and roadside help three times a year.</p>' },
  { slug: 'amazon-flex', name: 'Amazon Flex' },
  { slug: 'gopuff', name: 'Gopuff' },
  {
    slug: 'northwind-motor-club',
    name: 'Northwind Motor Club',
    whiteLabel: true,
    logoUrl: '/partners/northwind-motor-club.svg',
    primaryColor: '#0b4f6c',
    secondaryColor: '#01baef',
    plusBranding: 'Northwind Plus',
    articlePlusBranding: 'a Northwind Plus',
    memberServices: 'Northwind Member Services',
    memberServicesPhone: '(512) 555-0142',
    termsAndConditions: 'https://northwind.example/terms',
    privacyPolicy: 'https://northwind.example/privacy',
    copyrightNotice: '© 2026 Northwind Motor Club',
  },
  { slug: 'fleetwise', name: 'Fleetwise', initialSubRequired: true },
] as const;

function demoPrograms(brandSlug: string): DemoProgram[] {
  return [
    { partner: brandSlug, name: 'plus', title: 'Pitstop Plus', plans: [{ name: 'standard', hasRoadside: true, options: PLUS_OPTIONS }] },
    {
      partner: 'lyft',
      name: 'lyft',
      title: 'Pitstop Plus',
      plans: [{ name: 'driver', hiddenFreePlan: true, hasRoadside: true, options: [{ label: '12 Months', name: 'lyft-driver-12-months', description: 'Free for Lyft drivers.', amountCents: 0, frequency: 'Yearly', hasRoadside: true }] }],
    },
    { partner: 'amazon-flex', name: 'amazon-flex', title: 'Pitstop Plus', plans: [{ name: 'driver', options: PLUS_OPTIONS.map((o) => ({ ...o, name: `amazon-flex-${o.name}` })) }] },
    { partner: 'gopuff', name: 'gopuff', title: 'Pitstop Plus', plans: [{ name: 'driver', options: PLUS_OPTIONS.map((o) => ({ ...o, name: `gopuff-${o.name}` })) }] },
    {
      partner: 'northwind-motor-club',
      name: 'northwind',
      title: 'Northwind Plus',
      plans: [{ name: 'member', hasRoadside: true, options: PLUS_OPTIONS.map((o) => ({ ...o, name: `northwind-${o.name}`, amountCents: o.amountCents - 1000 })) }],
    },
    {
      partner: 'fleetwise',
      name: 'fleetwise',
      title: 'Fleetwise Plus',
      plans: [{ name: 'fleet', hiddenFreePlan: true, options: [{ label: '12 Months', name: 'fleetwise-12-months', description: 'Required for Fleetwise drivers.', amountCents: 7999, frequency: 'Yearly' }] }],
    },
  ];
}

const DEMO_FAQS = [
  ['What is Pitstop Plus?', 'A membership that gives you member prices — up to 25% off — on services you book, and roadside help.'],
  ['How much can I save?', 'Members save $400 to $2,100 a year, depending on their vehicles and services.'],
  ['What does roadside help cover?', 'Jump start, lockout, flat tire, winching, fuel delivery and a tow of up to 10 miles: 3 times a year, from 3 days after you join.'],
  ['Can I cancel?', 'Yes, any time: you stay a member until the end of the period you paid for.'],
  ['What does the free plan include?', 'The free plan shows member prices but does not apply the discounts to booked services.'],
  ['Which cards do you accept?', 'Visa, MasterCard, American Express, Discover and Diners.'],
] as const;

const DEMO_OFFERS = [
  { title: '15% off tires', description: 'Members save 15% on a set of four tires at partner tire centres.', url: 'https://northwind.example/offers/tires', position: 1 },
  { title: 'Free car wash each month', description: 'One free exterior wash a month at partner car washes.', url: 'https://northwind.example/offers/car-wash', position: 2 },
] as const;

/**
 * Demo membership data (README, issue 26 §4; every row marked demo): the brand's plus program, ride-share and
 * delivery-driver programs (their slugs are the sign-up's programs), a white-label partner with its offers, a
 * partner requiring an initial subscription, the FAQ and the demo partner admin. Idempotent: written once.
 */
export async function seedDemoMembership(db: Db, brand: { slug: string; name: string }): Promise<void> {
  await seedBrandPartner(db, brand);
  await db.transaction(async (tx) => {
    for (const partner of DEMO_PARTNERS) {
      await tx.insert(partners).values({ ...partner, demo: true }).onConflictDoNothing({ target: partners.slug });
    }
    const bySlug = new Map((await tx.select({ id: partners.id, slug: partners.slug }).from(partners)).map((row) => [row.slug, row.id]));
    for (const program of demoPrograms(brand.slug)) {
      const partnerId = bySlug.get(program.partner)!;
      await tx.insert(programs).values({ name: program.name, title: program.title, partnerId, demo: true }).onConflictDoNothing({ target: programs.name });
      const [row] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.name, program.name));
      for (const plan of program.plans) {
        const [existing] = await tx.select({ id: programPlans.id }).from(programPlans).where(and(eq(programPlans.programId, row!.id), eq(programPlans.name, plan.name)));
        if (existing) continue;
        const [created] = await tx
          .insert(programPlans)
          .values({ programId: row!.id, name: plan.name, hiddenFreePlan: plan.hiddenFreePlan ?? false, hasRoadside: plan.hasRoadside ?? false })
          .returning({ id: programPlans.id });
        await tx.insert(subscriptionOptions).values(plan.options.map((option) => ({ ...option, hasRoadside: option.hasRoadside ?? false, programPlanId: created!.id })));
      }
    }
    const [{ faqCount } = { faqCount: 0 }] = await tx.select({ faqCount: sql<number>`count(*)::int` }).from(faqs).where(eq(faqs.demo, true));
    if (faqCount === 0) await tx.insert(faqs).values(DEMO_FAQS.map(([question, answer]) => ({ question, answer, demo: true })));
    const whiteLabel = bySlug.get('northwind-motor-club')!;
    const [{ offerCount } = { offerCount: 0 }] = await tx.select({ offerCount: sql<number>`count(*)::int` }).from(partnerOffers).where(eq(partnerOffers.partnerId, whiteLabel));
    if (offerCount === 0) await tx.insert(partnerOffers).values(DEMO_OFFERS.map((offer) => ({ ...offer, partnerId: whiteLabel, demo: true })));
  });
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PARTNER_ADMIN.email));
  let adminId = admin?.id;
  if (!adminId) {
    const { password, ...account } = DEMO_PARTNER_ADMIN;
    const [created] = await db
      .insert(users)
      .values({ ...account, passwordHash: await hashPassword(password), status: 'active', confirmedAt: sql`now()`, acquisitionSource: 'seed' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    adminId = created?.id;
  }
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, 'northwind-motor-club'));
  if (adminId && partner) await db.insert(partnerAdmins).values({ partnerId: partner.id, userId: adminId }).onConflictDoNothing();
  await seedNorthwindMembers(db);
}

/** Each demo member once, with one subscription to Northwind's plan (its cheapest option). */
async function seedNorthwindMembers(db: Db): Promise<void> {
  const [plan] = await db
    .select({ planId: programPlans.id, optionId: subscriptionOptions.id })
    .from(programPlans)
    .innerJoin(programs, eq(programs.id, programPlans.programId))
    .innerJoin(subscriptionOptions, eq(subscriptionOptions.programPlanId, programPlans.id))
    .where(eq(programs.name, 'northwind'))
    .orderBy(asc(subscriptionOptions.amountCents))
    .limit(1);
  if (!plan) return;
  for (const { status, joined, ...account } of DEMO_NORTHWIND_MEMBERS) {
    const [created] = await db
      .insert(users)
      .values({ ...account, partnerName: 'northwind', status: 'active', confirmedAt: sql`now()`, acquisitionSource: 'seed' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) continue;
    const since = new Date(joined);
    await db.insert(subscriptions).values({
      userId: created.id,
      programPlanId: plan.planId,
      subscriptionOptionId: plan.optionId,
      status,
      createdAt: since,
      currentPeriodStart: since,
      ...(status === 'canceled' ? { canceledAt: since } : {}),
    });
  }
}
