import type {
  MaintenanceMakeList,
  MaintenanceMakeModels,
  MaintenanceOverview,
  ScheduleService,
  VehicleMaintenanceSchedule,
} from '@pitstop/contracts';
import { pagePath } from '@pitstop/contracts/pages';
import type { Crumb, PublicHead } from '~/lib/public-page';

/**
 * The heads of the maintenance pages (ADR 072, docs/product/maintenance-pages.md): titles, descriptions,
 * breadcrumbs, and the FAQ both drawn on the page and given to search engines as FAQPage. Every answer is read from
 * the schedule the API answered, and says what it is: typical intervals, which the vehicle's own manual overrides.
 */
export const miles = (value: number) => value.toLocaleString('en-US');

/** "2015 Honda Civic", or "Honda Civic" for a model's page. */
export const vehicleName = ({ make, model, year }: Pick<VehicleMaintenanceSchedule, 'make' | 'model' | 'year'>) =>
  [year, make.name, model.name].filter((part) => part !== null).join(' ');

const MAINTENANCE_CRUMB: Crumb = { name: 'Maintenance', path: pagePath('/maintenance') };
const SCHEDULES_CRUMB: Crumb = { name: 'Maintenance schedules', path: pagePath('/maintenance-schedule') };
const MAKES_CRUMB: Crumb = { name: 'Makes', path: pagePath('/maintenance-schedule/makes') };

const makeCrumb = (make: { slug: string; name: string }): Crumb => ({
  name: make.name,
  path: pagePath('/maintenance-schedule/:make', { make: make.slug }),
});

/** The canonical page of a vehicle's schedule: `/maintenance/{makeModel}` or `/maintenance/{makeModel}/{year}`. */
export function canonicalSchedulePath({ model, year }: Pick<VehicleMaintenanceSchedule, 'model' | 'year'>): string {
  return year === null
    ? pagePath('/maintenance/:makeModel', { makeModel: model.makeModel })
    : pagePath('/maintenance/:makeModel/:year', { makeModel: model.makeModel, year });
}

export interface FaqEntry {
  question: string;
  answer: string;
}

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The milestones at which a service is done: listed itself, or inside a package listed then. */
function milestonesOf(schedule: Pick<VehicleMaintenanceSchedule, 'milestones' | 'services'>, slug: string): number[] {
  const bySlug = new Map(schedule.services.map((service) => [service.slug, service]));
  return schedule.milestones
    .filter((milestone) => milestone.slugs.some((listed) => listed === slug || bySlug.get(listed)?.includes.includes(slug)))
    .map((milestone) => milestone.mileage);
}

/**
 * Two to four questions a car owner asks, answered from the schedule: how often the oil, when the tires are
 * rotated, what the first mileage package includes, when the long-interval items fall due. A question whose
 * service the catalogue does not offer is left out.
 */
export function maintenanceFaq(schedule: Pick<VehicleMaintenanceSchedule, 'make' | 'model' | 'year' | 'milestones' | 'services'>): FaqEntry[] {
  const vehicle = vehicleName(schedule);
  const service = (slug: string) => schedule.services.find((candidate) => candidate.slug === slug);
  const manual = `The owner’s manual of your ${vehicle} gives its maker’s own schedule: where it differs, follow the manual.`;
  const faq: FaqEntry[] = [];

  const oil = service('oil-change');
  if (oil) {
    faq.push({
      question: `How often does a ${vehicle} need an oil change?`,
      answer: `Every ${miles(oil.everyMiles)} miles on this typical schedule, with a new filter. Synthetic oils often allow longer, and severe driving (short trips, towing, heat, dust) calls for sooner. ${manual}`,
    });
  }
  const tires = service('tire-rotation');
  if (tires) {
    const at = milestonesOf(schedule, tires.slug).slice(0, 4);
    faq.push({
      question: `How often should the tires on a ${vehicle} be rotated?`,
      answer: `Every ${miles(tires.everyMiles)} miles. On the 5,000-mile steps of this schedule that means at ${list(at.map(miles))} miles, and so on: each rotation falls at the step after it is due.`,
    });
  }
  const firstPackage = schedule.services.find((candidate) => candidate.includes.length > 0);
  if (firstPackage) {
    const included = firstPackage.includes.flatMap((slug) => service(slug)?.name ?? []).map((name) => name.toLowerCase());
    faq.push({
      question: `What does the ${firstPackage.name.toLowerCase()} of a ${vehicle} include?`,
      answer: `${firstPackage.note ?? firstPackage.name} On this schedule it stands for ${list(included)}, and comes every ${miles(firstPackage.everyMiles)} miles. ${manual}`,
    });
  }
  const singles = schedule.services.filter((candidate) => candidate.includes.length === 0);
  const longestEvery = Math.max(0, ...singles.map((candidate) => candidate.everyMiles));
  const longInterval = singles.filter((candidate) => candidate.everyMiles === longestEvery && candidate !== oil);
  if (longInterval.length > 0) {
    const at = milestonesOf(schedule, longInterval[0]?.slug ?? '');
    faq.push({
      question: `When does a ${vehicle} need ${list(longInterval.map((item) => item.name.toLowerCase()))}?`,
      answer: `Every ${miles(longestEvery)} miles on this typical schedule: at ${list(at.map(miles))} miles, with the mileage service due then. Long-life spark plugs and coolants can last to 100,000 miles: the owner’s manual of your ${vehicle} says which it has.`,
    });
  }
  return faq;
}

