import { FUZZY_SEARCH } from '@pitstop/contracts';
import Fuse from 'fuse.js';
import { FOLLOW_UP_SYMPTOMS, type FollowUpOption, GENERAL_FOLLOW_UP, SYMPTOMS, type Symptom } from '../../data/symptoms.ts';
import type { CatalogService } from '../catalog/index.ts';
import { contentTokens, normalise, phraseIn, sameWord, stems, Vocabulary } from './text.ts';

/**
 * The service advisor's reasoning, without I/O: a description (and the conversation so far) → catalogue
 * services, an explanation, and a follow-up question when the description fits several causes.
 *
 * Three kinds of evidence are weighed: a service named outright ("oil change", "new brake pads"), a
 * catalogue keyword ("brake job", "tune up"), and a symptom of the knowledge base ("squealing when I brake").
 * When none fits, fuse.js searches the catalogue for a near spelling and asks "did you mean"; failing that,
 * the advisor asks what the owner notices.
 */

/** Words of a service name that say nothing about which service it is. */
const GENERIC_NAME_WORDS = new Set(
  ['replacement', 'replace', 'service', 'repair', 'installation', 'and', 'the', 'of', 'diagnosis', 'new', 'test', 'a', 'car']
    .map((word) => stems(word)[0] as string),
);

const MAX_SERVICES = 5;
const FALLBACK_THRESHOLD = 0.35;

interface NameEntry {
  service: CatalogService;
  core: string[];
}
interface KeywordEntry {
  service: CatalogService;
  phrase: string[];
}
interface SymptomEntry {
  symptom: Symptom;
  groups: string[][][];
  /** Phrases that rule the symptom out (Symptom.unless), stemmed. */
  unless: string[][];
}

export interface AdvisorIndex {
  bySlug: Map<string, CatalogService>;
  byId: Map<string, CatalogService>;
  names: NameEntry[];
  keywords: KeywordEntry[];
  symptoms: SymptomEntry[];
  symptomById: Map<string, Symptom>;
  vocabulary: Vocabulary;
  fuse: Fuse<CatalogService>;
}

/** What the advisor remembers between messages of one conversation (stored with the session). */
export interface AdvisorState {
  pending?: { kind: 'symptom'; symptomId: string } | { kind: 'choose'; serviceIds: string[] };
  /** Recent descriptions, read together when a short reply makes sense only with them. */
  history?: string[];
}

export interface AdvisorReply {
  answer: string;
  services: CatalogService[];
  followUp: { question: string; options: string[] } | null;
  state: AdvisorState;
}

export function buildAdvisorIndex(
  services: readonly CatalogService[],
  symptoms: readonly Symptom[] = [...SYMPTOMS, ...FOLLOW_UP_SYMPTOMS, GENERAL_FOLLOW_UP],
): AdvisorIndex {
  const vocabulary = new Set<string>();
  const remember = (words: string[]) => {
    for (const word of words) vocabulary.add(word);
    return words;
  };
  const names = services.map((service) => ({
    service,
    core: remember(stems(service.name)).filter((word) => !GENERIC_NAME_WORDS.has(word)),
  }));
  const keywords = services.flatMap((service) =>
    service.keywords.map((keyword) => ({ service, phrase: remember(stems(keyword)) })),
  );
  // Alternatives that stem alike ("brake", "braking") count once.
  const symptomEntries = symptoms.map((symptom) => ({
    symptom,
    groups: symptom.match.map((group) => [
      ...new Map(group.map((alternative) => remember(stems(alternative))).map((phrase) => [phrase.join(' '), phrase])).values(),
    ]),
    unless: (symptom.unless ?? []).map((alternative) => remember(stems(alternative))),
  }));
  for (const symptom of symptoms) {
    for (const option of symptom.followUp?.options ?? []) {
      remember(stems(option.answer));
      for (const alternative of option.match ?? []) remember(stems(alternative));
    }
  }
  return {
    bySlug: new Map(services.map((service) => [service.slug, service])),
    byId: new Map(services.map((service) => [service.id, service])),
    names: names.filter((entry) => entry.core.length > 0),
    keywords,
    symptoms: symptomEntries,
    symptomById: new Map(symptoms.map((symptom) => [symptom.id, symptom])),
    vocabulary: new Vocabulary(vocabulary),
    // Looser than the client's search (docs/product/comparing-and-choosing.md): this only proposes "did you mean", the owner confirms.
    fuse: new Fuse([...services], {
      includeScore: true,
      ignoreLocation: true,
      ignoreFieldNorm: true,
      threshold: FALLBACK_THRESHOLD,
      minMatchCharLength: FUZZY_SEARCH.minMatchCharLength,
      keys: [
        { name: 'name', weight: 0.7 },
        { name: 'keywords', weight: 0.3 },
      ],
    }),
  };
}

