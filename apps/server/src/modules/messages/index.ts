/** Messages. Others use: the module (add here what other modules may use; lint refuses deeper imports). */
export { messagesModule } from './messages.module.ts';
