/** Search. Others use: the module (add here what other modules may use; lint refuses deeper imports). */
export { searchModule } from './search.module.ts';
/** A LIKE pattern taken literally (the operations console's searches too). */
export { containsPattern, partPattern, startsPattern, TRIGRAM_LENGTH } from './like-pattern.ts';
