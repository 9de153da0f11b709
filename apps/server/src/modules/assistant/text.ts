import Fuse from 'fuse.js';
import { stemmer } from 'stemmer';

/**
 * Text handling for the service advisor: normalise a description into word stems (squealing → squeal,
 * "won't" → not), correct typos against a known vocabulary (fuse.js), and find phrases in a token list.
 */
const NEGATIONS =
  /\b(?:won['’]?t|doesn['’]?t|don['’]?t|can['’]?t|cannot|isn['’]?t|didn['’]?t|wouldn['’]?t|aren['’]?t|ain['’]?t|will not|does not|do not|is not|did not|would not|are not|no longer)\b/g;

/** Words passed through as they are: never "corrected" into a vocabulary word. Held as stems. */
const STOPWORD_LIST = `a about above after again all almost also am an and any are around as at away back be because been before being
  below between both but by came can car come comes coming could day days did do does doing done down during each
  even every few for from get gets getting go goes going got had has have having he her here him his how i if in
  into is it its just keep keeps know last like little lot lots make makes making me mine more most much my need
  needs new no nor not now of off often on once one only or other our out over own please pretty quite really right
  said same says see seems she should since so some something sometimes soon still such sure take than thank thanks
  that the their them then there these they thing things think this those though through time to today too under
  until up us use used very want wants was way we week well went were what when where which while who why will with
  would year years yes yesterday you your`;
const STOPWORDS = new Set(STOPWORD_LIST.split(/\s+/).map((word) => stemmer(word)));

/** Lower case; negations as "not"; "a/c" as "ac"; thousands without separators; punctuation as spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\ba\s*[/.]\s*c\.?(?=\s|$|[^a-z])/g, 'ac')
    .replace(NEGATIONS, ' not ')
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/['’]s\b/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function stems(text: string): string[] {
  const normalised = normalise(text);
  return normalised ? normalised.split(' ').map((word) => stemmer(word)) : [];
}

/** Two stems are the same word when equal, or when one starts with the other and the shorter has ≥ 5 letters. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= 5 && longer.startsWith(shorter);
}

/**
 * Where `phrase` occurs in `tokens`: its stems in order, with at most one other word between two of them
 * ("won't even start" holds "not start"). Returns the number of phrase words, or 0.
 */
export function phraseIn(tokens: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return 0;
  for (let start = 0; start < tokens.length; start++) {
    if (!sameWord(tokens[start] as string, phrase[0] as string)) continue;
    let position = start;
    let matched = 1;
    while (matched < phrase.length) {
      const next = phrase[matched] as string;
      if (position + 1 < tokens.length && sameWord(tokens[position + 1] as string, next)) position += 1;
      else if (position + 2 < tokens.length && sameWord(tokens[position + 2] as string, next)) position += 2;
      else break;
      matched++;
    }
    if (matched === phrase.length) return phrase.length;
  }
  return 0;
}

/** Corrects likely typos ("squeeking", "alternater") to the nearest known stem; other words pass unchanged. */
export class Vocabulary {
  private readonly known: Set<string>;
  private readonly fuse: Fuse<string>;

  constructor(words: Iterable<string>) {
    this.known = new Set(words);
    this.fuse = new Fuse([...this.known].filter((word) => word.length >= 4), {
      includeScore: true,
      threshold: 0.3,
      minMatchCharLength: 3,
      ignoreLocation: true,
    });
  }

  correct(tokens: readonly string[]): string[] {
    return tokens.map((token) => {
      if (token.length < 5 || /\d/.test(token) || this.known.has(token) || STOPWORDS.has(token)) return token;
      const [best] = this.fuse.search(token, { limit: 1 });
      // Length guard: "grinding" should not become "grind" twice removed, nor a short word a long one.
      return best && best.score !== undefined && best.score <= 0.3 && Math.abs(best.item.length - token.length) <= 2
        ? best.item
        : token;
    });
  }
}

/** Content words of a description: its stems without stopwords. */
export function contentTokens(tokens: readonly string[]): string[] {
  return tokens.filter((token) => !STOPWORDS.has(token));
}
