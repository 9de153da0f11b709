import type { PriceBasis, RecentRepairs, RepairCostIndex, RepairCostJob, RepairCostMake, RepairCostModel, VehicleClass } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { href } from 'react-router';
import type { Crumb, PublicHead } from '~/lib/public-page';

/**
 * The heads of the repair-cost pages (docs/product/repair-cost-pages.md, ADR 073): title, description, canonical
 * path, breadcrumbs from /repair-cost down, and the schema.org objects (an AggregateOffer for a job's band, a FAQPage
 * of what the job page answers). Pure, from the API's answer, whose names are the canonical ones.
 */
export const VEHICLE_CLASS_WORDS: Record<VehicleClass, string> = {
  compact: 'compact car',
  midsize: 'midsize car',
  fullsize: 'full-size car',
  truck_suv: 'truck or SUV',
  luxury: 'luxury vehicle',
};

type Named = { slug: string; name: string };

const indexCrumb: Crumb = { name: 'Repair costs', path: href('/repair-cost') };
const makeCrumb = (make: Named): Crumb => ({ name: make.name, path: href('/repair-cost/:makeName', { makeName: make.slug }) });
const modelCrumb = (make: Named, model: Named): Crumb => ({
  name: model.name,
  path: href('/repair-cost/:makeName/:modelName', { makeName: make.slug, modelName: model.slug }),
});

/** "42 shops in 7 markets": what every figure is drawn from. */
export const basisWords = (basis: PriceBasis) =>
  `${basis.shopCount} ${basis.shopCount === 1 ? 'shop' : 'shops'} in ${basis.markets.length} ${basis.markets.length === 1 ? 'market' : 'markets'}`;

export function indexHead(data: RepairCostIndex): PublicHead {
  return {
    title: 'Car repair costs by make and model',
    description: `Fair prices for car repairs and maintenance by make and model: the low, typical and high price of each job, labor and parts, across ${basisWords(data.basis)}.`,
    path: indexCrumb.path,
    breadcrumbs: [indexCrumb],
  };
}

export function makeHead({ make, models }: RepairCostMake): PublicHead {
  return {
    title: `${make.name} repair costs`,
    description: `What repairs and maintenance cost on a ${make.name}: choose one of ${models.length} models to see the fair price of each job.`,
    path: makeCrumb(make).path,
    breadcrumbs: [indexCrumb, makeCrumb(make)],
  };
}

export function modelHead({ make, model, jobs, basis }: RepairCostModel): PublicHead {
  return {
    title: `${make.name} ${model.name} repair costs`,
    description: `Fair prices of ${jobs.length} repair and maintenance jobs on a ${make.name} ${model.name}, across ${basisWords(basis)}.`,
    path: modelCrumb(make, model).path,
    breadcrumbs: [indexCrumb, makeCrumb(make), modelCrumb(make, model)],
  };
}

export function recentRepairsHead({ make, model }: RecentRepairs): PublicHead {
  const path = href('/repair-cost/:makeName/:modelName/recent-repairs', { makeName: make.slug, modelName: model.slug });
  return {
    title: `Recent ${make.name} ${model.name} repairs`,
    description: `What owners of a ${make.name} ${model.name} recently paid for completed repairs through our shops: the job, the city, the month and the price.`,
    path,
    breadcrumbs: [indexCrumb, makeCrumb(make), modelCrumb(make, model), { name: 'Recent repairs', path }],
  };
}

/** The questions the job page answers, as it answers them (the FAQPage carries the same words). */
export function jobQuestions({ make, model, service, band, basis }: RepairCostJob): { question: string; answer: string }[] {
  const vehicle = `${make.name} ${model.name}`;
  if (!band) return [];
  return [
    {
      question: `How much does ${service.name.toLowerCase()} cost on a ${vehicle}?`,
      answer: `Typically ${formatCents(band.total.typicalCents)}, tax included; most shops charge between ${formatCents(band.total.lowCents)} and ${formatCents(band.total.highCents)} (the 10th to 90th percentile of ${basisWords(basis)}).`,
    },
    {
      question: 'How much of that is labor, and how much parts?',
      answer: `Labor is ${band.laborHours} hours at the shop's rate, typically ${formatCents(band.labor.typicalCents)} (${formatCents(band.labor.lowCents)}–${formatCents(band.labor.highCents)}); parts with the shop's markup, before tax, typically ${formatCents(band.parts.typicalCents)} (${formatCents(band.parts.lowCents)}–${formatCents(band.parts.highCents)}).`,
    },
  ];
}

export function jobHead(data: RepairCostJob): PublicHead {
  const { make, model, service, band } = data;
  const path = href('/repair-cost/:makeName/:modelName/:serviceSlug', { makeName: make.slug, modelName: model.slug, serviceSlug: service.slug });
  const vehicle = `${make.name} ${model.name}`;
  const questions = jobQuestions(data);
  return {
    title: `${service.name} cost on a ${vehicle}`,
    description: band
      ? `${service.name} on a ${vehicle} typically costs ${formatCents(band.total.typicalCents)}, from ${formatCents(band.total.lowCents)} to ${formatCents(band.total.highCents)} with labor and parts, across ${basisWords(data.basis)}.`
      : `${service.name} on a ${vehicle}: no shop prices it yet.`,
    path,
    breadcrumbs: [indexCrumb, makeCrumb(make), modelCrumb(make, model), { name: service.name, path }],
    jsonLd: band
      ? [
          {
            '@type': 'AggregateOffer',
            name: `${service.name} on a ${vehicle}`,
            priceCurrency: 'USD',
            lowPrice: (band.total.lowCents / 100).toFixed(2),
            highPrice: (band.total.highCents / 100).toFixed(2),
            offerCount: data.basis.shopCount,
            itemOffered: { '@type': 'Service', name: service.name, serviceType: service.categoryName, ...(service.note ? { description: service.note } : {}) },
          },
          {
            '@type': 'FAQPage',
            mainEntity: questions.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
          },
        ]
      : [],
  };
}