/** `words`: how many words of the description the evidence used; it breaks ties between equal scores. */
type Candidate =
  | { kind: 'symptom'; score: number; words: number; symptom: Symptom }
  | { kind: 'service'; score: number; words: number; service: CatalogService; core?: string[] };

const has = (tokens: readonly string[], word: string) => tokens.some((token) => sameWord(token, word));

function analyse(index: AdvisorIndex, tokens: readonly string[]): Candidate[] {
  const byService = new Map<string, Extract<Candidate, { kind: 'service' }>>();
  const offer = (candidate: Extract<Candidate, { kind: 'service' }>) => {
    const existing = byService.get(candidate.service.id);
    if (!existing || existing.score < candidate.score) byService.set(candidate.service.id, candidate);
  };
  const content = contentTokens(tokens).length;
  for (const { service, core } of index.names) {
    if (!core.every((word) => has(tokens, word))) continue;
    // A one-word name ("Tire Replacement") is strong evidence only in a short request ("tires"); a diagnosis
    // named after a symptom ("Car Won't Start Diagnosis") weighs like a keyword, so a closer symptom wins.
    const diagnosis = service.pricing.pricingMethod === 'diagnostic_fee';
    const score = core.length >= 2 || content <= 3 ? 2 * core.length + (diagnosis ? -1 : 1) : 1.5;
    offer({ kind: 'service', score, words: core.length, service, core });
  }
  for (const { service, phrase } of index.keywords) {
    const length = phraseIn(tokens, phrase);
    if (length > 0) {
      offer({ kind: 'service', score: 2 * length - (length === 1 && content > 3 ? 1.5 : 1), words: length, service });
    }
  }
  // A name contained in a longer matched name ("tire" in "flat tire") is the longer one's.
  const named = [...byService.values()];
  const services = named.filter(
    (candidate) =>
      !candidate.core ||
      !named.some(
        (other) =>
          other !== candidate &&
          other.core &&
          other.core.length > candidate.core!.length &&
          candidate.core!.every((word) => other.core!.includes(word)),
      ),
  );

  const symptoms: Candidate[] = [];
  for (const { symptom, groups, unless } of index.symptoms) {
    if (groups.length === 0 || unless.some((phrase) => phraseIn(tokens, phrase) > 0)) continue;
    // Each group must be present; more of its words present is more evidence (capped, so one group cannot
    // outweigh a missing one).
    let evidence = 0;
    const matched = groups.every((group) => {
      const words = Math.min(4, group.reduce((sum, alternative) => sum + phraseIn(tokens, alternative), 0));
      evidence += words;
      return words > 0;
    });
    if (matched) {
      symptoms.push({ kind: 'symptom', score: groups.length + evidence - (symptom.vague ? 1 : 0), words: evidence, symptom });
    }
  }
  // Stable sort: on equal evidence a symptom (it explains) comes before a service (it only names).
  return [...symptoms, ...services].sort((a, b) => b.score - a.score || b.words - a.words);
}

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const orFormat = new Intl.ListFormat('en', { style: 'long', type: 'disjunction' });

function suggestion(services: readonly CatalogService[]): string {
  if (services.length === 0) return '';
  return services.length === 1
    ? `I'd book: ${services[0]?.name}.`
    : `These services fit: ${listFormat.format(services.map((service) => service.name))}.`;
}

function resolve(index: AdvisorIndex, slugs: readonly string[]): CatalogService[] {
  return slugs.flatMap((slug) => index.bySlug.get(slug) ?? []);
}

function unique(services: CatalogService[]): CatalogService[] {
  const seen = new Set<string>();
  return services.filter((service) => !seen.has(service.id) && seen.add(service.id)).slice(0, MAX_SERVICES);
}

function withHistory(state: AdvisorState, question: string): string[] {
  return [...(state.history ?? []), question].slice(-4);
}

function replyForSymptom(
  index: AdvisorIndex,
  symptom: Symptom,
  state: AdvisorState,
  question: string,
  extra: CatalogService[] = [],
  lead?: string,
): AdvisorReply {
  const services = unique([...resolve(index, symptom.services), ...extra]);
  const followUp = symptom.followUp
    ? { question: symptom.followUp.question, options: symptom.followUp.options.map((option) => option.answer) }
    : null;
  const answer = [lead, symptom.explanation, followUp ? followUp.question : suggestion(services)]
    .filter(Boolean)
    .join(' ');
  return {
    answer,
    services,
    followUp,
    state: {
      pending: followUp ? { kind: 'symptom', symptomId: symptom.id } : undefined,
      history: withHistory(state, question),
    },
  };
}

