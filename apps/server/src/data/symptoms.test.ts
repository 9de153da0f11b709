import { describe, expect, it } from 'vitest';
import { SERVICES } from './catalog.ts';
import { FOLLOW_UP_SYMPTOMS, GENERAL_FOLLOW_UP, SYMPTOMS } from './symptoms.ts';

describe('the symptom knowledge base', () => {
  const all = [...SYMPTOMS, ...FOLLOW_UP_SYMPTOMS, GENERAL_FOLLOW_UP];
  const slugs = new Set(SERVICES.map((service) => service.slug));
  const ids = new Set(all.map((symptom) => symptom.id));

  it('has unique ids and points only at catalogue services and symptoms that exist', () => {
    expect(ids.size).toBe(all.length);
    for (const symptom of all) {
      for (const slug of symptom.services) expect(slugs.has(slug), `${symptom.id} → ${slug}`).toBe(true);
      for (const option of symptom.followUp?.options ?? []) {
        for (const slug of option.services ?? []) expect(slugs.has(slug), `${symptom.id} → ${slug}`).toBe(true);
        if (option.next) expect(ids.has(option.next), `${symptom.id} → ${option.next}`).toBe(true);
        expect(Boolean(option.next) || (option.services?.length ?? 0) > 0, `${symptom.id}: ${option.answer}`).toBe(true);
      }
    }
  });

  it('gives every matchable symptom services, an explanation and non-empty alternatives', () => {
    for (const symptom of SYMPTOMS) {
      expect(symptom.match.length, symptom.id).toBeGreaterThan(0);
      expect(symptom.services.length, symptom.id).toBeGreaterThan(0);
      expect(symptom.explanation, symptom.id).toMatch(/\.$/);
      for (const group of symptom.match) expect(group.length, symptom.id).toBeGreaterThan(0);
      if (symptom.followUp) {
        expect(symptom.followUp.question, symptom.id).toMatch(/\?$/);
        expect(symptom.followUp.options.length, symptom.id).toBeGreaterThanOrEqual(2);
      }
    }
  });
});
