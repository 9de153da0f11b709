import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ASVS 6.2.5, 6.3.1 and 5.2.4 over the server's own source (docs/security.md V5 and V6): every secret from the
 * CSPRNG, nothing secret hashed with a broken hash, no encryption of our own, no code made from strings. Read as
 * text, as one-clock.test.ts reads the modules; tests are left out (they may draw as they like).
 */
const SOURCE = path.join(import.meta.dirname, '../src');
const sources = (readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file: file.split(path.sep).join('/'), text: readFileSync(path.join(SOURCE, file), 'utf8') }));
const where = (pattern: RegExp) => sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('the server’s source', () => {
  it('is read whole', () => expect(sources.length).toBeGreaterThan(200));

  it('draws every secret from the CSPRNG: no Math.random in the server', () => {
    expect(where(/Math\.random\s*\(/)).toEqual([]);
  });

  it('hashes nothing secret with MD5 or SHA-1, and encrypts nothing itself', () => {
    expect(where(/createHash\(\s*['"`]md5['"`]/i)).toEqual([]);
    // The one SHA-1 is the ETag of a public document (a cache validator, not a secret).
    expect(where(/createHash\(\s*['"`]sha1['"`]/i)).toEqual(['lib/cached-document.ts']);
    expect(where(/\bcreateCipher(iv)?\s*\(|\bcreateDecipher(iv)?\s*\(/)).toEqual([]);
  });

  it('makes no code from strings: no eval, no new Function', () => {
    expect(where(/\beval\s*\(|\bnew\s+Function\s*\(/)).toEqual([]);
  });
});
