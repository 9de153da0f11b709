import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, pagePath, pageUrl } from './pages.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The first segments of the pages (`/book-appointment`, `/shop`, …): a string starting with one is a page path. */
const PAGE_PREFIXES = [...new Set(PAGE_PATHS.map((page) => page.split('/')[1]).filter(Boolean))];
const PAGE_LITERAL = new RegExp(`(['"\`}])/(${PAGE_PREFIXES.join('|')})(?=[/?#'"\`$])`, 'g');
/** A path written as the first argument of these is checked against the table by the type checker. */
const TYPED_BY_THE_TABLE = /(\b(href|pagePath|at|leaf)\(|\bpageUrl\([\w.]+, )$/;
/** A JSON pointer to a request field (`{ pointer: '/rewards' }`) is not a page, whatever its name. */
const JSON_POINTER = /\bpointer: $/;

/**
 * The page paths written as strings in a source text, outside a call typed by the table: a quoted path, or one
 * after an interpolation (`${publicUrl}/shop`). Comments are left out.
 */
export function literalPagePaths(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const match of code.matchAll(PAGE_LITERAL)) {
    const at = match.index;
    const before = code.slice(Math.max(0, at - 60), at);
    if (match[1] !== '}' && (TYPED_BY_THE_TABLE.test(before) || JSON_POINTER.test(before))) continue;
    const line = code.slice(0, at).split('\n').length;
    found.push(`${line}: ${code.split('\n')[line - 1]?.trim()}`);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the page table', () => {
  it('fills parameters in, leaving out an optional one not given', () => {
    expect(pagePath('/service-request/:id/offer/:offerId?', { id: 'r1' })).toBe('/service-request/r1/offer');
    expect(pagePath('/service-request/:id/offer/:offerId?', { id: 'r1', offerId: 'o 2' })).toBe('/service-request/r1/offer/o%202');
    expect(pageUrl('https://pitstop.example/', '/book-appointment/:id/confirmation', { id: 'a1' })).toBe(
      'https://pitstop.example/book-appointment/a1/confirmation',
    );
    expect(pageUrl('https://pitstop.example', '/profile')).toBe('https://pitstop.example/profile');
  });

  it('finds a page path written by hand, and lets through one the table types', () => {
    const source = [
      "const a = href('/book-appointment/schedule');",
      "const b = '/book-appointment/notes';",
      'const c = `${config.publicUrl}/shop`;',
      "const d = pageUrl(config.publicUrl, '/shop');",
      '/** /shop/locations/{locationId}/settings, in a comment */',
      "const e = '/api/v3/shop';",
    ].join('\n');
    expect(literalPagePaths(source)).toEqual([
      "2: const b = '/book-appointment/notes';",
      '3: const c = `${config.publicUrl}/shop`;',
    ]);
  });

  // The web app's links (href, typed by routes.ts, which mounts this table) and the server's emails (pageUrl).
  for (const root of ['apps/web/app', 'apps/server/src/modules']) {
    it(`is the one place page paths are written: none by hand in ${root}`, () => {
      const found = sourceFiles(path.join(repoRoot, root)).flatMap((file) =>
        literalPagePaths(readFileSync(file, 'utf8')).map((hit) => `${path.relative(repoRoot, file)}:${hit}`),
      );
      expect(found).toEqual([]);
    });
  }
});
