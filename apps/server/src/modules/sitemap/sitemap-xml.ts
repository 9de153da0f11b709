/**
 * The XML of the sitemaps (sitemaps.org protocol 0.9): an index of child sitemaps, and a child's list of addresses.
 * At most 50 000 addresses a file (the protocol's limit), so a long list is split into numbered parts.
 */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

export function urlSetXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<url><loc>${escapeXml(loc)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** The parts of a list: part 1 is the first 50 000, and so on (an empty list is one empty part). */
export function partsOf<T>(items: readonly T[], size = SITEMAP_MAX_URLS): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts.length > 0 ? parts : [[]];
}
