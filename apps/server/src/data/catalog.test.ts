import { VEHICLE_CLASSES } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_SERVICES,
  CATEGORIES,
  DIAGNOSIS_SELECTION,
  POPULAR_SERVICES,
  SERVICES,
  appointmentTypeOf,
  partsCostByClass,
} from './catalog.ts';

describe('the authored service catalogue', () => {
  const slugs = new Set(SERVICES.map((service) => service.slug));

  it('has at least 80 services with unique names and slugs', () => {
    expect(SERVICES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(SERVICES.map((service) => service.name.toLowerCase())).size).toBe(SERVICES.length);
    expect(slugs.size).toBe(SERVICES.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has no empty category and covers the issue’s categories', () => {
    for (const category of CATEGORIES) {
      expect(SERVICES.filter((service) => service.category === category.slug).length, category.name).toBeGreaterThan(0);
    }
    expect(CATEGORIES.map((category) => category.slug)).toEqual(
      expect.arrayContaining([
        'maintenance',
        'brakes',
        'engine',
        'electrical',
        'suspension-steering',
        'heating-cooling',
        'tires-wheels',
        'inspection',
        'diagnosis',
        'car-wash',
        'collision',
      ]),
    );
  });

  it('names the services car owners search for', () => {
    const names = SERVICES.map((service) => service.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Brake Pads Replacement',
        'Oil Change',
        'Battery Replacement',
        'Wheel Alignment',
        'Tire Rotation',
        'AC Recharge',
        'Check Engine Light Diagnosis',
        'State Inspection',
      ]),
    );
  });

  it('has realistic hours and prices: positive labor for labor-priced work, sane ranges, dearer for bigger cars', () => {
    for (const service of SERVICES) {
      const [min, max] = service.parts;
      expect(min, service.slug).toBeLessThanOrEqual(max);
      expect(max, service.slug).toBeLessThanOrEqual(200_000);
      expect(service.laborHours, service.slug).toBeGreaterThan(0);
      expect(service.laborHours, service.slug).toBeLessThanOrEqual(12);
      const byClass = partsCostByClass(service);
      for (const vehicleClass of VEHICLE_CLASSES) {
        expect(byClass[vehicleClass].minCents).toBeLessThanOrEqual(byClass[vehicleClass].maxCents);
        expect(byClass[vehicleClass].minCents % 100).toBe(0);
      }
      expect(byClass.luxury.maxCents, service.slug).toBeGreaterThanOrEqual(byClass.compact.maxCents);
      if (service.category === 'diagnosis') expect(service.pricing).toBe('diagnostic_fee');
    }
    const pads = SERVICES.find((service) => service.slug === 'brake-pads-replacement');
    expect(pads?.laborHours).toBeGreaterThanOrEqual(1);
    expect(pads?.laborHours).toBeLessThanOrEqual(2.5);
  });

  it('gives every popular service an interview whose answers carry weight, answer and note', () => {
    expect(POPULAR_SERVICES.length).toBeGreaterThanOrEqual(10);
    for (const popular of POPULAR_SERVICES) {
      expect(slugs.has(popular.slug), popular.slug).toBe(true);
      expect(popular.questions.length, popular.slug).toBeGreaterThan(0);
      for (const question of popular.questions) {
        expect(question.question).toMatch(/\?$/);
        expect(question.answers.length).toBeGreaterThanOrEqual(2);
        for (const answer of question.answers) {
          expect(answer.weight).toBeGreaterThan(0);
          expect(answer.answer.length).toBeGreaterThan(0);
          expect(answer).toHaveProperty('note');
        }
      }
    }
  });

  it('words every interview question and answer note for the customer, who reads them', () => {
    // The notes show under each answer on the interview page: never the customer in the third person, never an
    // instruction to the mechanic (an imperative opening the note or following a colon).
    const toTheShop = /\bcustomer\b|(^|[:;]\s*)(please\s+)?(inspect|check|test|pressure-test|look|replace|balance|use)\b/i;
    for (const popular of POPULAR_SERVICES) {
      for (const question of popular.questions) {
        expect(question.question, popular.slug).not.toMatch(toTheShop);
        for (const { note } of question.answers) if (note) expect(note, `${popular.slug}: ${question.question}`).not.toMatch(toTheShop);
      }
    }
  });

  it('builds the selection and appointment lists from services that exist, of the right type', () => {
    for (const slug of DIAGNOSIS_SELECTION) expect(slugs.has(slug), slug).toBe(true);
    for (const [type, list] of Object.entries(APPOINTMENT_SERVICES)) {
      expect(list.length, type).toBeGreaterThan(0);
      for (const slug of list) {
        const service = SERVICES.find((candidate) => candidate.slug === slug);
        expect(service, slug).toBeDefined();
        expect(appointmentTypeOf(service!.category), slug).toBe(type);
      }
    }
  });
});
