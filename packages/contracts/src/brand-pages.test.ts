import { describe, expect, it } from 'vitest';
import { BRAND_PAGES, brandPageOf, brandPageSegment } from './brand-pages.ts';

describe('the brand pages’ segments', () => {
  it('are the spec’s paths with the brand slug, and read back to their page', () => {
    expect(BRAND_PAGES.map((page) => brandPageSegment(page, 'pitstop'))).toEqual(['pitstop-faq', 'pitstop-plus-faq', 'partner-with-pitstop', 'pitstopplus']);
    for (const page of BRAND_PAGES) expect(brandPageOf(brandPageSegment(page, 'acme'), 'acme')).toBe(page);
  });

  it('are nothing for another brand’s slug, another case or any other segment', () => {
    for (const segment of ['acme-faq', 'Pitstop-faq', 'pitstop', 'pitstop-plus', 'partner-with-', 'faq', '', undefined]) {
      expect(brandPageOf(segment, 'pitstop'), String(segment)).toBeNull();
    }
  });
});
