/**
 * The outbox: email and text messages, delivered or kept (ADR 018). Other modules send through `app.outbox`
 * (declare 'outbox' among their dependencies).
 */
export { outboxModule } from './outbox.module.ts';
export { listOutboxMessages } from './list-outbox-messages.ts';
export type { MessageBudget } from './message-budget.ts';
export { tellMember } from './tell-member.ts';
