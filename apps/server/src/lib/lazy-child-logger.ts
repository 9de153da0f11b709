import type { FastifyBaseLogger } from 'fastify';

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
type Write = (...args: unknown[]) => void;
interface LevelledLogger extends FastifyBaseLogger {
  levels?: { values: Record<string, number> };
  isLevelEnabled?: (level: string) => boolean;
}

/**
 * A request's logger, bound to its request id like pino's own child, but built on the first line written at
 * an enabled level. Fastify makes a child for every request and pino builds it eagerly (in an isolated test
 * on this noisy machine, a silent pino logger cost a bare route roughly 15 % of its throughput; most of that
 * is the child). A request that writes nothing
 * — a reference read at its `warn` route level, or any route under a quiet LOG_LEVEL — never builds one.
 */
class LazyChildLogger {
  readonly #parent: LevelledLogger;
  readonly #bindings: Record<string, unknown>;
  readonly #options: { level?: string };
  #logger: FastifyBaseLogger | undefined;

  constructor(parent: LevelledLogger, bindings: Record<string, unknown>, options: { level?: string }) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #built(): FastifyBaseLogger {
    this.#logger ??= this.#parent.child(this.#bindings, this.#options);
    return this.#logger;
  }

  get level(): string {
    return this.#logger?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#built().level = level;
  }

  isLevelEnabled(level: string): boolean {
    const own = this.#logger ?? (this.#options.level === undefined ? this.#parent : undefined);
    if (own) return (own as LevelledLogger).isLevelEnabled?.(level) ?? true;
    const values = this.#parent.levels?.values;
    const wanted = values?.[level];
    const threshold = values?.[this.#options.level ?? ''];
    // 'silent' has no number: nothing is enabled under it.
    if (wanted === undefined) return true;
    return threshold !== undefined && wanted >= threshold;
  }

  #write(level: Level, args: unknown[]) {
    if (this.isLevelEnabled(level)) (this.#built()[level] as Write)(...args);
  }

  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  silent() {}

  /**
   * A child as lazy as this logger: this one's bindings and options with its own, built on its first line. The auth
   * guard binds every signed-in request's user id, and building pino's child there cost a cached membership read
   * about a tenth of its event-loop time (issue 26 §5's profile). Once this logger is built (its level set, or a line
   * written), the child is pino's own, so it keeps that level.
   */
  child(bindings: Record<string, unknown>, options: { level?: string } = {}): FastifyBaseLogger {
    if (this.#logger) return this.#logger.child(bindings, options);
    return new LazyChildLogger(this.#parent, { ...this.#bindings, ...bindings }, { ...this.#options, ...options }) as unknown as FastifyBaseLogger;
  }
}

/** Fastify's `childLoggerFactory`. */
export const lazyChildLoggerFactory = (logger: FastifyBaseLogger, bindings: object, options: { level?: string }) =>
  new LazyChildLogger(logger, bindings as Record<string, unknown>, options) as unknown as FastifyBaseLogger;
