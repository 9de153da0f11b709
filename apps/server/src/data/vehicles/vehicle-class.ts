/**
 * The vehicle class autoquote prices a job by (parts by class, labor hours scaled by class), from a vehicle's
 * make and model. The vehicle data has no body or size class: vPIC records a body class per VIN pattern, not
 * per model, and says nothing of compact against midsize or of luxury. So the classes are authored here, by
 * make and model as catalogue.json spells them (a test checks every name against it), from the EPA size
 * classes and how shops price the makes:
 * - luxury: the premium and exotic makes, whose parts cost the most, SUVs included (an X5 is priced as a BMW,
 *   not as an SUV); their commercial vans (Sprinter, Metris) are vans.
 * - truck_suv: pickups, vans, minivans, SUVs and crossovers.
 * - compact: small cars (EPA subcompact and compact); fullsize: large sedans (EPA large).
 * - midsize: everything else, and whatever is not listed, since it is the class the catalogue's labor hours
 *   are written for (LABOR_HOURS_FACTOR 1): an unknown car gets the catalogue's own figures.
 */
import type { VehicleClass } from '@pitstop/contracts';
import { MAKE_ALIASES } from './slugs.ts';

export interface ClassifiableVehicle {
  year: number;
  make: string;
  model: string;
  /** The trim; only its body words count ("Cargo Van", "Crew Cab") for a model not listed. */
  subModel?: string | null;
}

/** A model listed under a make: the name as the data spells it, or limited to the model years it applies to. */
type ModelEntry = string | { model: string; from?: number; to?: number };

type MakeRules = Partial<Record<VehicleClass, ModelEntry[]>>;

/** Every model of these makes is in the class, unless MODELS lists it otherwise. */
const MAKE_CLASS: Record<string, VehicleClass> = {
  Acura: 'luxury',
  'Alfa Romeo': 'luxury',
  'Aston Martin': 'luxury',
  Audi: 'luxury',
  Bentley: 'luxury',
  BMW: 'luxury',
  Bugatti: 'luxury',
  Cadillac: 'luxury',
  Ferrari: 'luxury',
  Fisker: 'luxury',
  Genesis: 'luxury',
  INEOS: 'luxury',
  Infiniti: 'luxury',
  Jaguar: 'luxury',
  Lamborghini: 'luxury',
  'Land Rover': 'luxury',
  Lexus: 'luxury',
  Lincoln: 'luxury',
  Lotus: 'luxury',
  Lucid: 'luxury',
  Maserati: 'luxury',
  Maybach: 'luxury',
  McLaren: 'luxury',
  'Mercedes-Benz': 'luxury',
  Polestar: 'luxury',
  Porsche: 'luxury',
  Rivian: 'luxury',
  'Rolls-Royce': 'luxury',
  Tesla: 'luxury',
  Volvo: 'luxury',
  GMC: 'truck_suv',
  Hummer: 'truck_suv',
  Isuzu: 'truck_suv',
  Jeep: 'truck_suv',
  Ram: 'truck_suv',
  VinFast: 'truck_suv',
  MINI: 'compact',
  smart: 'compact',
};

/**
 * Models by make. A name covers the models it begins with, word for word ("Civic" covers "Civic Type R");
 * the longest listed name wins, so "Corolla Cross" (an SUV) beats "Corolla", and a `midsize` entry can undo
 * a shorter one ("Genesis Coupe" against Hyundai's "Genesis" sedan).
 */
