/**
 * The committed, compact form of the catalogue: string tables plus nested index arrays per year.
 *   years["2024"] = [[makeIndex, [[modelIndex, [[trimIndex, [engineIndex, …]], …]], …]], …]
 * Lists are sorted by name, so the file is stable from one build to the next.
 */
import type { Catalogue } from './derive-catalogue.ts';

export type TrimRow = [trim: number, engines: number[]];
export type ModelRow = [model: number, trims: TrimRow[]];
export type MakeRow = [make: number, models: ModelRow[]];

export interface CatalogueFile {
  source: string;
  fromYear: number;
  toYear: number;
  makes: string[];
  models: string[];
  trims: string[];
  engines: string[];
  years: Record<string, MakeRow[]>;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }) || (a < b ? -1 : a > b ? 1 : 0);

function table(values: Iterable<string>): { list: string[]; index: Map<string, number> } {
  const list = [...new Set(values)].sort(byName);
  return { list, index: new Map(list.map((value, position) => [value, position])) };
}

export function serialiseCatalogue(
  catalogue: Catalogue,
  meta: { source: string; fromYear: number; toYear: number },
): CatalogueFile {
  const makeNames: string[] = [];
  const modelNames: string[] = [];
  const trimNames: string[] = [];
  const engineNames: string[] = [];
  for (const makes of catalogue.values()) {
    for (const [make, models] of makes) {
      makeNames.push(make);
      for (const [model, trims] of models) {
        modelNames.push(model);
        for (const [trim, engines] of trims) {
          trimNames.push(trim);
          engineNames.push(...engines);
        }
      }
    }
  }
  const makes = table(makeNames);
  const models = table(modelNames);
  const trims = table(trimNames);
  const engines = table(engineNames);

  const years: Record<string, MakeRow[]> = {};
  for (const year of [...catalogue.keys()].sort((a, b) => a - b)) {
    const yearMakes = catalogue.get(year) as NonNullable<ReturnType<Catalogue['get']>>;
    years[String(year)] = [...yearMakes.keys()].sort(byName).map((make): MakeRow => {
      const yearModels = yearMakes.get(make) as Map<string, Map<string, Set<string>>>;
      return [
        makes.index.get(make) as number,
        [...yearModels.keys()].sort(byName).map((model): ModelRow => {
          const modelTrims = yearModels.get(model) as Map<string, Set<string>>;
          return [
            models.index.get(model) as number,
            [...modelTrims.keys()].sort(byName).map((trim): TrimRow => [
              trims.index.get(trim) as number,
              [...(modelTrims.get(trim) as Set<string>)].sort(byName).map((engine) => engines.index.get(engine) as number),
            ]),
          ];
        }),
      ];
    });
  }
  return { ...meta, makes: makes.list, models: models.list, trims: trims.list, engines: engines.list, years };
}
