// One schema for all domains: foreign keys cross domains (ARCHITECTURE §2). Add a domain's file here.
export * from './system.ts';