const MODELS: Record<string, MakeRules> = {
  'Mercedes-Benz': { truck_suv: ['Sprinter', 'eSprinter', 'Metris'] },
  Buick: {
    compact: ['Verano', 'Cascada'],
    fullsize: ['LaCrosse', 'Allure', 'LeSabre', 'Lucerne', 'Park Avenue'],
    truck_suv: ['Enclave', 'Encore', 'Envision', 'Envista', 'Rainier', 'Rendezvous', 'Terraza'],
  },
  Chevrolet: {
    compact: ['Aveo', 'Bolt', 'Cavalier', 'Cobalt', 'Cruze', 'Geo Prizm', 'HHR', 'Metro', 'Sonic', 'Spark', 'Volt'],
    fullsize: ['Impala', 'Caprice Police Vehicle', 'SS'],
    truck_suv: [
      'Astro Van', 'Avalanche', 'Blazer', 'Bolt EUV', 'Captiva Sport', 'City Express', 'Colorado', 'Equinox', 'Express',
      'S-10 Blazer', 'S-10 Pickup', 'Silverado', 'SSR', 'Suburban', 'Tahoe', 'Tracker', 'Trailblazer', 'Traverse',
      'Trax', 'Uplander', 'Venture',
    ],
  },
  Chrysler: {
    compact: ['Neon', 'PT Cruiser'],
    fullsize: ['300', '300C', 'Concorde', 'Intrepid', 'LHS'],
    truck_suv: ['Aspen', 'Caravan', 'Grand Caravan', 'Grand Voyager', 'Pacifica', 'Town and Country', 'Voyager'],
  },
  Daewoo: { compact: ['LANOS', 'NUBIRA'] },
  Dodge: {
    compact: ['Caliber', 'Dart', 'Neon'],
    fullsize: ['Charger', 'Intrepid', 'Magnum'],
    truck_suv: [
      'Caravan', 'Dakota', 'Durango', 'Grand Caravan', 'Hornet', 'Journey', 'Nitro', 'Ram',
      'Sprinter',
    ],
  },
  Fiat: { compact: ['124 Spider', '500', '500e', '500L'], truck_suv: ['500X'] },
  Ford: {
    compact: ['C-Max', 'Escort', 'Fiesta', 'Focus', 'ZX2'],
    // The Taurus grew into a large car with its 2008 model year; the earlier ones are midsize.
    fullsize: ['Crown Victoria', 'Five Hundred', { model: 'Taurus', from: 2008 }],
    truck_suv: [
      'Bronco', 'Bronco Sport', 'E-150', 'E-250', 'E-350', 'Ecosport', 'Edge', 'Escape', 'Excursion', 'Expedition',
      'Explorer', 'F-150', 'F-250', 'F-350', 'F-450', 'Flex', 'Freestar', 'Freestyle', 'Maverick', 'Mustang Mach-E',
      'Ranger', 'Taurus X', 'Transit', 'Transit Connect', 'Windstar',
    ],
  },
  Honda: {
    compact: ['Civic', 'CR-Z', 'Fit', 'Insight'],
    truck_suv: [
      'Accord Crosstour', 'CR-V', 'Crosstour', 'Element', 'HR-V', 'Odyssey', 'Passport', 'Pilot', 'Prologue', 'Ridgeline',
    ],
  },
  Hyundai: {
    compact: ['Accent', 'Elantra', 'Ioniq', 'Tiburon', 'Veloster'],
    midsize: ['Genesis Coupe', 'Ioniq 6'],
    fullsize: ['Azera', 'Genesis'],
    truck_suv: [
      'Entourage', 'Ioniq 5', 'Ioniq 9', 'Kona', 'Nexo', 'Palisade', 'Santa Cruz', 'Santa Fe', 'Tucson', 'Venue',
      'Veracruz',
    ],
    luxury: ['Equus'],
  },
  Kia: {
    compact: ['Forte', 'K4', 'Rio', 'Rondo', 'Sephia', 'Soul', 'Spectra'],
    fullsize: ['Amanti', 'Cadenza'],
    truck_suv: ['Borrego', 'Carnival', 'EV6', 'EV9', 'Niro', 'Sedona', 'Seltos', 'Sorento', 'Sportage', 'Telluride'],
    luxury: ['K900'],
  },
  Mazda: {
    compact: ['Mazda2', 'Mazda3', 'Mazda5', 'MX-5', 'Protege'],
    truck_suv: ['B-Series', 'CX-3', 'CX-30', 'CX-5', 'CX-50', 'CX-7', 'CX-70', 'CX-9', 'CX-90', 'MPV', 'MX-30', 'Tribute'],
  },
  Mercury: {
    fullsize: ['Grand Marquis', 'Marauder', 'Montego'],
    truck_suv: ['Mariner', 'Monterey', 'Mountaineer', 'Villager'],
  },
  Mitsubishi: {
    compact: ['Lancer', 'Mirage', 'i-MiEV'],
    truck_suv: ['Eclipse Cross', 'Endeavor', 'Montero', 'Outlander', 'Raider'],
  },
  Nissan: {
    compact: ['Cube', 'Leaf', 'Sentra', 'Versa'],
    fullsize: ['Maxima'],
    truck_suv: [
      'Ariya Hatchback', 'Ariya MPV', 'Armada', 'Frontier', 'Juke', 'Kicks', 'Murano', 'NV', 'NV200', 'Pathfinder',
      'Quest', 'Rogue', 'Titan', 'Xterra',
    ],
  },
  Oldsmobile: { fullsize: ['Aurora'], truck_suv: ['Bravada', 'Silhouette'] },
  Plymouth: { compact: ['Neon'], truck_suv: ['Grand Voyager', 'Voyager'] },
  Pontiac: {
    compact: ['G3', 'G5', 'Pursuit', 'Sunfire', 'Vibe'],
    fullsize: ['Bonneville', 'G8'],
    truck_suv: ['Aztek', 'Montana', 'Torrent'],
  },
  Saab: { compact: ['9-2X'], truck_suv: ['9-4x', '9-7X'] },
  Saturn: {
    compact: ['Astra', 'Ion', 'SC1', 'SC2', 'SL', 'SL1', 'SL2', 'SW1', 'SW2'],
    truck_suv: ['Outlook', 'Relay', 'Vue'],
  },
  Subaru: {
    compact: ['BRZ', 'Impreza', 'WRX'],
    truck_suv: ['Ascent', 'B9 Tribeca', 'Baja', 'Crosstrek', 'Forester', 'Outback', 'Solterra', 'Trailseeker', 'XV CrossTrek'],
  },
  Suzuki: {
    compact: ['Aerio', 'Esteem', 'Forenza', 'Reno', 'Swift', 'SX4'],
    truck_suv: ['Equator', 'Grand Vitara', 'Vitara', 'XL7'],
  },
  Toyota: {
    compact: [
      '86', 'Celica', 'COROLLA iM', 'Corolla', 'Echo', 'GR Corolla', 'GR86', 'MR2', 'Prius C', 'Scion FR-S', 'Scion iA',
      'Scion iM', 'Scion iQ', 'Scion tC', 'Scion xA', 'Scion xB', 'Scion xD', 'Yaris',
    ],
    fullsize: ['Avalon', 'Crown'],
    truck_suv: [
      '4Runner', 'bZ', 'bZ Woodland', 'bZ4X', 'C-HR', 'Corolla Cross', 'Crown Signia', 'FCHV-adv', 'FJ Cruiser',
      'Grand Highlander', 'Highlander', 'Land Cruiser', 'RAV4', 'Sequoia', 'Sienna', 'Tacoma', 'Tundra', 'Venza',
    ],
  },
  Volkswagen: {
    compact: ['Beetle', 'Cabrio', 'e-Golf', 'Eos', 'GLI', 'Golf', 'GTI', 'Jetta', 'R32', 'Rabbit'],
    truck_suv: ['Atlas', 'EuroVan', 'ID. Buzz', 'ID.4', 'Routan', 'Taos', 'Tiguan', 'Touareg'],
    luxury: ['Phaeton'],
  },
};