function replyForOption(index: AdvisorIndex, option: FollowUpOption, state: AdvisorState, question: string): AdvisorReply {
  const next = option.next ? index.symptomById.get(option.next) : undefined;
  if (next) return replyForSymptom(index, next, state, question, [], option.explanation);
  const services = unique(resolve(index, option.services ?? []));
  return {
    answer: [option.explanation, suggestion(services)].filter(Boolean).join(' '),
    services,
    followUp: null,
    state: { history: withHistory(state, question) },
  };
}

/** The follow-up option a reply picks: its button text, or the most of its words. */
function pickOption(options: readonly FollowUpOption[], question: string, tokens: readonly string[]) {
  const typed = normalise(question);
  const exact = options.find((option) => normalise(option.answer) === typed);
  if (exact) return exact;
  let best: FollowUpOption | undefined;
  let bestScore = 0;
  let tie = false;
  for (const option of options) {
    const phrases = [...(option.match ?? []).map((alternative) => stems(alternative)), ...contentTokens(stems(option.answer)).map((word) => [word])];
    const score = Math.max(0, ...phrases.map((phrase) => phraseIn(tokens, phrase)));
    if (score > bestScore) {
      best = option;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && score > 0) {
      tie = true;
    }
  }
  return tie ? undefined : best;
}

function replyFromCandidates(index: AdvisorIndex, candidates: Candidate[], state: AdvisorState, question: string): AdvisorReply {
  const [top] = candidates;
  if (!top) throw new Error('replyFromCandidates needs a candidate');
  const included = candidates.filter((candidate) => candidate.score >= top.score * 0.75).slice(0, 3);
  const others = included.slice(1).flatMap((candidate) =>
    candidate.kind === 'symptom' ? resolve(index, candidate.symptom.services).slice(0, 2) : [candidate.service],
  );
  if (top.kind === 'symptom') return replyForSymptom(index, top.symptom, state, question, others);
  const services = unique([top.service, ...others]);
  const explanation = included.find((candidate) => candidate.kind === 'symptom');
  return {
    answer: [explanation?.kind === 'symptom' ? explanation.symptom.explanation : 'Got it.', suggestion(services)].join(' '),
    services,
    followUp: null,
    state: { history: withHistory(state, question) },
  };
}

/** One turn of the conversation. */
export function adviseServices(index: AdvisorIndex, state: AdvisorState, question: string): AdvisorReply {
  const tokens = index.vocabulary.correct(stems(question));

  if (state.pending?.kind === 'symptom') {
    const symptom = index.symptomById.get(state.pending.symptomId);
    const option = symptom?.followUp ? pickOption(symptom.followUp.options, question, tokens) : undefined;
    if (option) return replyForOption(index, option, state, question);
  }
  if (state.pending?.kind === 'choose') {
    const choices = state.pending.serviceIds.flatMap((id) => index.byId.get(id) ?? []);
    const typed = normalise(question);
    const chosen =
      choices.find((service) => normalise(service.name) === typed) ??
      choices.find((service) => contentTokens(stems(service.name)).every((word) => has(tokens, word)));
    if (chosen) {
      return {
        answer: `Got it. ${suggestion([chosen])}`,
        services: [chosen],
        followUp: null,
        state: { history: withHistory(state, question) },
      };
    }
  }

  let candidates = analyse(index, tokens);
  // A reply to a follow-up ("only on the freeway") may complete the description it follows; it counts only
  // when, read together, they point somewhere new.
  const previous = state.history?.at(-1);
  if (candidates.length === 0 && state.pending?.kind === 'symptom' && previous) {
    const pendingId = state.pending.symptomId;
    candidates = analyse(index, index.vocabulary.correct(stems(`${previous} ${question}`))).filter(
      (candidate) => candidate.kind === 'symptom' && candidate.symptom.id !== pendingId,
    );
  }
  if (candidates.length > 0) return replyFromCandidates(index, candidates, state, question);

  const near = index.fuse
    .search(contentTokens(normalise(question).split(' ')).join(' ') || question, { limit: 3 })
    .filter((result) => (result.score ?? 1) <= FALLBACK_THRESHOLD)
    .map((result) => result.item);
  if (near.length > 0) {
    return {
      answer: `I'm not completely sure. Did you mean ${orFormat.format(near.map((service) => service.name))}?`,
      services: near,
      followUp: { question: 'Did you mean one of these?', options: near.map((service) => service.name) },
      state: { pending: { kind: 'choose', serviceIds: near.map((service) => service.id) }, history: withHistory(state, question) },
    };
  }
  return replyForSymptom(index, GENERAL_FOLLOW_UP, state, question);
}
