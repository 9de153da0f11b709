// One schema for all domains: foreign keys cross domains (ARCHITECTURE §2). Add a domain's file here.
export * from './system.ts';
export * from './shops.ts';
export * from './catalog.ts';
export * from './assistant.ts';
export * from './accounts.ts';
export * from './partners.ts';
export * from './rewards.ts';
export * from './outbox.ts';
export * from './locations.ts';
export * from './vehicles.ts';
export * from './service-requests.ts';
export * from './payments.ts';
export * from './appointments.ts';
export * from './membership.ts';
export * from './messages.ts';
export * from './vehicle-history.ts';