/** Trim or model words that mark a van or a pickup, for a model no list names. */
const BODY_WORDS = new Set(['van', 'minivan', 'pickup', 'cab', 'crewcab', 'supercab']);

/** Lower-case words, punctuation dropped: "F-150" → ["f", "150"]. */
const words = (name: string) => name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
/** A name without separators, so "F150", "f-150" and "F 150" are one name. */
const compactName = (name: string) => words(name).join('');

const makeKey = (make: string) => {
  const spoken = words(make).join(' ');
  return compactName(MAKE_ALIASES[spoken] ?? make);
};

interface Rule {
  vehicleClass: VehicleClass;
  from: number;
  to: number;
}

/** make → (model name without separators → rules), built once from the tables above. */
const RULES = new Map<string, Map<string, Rule[]>>();
for (const [make, rules] of Object.entries(MODELS)) {
  const byModel = new Map<string, Rule[]>();
  for (const [vehicleClass, entries] of Object.entries(rules) as Array<[VehicleClass, ModelEntry[]]>) {
    for (const entry of entries) {
      const { model, from = 0, to = Infinity } = typeof entry === 'string' ? { model: entry } : entry;
      const key = compactName(model);
      byModel.set(key, [...(byModel.get(key) ?? []), { vehicleClass, from, to }]);
    }
  }
  RULES.set(compactName(make), byModel);
}
const MAKE_CLASS_BY_KEY = new Map(
  Object.entries(MAKE_CLASS).map(([make, vehicleClass]) => [compactName(make), vehicleClass]),
);

/** The class of the longest listed name the model begins with, word for word, for its model year. */
function listedClass(make: string, model: string, year: number): VehicleClass | undefined {
  const byModel = RULES.get(make);
  if (!byModel) return undefined;
  const modelWords = words(model);
  for (let count = modelWords.length; count > 0; count--) {
    const rules = byModel.get(modelWords.slice(0, count).join('')) ?? [];
    const rule = rules.find((candidate) => year >= candidate.from && year <= candidate.to);
    if (rule) return rule.vehicleClass;
  }
  return undefined;
}

/** The class autoquote prices a vehicle by; midsize when nothing about the vehicle is known. */
export function vehicleClassOf({ year, make, model, subModel }: ClassifiableVehicle): VehicleClass {
  const key = makeKey(make);
  const listed = listedClass(key, model, year);
  if (listed) return listed;
  const byMake = MAKE_CLASS_BY_KEY.get(key);
  if (byMake) return byMake;
  if ([...words(model), ...words(subModel ?? '')].some((word) => BODY_WORDS.has(word))) return 'truck_suv';
  return 'midsize';
}

/** The authored names, for the test that holds them to the vehicle data's spelling. */
export const AUTHORED_VEHICLE_CLASSES = { makes: MAKE_CLASS, models: MODELS };
