import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Partners: accounts need the roles; membership adds the partner config (white-label strings, logo, colours) and
 * the join banner's config. A null string is the brand's default (docs/product/membership.md). The brand's own
 * partner has the slug of config.brandSlug.
 */
export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  initialSubRequired: boolean('initial_sub_required').notNull().default(false),
  whiteLabel: boolean('white_label').notNull().default(false),
  // Partner config (used only when white-labelled).
  logoUrl: text('logo_url'),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  plusBranding: text('plus_branding'),
  articlePlusBranding: text('article_plus_branding'),
  memberServices: text('member_services'),
  /** As people read it ("(512) 555-0142"); the number dialled is derived (lib/phone.ts). */
  memberServicesPhone: text('member_services_phone'),
  termsAndConditions: text('terms_and_conditions'),
  privacyPolicy: text('privacy_policy'),
  copyrightNotice: text('copyright_notice'),
  // Banner config.
  bannerColor: text('banner_color'),
  bannerText: text('banner_text'),
  mobileBannerText: text('mobile_banner_text'),
  modalHtml: text('modal_html'),
  modalHtmlExpanded: text('modal_html_expanded'),
  modalTitle: text('modal_title'),
  joinButtonText: text('join_button_text'),
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who administers which partner: a user with any row here is a partner admin (docs/product/accounts.md). */
export const partnerAdmins = pgTable(
  'partner_admins',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.userId] }), index('partner_admins_user_idx').on(t.userId)],
);
