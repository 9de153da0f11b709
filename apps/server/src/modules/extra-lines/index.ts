/** Extra work on a booked job, the price lock (ADR 031 addendum, 050). Others use: the module. */
export { extraLinesModule } from './extra-lines.module.ts';
