/** Partners as accounts need them: roles. Programs, plans and partner config come with subscriptions. */
export { administeredPartners } from './administered-partners.ts';
