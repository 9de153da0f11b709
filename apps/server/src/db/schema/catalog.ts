import type { AppointmentType, InterviewAnswer, PartsCostByClass, PricingMethod } from '@pitstop/contracts';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';


/** Catalogue categories (maintenance, brakes, …): a service's `categoryName`. */
export const serviceCategories = pgTable('service_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull(),
  ...timestamps,
});

/** The service catalogue (authored in src/data/catalog, seeded by slug). */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => serviceCategories.id),
    note: text('note'),
    /** Hours of labor on a midsize car; autoquote scales by vehicle class. */
    laborHours: doublePrecision('labor_hours').notNull(),
    partsCost: jsonb('parts_cost').$type<PartsCostByClass>().notNull(),
    pricingMethod: text('pricing_method').$type<PricingMethod>().notNull().default('labor_parts'),
    autoquotable: boolean('autoquotable').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    /** The appointment type the service is booked as: the Service entity's `type`. */
    appointmentType: text('appointment_type').$type<AppointmentType>().notNull().default('service'),
    /** Other words people use for it ("brake job", "tune up"): search and the service advisor read them. */
    keywords: text('keywords').array().notNull().default([]),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (table) => [index('services_enabled_idx').on(table.enabled, table.position)],
);

/** Popular-service interview questions; each answer carries weight, answer and note (docs/product/comparing-and-choosing.md). */
export const serviceInterviewQuestions = pgTable(
  'service_interview_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key: `{service slug}:{n}`. */
    slug: text('slug').notNull().unique(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answers: jsonb('answers').$type<InterviewAnswer[]>().notNull(),
    ...timestamps,
  },
  (table) => [index('service_interview_questions_service_id_idx').on(table.serviceId, table.position)],
);

/** 'Popular Services', 'Diagnosis / Describe Problem', 'Service Catalog' (contracts `catalog.ts`). */
export const serviceSelectionCategories = pgTable('service_selection_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull(),
  ...timestamps,
});

export const serviceSelectionCategoryServices = pgTable(
  'service_selection_category_services',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => serviceSelectionCategories.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.serviceId] })],
);

/** What can be booked as a standalone appointment, per appointment type (service, car_wash, collision). */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentType: text('appointment_type').$type<AppointmentType>().notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (table) => [unique('appointment_services_type_service_unique').on(table.appointmentType, table.serviceId)],
);

/** Feature flags served by GET /v4/features ({name, enabled}). */
export const features = pgTable('features', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  description: text('description').notNull(),
  ...timestamps,
});