/** The FAQ as schema.org's FAQPage. */
export const faqJsonLd = (faq: readonly FaqEntry[]): Record<string, unknown> => ({
  '@type': 'FAQPage',
  mainEntity: faq.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
});

/** The single services of the schedule, by how often they come: the description's short list. */
const intervalsLine = (services: readonly ScheduleService[]) =>
  services
    .filter((service) => service.includes.length === 0)
    .slice(0, 3)
    .map((service) => `${service.name.toLowerCase()} every ${miles(service.everyMiles)} miles`)
    .join(', ');

/** A vehicle's schedule page, as `/maintenance/…` or `/maintenance-schedule/{make}/{model}` (`path` is its own). */
export function vehicleScheduleHead(schedule: VehicleMaintenanceSchedule, path: string): PublicHead {
  const vehicle = vehicleName(schedule);
  const modelCrumb: Crumb = { name: `${schedule.make.name} ${schedule.model.name}`, path: canonicalSchedulePath({ ...schedule, year: null }) };
  const canonical = canonicalSchedulePath(schedule);
  return {
    title: `${vehicle} maintenance schedule`,
    description: `What maintenance a ${vehicle} needs from 5,000 to 150,000 miles, milestone by milestone: ${intervalsLine(schedule.services)}, and the mileage services. Typical intervals: the owner’s manual has the final word.`,
    path,
    ...(canonical === path ? {} : { canonicalPath: canonical }),
    breadcrumbs:
      path.startsWith(pagePath('/maintenance-schedule'))
        ? [SCHEDULES_CRUMB, MAKES_CRUMB, makeCrumb(schedule.make), { name: schedule.model.name, path }]
        : schedule.year === null
          ? [MAINTENANCE_CRUMB, modelCrumb]
          : [MAINTENANCE_CRUMB, modelCrumb, { name: String(schedule.year), path: canonical }],
    jsonLd: [faqJsonLd(maintenanceFaq(schedule))],
  };
}

export const overviewHead = (overview: MaintenanceOverview): PublicHead => ({
  title: 'Car maintenance schedules by make and model',
  description: `The typical maintenance schedule by mileage for ${miles(overview.makes.reduce((sum, make) => sum + make.models.length, 0))} models of ${overview.makes.length} makes: what is due at each 5,000 miles, from oil changes to the 90,000-mile service.`,
  path: pagePath('/maintenance'),
  breadcrumbs: [MAINTENANCE_CRUMB],
});

export const schedulesEntryHead = (makes: MaintenanceMakeList): PublicHead => ({
  title: 'Maintenance schedules',
  description: `How often each maintenance service comes on a typical schedule, and the schedule of ${miles(makes.modelCount)} models by make.`,
  path: pagePath('/maintenance-schedule'),
  breadcrumbs: [SCHEDULES_CRUMB],
});

export const makesHead = (makes: MaintenanceMakeList): PublicHead => ({
  title: 'Maintenance schedules: all makes',
  description: `Choose your car’s make for its models’ maintenance schedules: ${makes.makes.length} makes, ${miles(makes.modelCount)} models.`,
  path: pagePath('/maintenance-schedule/makes'),
  breadcrumbs: [SCHEDULES_CRUMB, MAKES_CRUMB],
});

export const makeHead = ({ make, models }: MaintenanceMakeModels): PublicHead => ({
  title: `${make.name} maintenance schedules`,
  description: `The maintenance schedule of each ${make.name} model (${models.length} in all), by mileage from 5,000 to 150,000 miles.`,
  path: pagePath('/maintenance-schedule/:make', { make: make.slug }),
  breadcrumbs: [SCHEDULES_CRUMB, MAKES_CRUMB, makeCrumb(make)],
});
