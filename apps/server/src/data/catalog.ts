/**
 * The service catalogue: authored here, seeded into the catalogue tables by slug (db/seed.ts step "catalog").
 *
 * Labor hours are for a midsize car, from common labor-guide figures; parts costs are midsize ranges in cents
 * (typical aftermarket/OEM parts, before the shop's markup) and are scaled per vehicle class by
 * PARTS_CLASS_FACTOR unless a service gives its own class ranges. Prices are US averages, not quotes.
 */
import type {
  AppointmentType,
  InterviewAnswer,
  PartsCostByClass,
  PricingMethod,
  ServicePricing,
  ServiceSelectionCategoryName,
  VehicleClass,
} from '@pitstop/contracts';

export interface AuthoredCategory {
  slug: string;
  name: string;
}

export const CATEGORIES = [
  { slug: 'maintenance', name: 'Maintenance' },
  { slug: 'brakes', name: 'Brakes' },
  { slug: 'engine', name: 'Engine' },
  { slug: 'electrical', name: 'Electrical' },
  { slug: 'heating-cooling', name: 'Heating & Cooling' },
  { slug: 'suspension-steering', name: 'Suspension & Steering' },
  { slug: 'tires-wheels', name: 'Tires & Wheels' },
  { slug: 'transmission-drivetrain', name: 'Transmission & Drivetrain' },
  { slug: 'exhaust', name: 'Exhaust' },
  { slug: 'inspection', name: 'Inspection' },
  { slug: 'diagnosis', name: 'Diagnosis' },
  { slug: 'car-wash', name: 'Car Wash & Detailing' },
  { slug: 'collision', name: 'Collision & Body' },
] as const satisfies readonly AuthoredCategory[];
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

type Cents = [min: number, max: number];

export interface AuthoredService {
  slug: string;
  name: string;
  category: CategorySlug;
  laborHours: number;
  /** Midsize parts cost range in cents (for `flat` pricing: the price range itself). */
  parts: Cents;
  /** Class ranges that do not follow PARTS_CLASS_FACTOR (e.g. oil capacity, tire sizes). */
  partsByClass?: Partial<Record<VehicleClass, Cents>>;
  pricing?: PricingMethod;
  /** Defaults to true: autoquote can price it without seeing the car. */
  autoquotable?: boolean;
  enabled?: boolean;
  note?: string;
  keywords?: string[];
}

/** Parts for other vehicle classes cost this much relative to a midsize car. */
export const PARTS_CLASS_FACTOR: Record<VehicleClass, number> = {
  compact: 0.85,
  midsize: 1,
  fullsize: 1.15,
  truck_suv: 1.3,
  luxury: 1.75,
};

const diagnosis = (slug: string, name: string, keywords: string[], note: string): AuthoredService => ({
  slug,
  name,
  category: 'diagnosis',
  laborHours: 1,
  parts: [0, 0],
  pricing: 'diagnostic_fee',
  note,
  keywords,
});

export const SERVICES: AuthoredService[] = [
  // Maintenance
  {
    slug: 'oil-change',
    name: 'Oil Change',
    category: 'maintenance',
    laborHours: 0.5,
    parts: [2_500, 4_500],
    partsByClass: { compact: [2_200, 4_000], truck_suv: [3_500, 6_500], luxury: [5_000, 9_000] },
    note: 'Conventional or synthetic-blend oil and a new filter, with a fluid top-off.',
    keywords: ['oil and filter', 'lube', 'oil service', 'lube oil filter'],
  },
  {
    slug: 'synthetic-oil-change',
    name: 'Synthetic Oil Change',
    category: 'maintenance',
    laborHours: 0.5,
    parts: [5_000, 8_500],
    partsByClass: { compact: [4_500, 7_500], truck_suv: [7_000, 11_000], luxury: [8_000, 13_000] },
    note: 'Full synthetic oil and a premium filter.',
    keywords: ['full synthetic', 'synthetic oil'],
  },
  {
    slug: 'high-mileage-oil-change',
    name: 'High Mileage Oil Change',
    category: 'maintenance',
    laborHours: 0.5,
    parts: [4_000, 7_000],
    note: 'High-mileage oil with seal conditioners for engines past 75,000 miles.',
    keywords: ['high mileage oil'],
  },
  {
    slug: 'engine-air-filter-replacement',
    name: 'Engine Air Filter Replacement',
    category: 'maintenance',
    laborHours: 0.2,
    parts: [1_500, 4_000],
    keywords: ['air filter', 'engine filter'],
  },
  {
    slug: 'cabin-air-filter-replacement',
    name: 'Cabin Air Filter Replacement',
    category: 'maintenance',
    laborHours: 0.3,
    parts: [1_500, 4_500],
    keywords: ['cabin filter', 'pollen filter', 'musty smell vents'],
  },
  {
    slug: 'wiper-blades-replacement',
    name: 'Wiper Blades Replacement',
    category: 'maintenance',
    laborHours: 0.2,
    parts: [2_000, 5_000],
    keywords: ['windshield wipers', 'wipers', 'wiper blades'],
  },
  {
    slug: 'fuel-system-cleaning',
    name: 'Fuel System Cleaning',
    category: 'maintenance',
    laborHours: 0.8,
    parts: [3_000, 7_000],
    keywords: ['fuel injection cleaning', 'fuel injector cleaning', 'injector cleaning', 'fuel induction service'],
  },
  {
    slug: 'scheduled-maintenance-30k',
    name: '30,000 Mile Service',
    category: 'maintenance',
    laborHours: 1.5,
    parts: [8_000, 16_000],
    note: 'Oil and filter, air and cabin filters, tire rotation, fluid and brake checks per the maintenance schedule.',
    keywords: ['30k service', 'scheduled maintenance', 'factory maintenance', '30000 mile'],
  },
  {
    slug: 'scheduled-maintenance-60k',
    name: '60,000 Mile Service',
    category: 'maintenance',
    laborHours: 2.5,
    parts: [15_000, 30_000],
    note: 'The 30,000-mile items plus spark plugs, brake fluid and coolant as the schedule calls for.',
    keywords: ['60k service', 'scheduled maintenance', '60000 mile'],
  },
  {
    slug: 'scheduled-maintenance-90k',
    name: '90,000 Mile Service',
    category: 'maintenance',
    laborHours: 3,
    parts: [18_000, 35_000],
    note: 'Major service: filters, fluids, spark plugs and belts as the schedule calls for.',
    keywords: ['90k service', 'scheduled maintenance', '90000 mile'],
  },
  {
    slug: 'fluid-top-off',
    name: 'Fluid Check and Top-Off',
    category: 'maintenance',
    laborHours: 0.3,
    parts: [500, 2_000],
    keywords: ['top off fluids', 'washer fluid'],
  },

  // Brakes
  {
    slug: 'brake-pads-replacement',
    name: 'Brake Pads Replacement',
    category: 'brakes',
    laborHours: 1.5,
    parts: [6_000, 15_000],
    note: 'New pads on one axle, caliper slides cleaned and lubricated.',
    keywords: ['brake job', 'new brakes', 'brake pads', 'squeaky brakes'],
  },
  {
    slug: 'brake-pads-and-rotors-replacement',
    name: 'Brake Pads and Rotors Replacement',
    category: 'brakes',
    laborHours: 2,
    parts: [15_000, 35_000],
    note: 'New pads and rotors on one axle.',
    keywords: ['pads and rotors', 'brake job', 'grinding brakes'],
  },
  {
    slug: 'brake-rotors-replacement',
    name: 'Brake Rotors Replacement',
    category: 'brakes',
    laborHours: 1.5,
    parts: [10_000, 25_000],
    keywords: ['rotors', 'warped rotors', 'brake discs'],
  },
  {
    slug: 'brake-caliper-replacement',
    name: 'Brake Caliper Replacement',
    category: 'brakes',
    laborHours: 1.5,
    parts: [10_000, 25_000],
    keywords: ['caliper', 'sticking caliper'],
  },
  {
    slug: 'brake-fluid-flush',
    name: 'Brake Fluid Flush',
    category: 'brakes',
    laborHours: 0.8,
    parts: [1_500, 3_000],
    keywords: ['brake fluid', 'brake bleed'],
  },
  {
    slug: 'brake-inspection',
    name: 'Brake Inspection',
    category: 'brakes',
    laborHours: 0.5,
    parts: [0, 0],
    note: 'Pads, rotors, calipers, lines and fluid measured and checked.',
    keywords: ['check brakes', 'brake check'],
  },
  {
    slug: 'brake-line-replacement',
    name: 'Brake Line Replacement',
    category: 'brakes',
    laborHours: 1.5,
    parts: [3_000, 10_000],
    keywords: ['brake hose', 'brake line leak'],
  },
  {
    slug: 'brake-master-cylinder-replacement',
    name: 'Brake Master Cylinder Replacement',
    category: 'brakes',
    laborHours: 1.5,
    parts: [10_000, 25_000],
    keywords: ['master cylinder', 'spongy brake pedal'],
  },
  {
    slug: 'brake-drums-and-shoes-replacement',
    name: 'Brake Drums and Shoes Replacement',
    category: 'brakes',
    laborHours: 2,
    parts: [10_000, 22_000],
    keywords: ['drum brakes', 'brake shoes'],
  },
  {
    slug: 'parking-brake-adjustment',
    name: 'Parking Brake Adjustment',
    category: 'brakes',
    laborHours: 0.5,
    parts: [0, 1_000],
    keywords: ['emergency brake', 'handbrake'],
  },
  {
    slug: 'abs-wheel-speed-sensor-replacement',
    name: 'ABS Wheel Speed Sensor Replacement',
    category: 'brakes',
    laborHours: 1,
    parts: [4_000, 12_000],
    keywords: ['abs sensor', 'abs light'],
  },

  // Engine
  {
    slug: 'spark-plugs-replacement',
    name: 'Spark Plugs Replacement',
    category: 'engine',
    laborHours: 1.2,
    parts: [4_000, 12_000],
    partsByClass: { truck_suv: [6_000, 16_000], luxury: [8_000, 20_000] },
    keywords: ['tune up', 'spark plugs', 'tuneup'],
  },
  {
    slug: 'ignition-coil-replacement',
    name: 'Ignition Coil Replacement',
    category: 'engine',
    laborHours: 0.6,
    parts: [5_000, 15_000],
    keywords: ['coil pack', 'misfire'],
  },
  {
    slug: 'serpentine-belt-replacement',
    name: 'Serpentine Belt Replacement',
    category: 'engine',
    laborHours: 0.8,
    parts: [3_000, 8_000],
    keywords: ['drive belt', 'fan belt', 'belt squeal'],
  },
  {
    slug: 'timing-belt-replacement',
    name: 'Timing Belt Replacement',
    category: 'engine',
    laborHours: 4,
    parts: [15_000, 40_000],
    note: 'Usually done with the water pump and tensioner; ask the shop.',
    keywords: ['timing belt'],
  },
  {
    slug: 'timing-chain-replacement',
    name: 'Timing Chain Replacement',
    category: 'engine',
    laborHours: 8,
    parts: [30_000, 70_000],
    autoquotable: false,
    keywords: ['timing chain rattle'],
  },
  {
    slug: 'valve-cover-gasket-replacement',
    name: 'Valve Cover Gasket Replacement',
    category: 'engine',
    laborHours: 1.8,
    parts: [3_000, 9_000],
    keywords: ['oil leak top of engine', 'valve cover leak'],
  },
  {
    slug: 'oil-pan-gasket-replacement',
    name: 'Oil Pan Gasket Replacement',
    category: 'engine',
    laborHours: 2.5,
    parts: [3_000, 9_000],
    keywords: ['oil pan leak'],
  },
  {
    slug: 'head-gasket-replacement',
    name: 'Head Gasket Replacement',
    category: 'engine',
    laborHours: 10,
    parts: [30_000, 80_000],
    autoquotable: false,
    keywords: ['blown head gasket', 'white smoke'],
  },
  {
    slug: 'engine-mount-replacement',
    name: 'Engine Mount Replacement',
    category: 'engine',
    laborHours: 1.5,
    parts: [6_000, 18_000],
    keywords: ['motor mount', 'engine vibration'],
  },
  {
    slug: 'oxygen-sensor-replacement',
    name: 'Oxygen Sensor Replacement',
    category: 'engine',
    laborHours: 0.8,
    parts: [6_000, 20_000],
    keywords: ['o2 sensor', 'oxygen sensor'],
  },
  {
    slug: 'mass-air-flow-sensor-replacement',
    name: 'Mass Air Flow Sensor Replacement',
    category: 'engine',
    laborHours: 0.4,
    parts: [10_000, 30_000],
    keywords: ['maf sensor'],
  },
  {
    slug: 'throttle-body-cleaning',
    name: 'Throttle Body Cleaning',
    category: 'engine',
    laborHours: 0.6,
    parts: [1_000, 2_000],
    keywords: ['throttle body', 'rough idle'],
  },
  {
    slug: 'pcv-valve-replacement',
    name: 'PCV Valve Replacement',
    category: 'engine',
    laborHours: 0.4,
    parts: [1_000, 4_000],
    keywords: ['pcv'],
  },
  {
    slug: 'egr-valve-replacement',
    name: 'EGR Valve Replacement',
    category: 'engine',
    laborHours: 1.5,
    parts: [10_000, 30_000],
    keywords: ['egr'],
  },
  {
    slug: 'fuel-pump-replacement',
    name: 'Fuel Pump Replacement',
    category: 'engine',
    laborHours: 2.5,
    parts: [20_000, 60_000],
    keywords: ['fuel pump', 'cranks but wont start'],
  },
  {
    slug: 'fuel-injector-replacement',
    name: 'Fuel Injector Replacement',
    category: 'engine',
    laborHours: 2,
    parts: [15_000, 45_000],
    keywords: ['injector', 'fuel injector'],
  },
  {
    slug: 'fuel-filter-replacement',
    name: 'Fuel Filter Replacement',
    category: 'engine',
    laborHours: 0.8,
    parts: [2_000, 7_000],
    keywords: ['fuel filter'],
  },

  // Electrical
  {
    slug: 'battery-replacement',
    name: 'Battery Replacement',
    category: 'electrical',
    laborHours: 0.4,
    parts: [12_000, 25_000],
    partsByClass: { luxury: [20_000, 40_000] },
    note: 'New battery installed and the old one recycled; charging system checked.',
    keywords: ['new battery', 'dead battery', 'car battery'],
  },
  {
    slug: 'battery-charging-system-test',
    name: 'Battery and Charging System Test',
    category: 'electrical',
    laborHours: 0.4,
    parts: [0, 0],
    keywords: ['battery test', 'alternator test', 'charging system'],
  },
  {
    slug: 'alternator-replacement',
    name: 'Alternator Replacement',
    category: 'electrical',
    laborHours: 1.5,
    parts: [20_000, 45_000],
    keywords: ['alternator', 'battery light'],
  },
  {
    slug: 'starter-replacement',
    name: 'Starter Replacement',
    category: 'electrical',
    laborHours: 1.5,
    parts: [15_000, 40_000],
    keywords: ['starter motor', 'clicking no start'],
  },
  {
    slug: 'headlight-bulb-replacement',
    name: 'Headlight Bulb Replacement',
    category: 'electrical',
    laborHours: 0.3,
    parts: [1_500, 6_000],
    partsByClass: { luxury: [8_000, 25_000] },
    keywords: ['headlight out', 'headlight bulb', 'burned out headlight'],
  },
  {
    slug: 'headlight-restoration',
    name: 'Headlight Restoration',
    category: 'electrical',
    laborHours: 0.8,
    parts: [1_000, 3_000],
    keywords: ['foggy headlights', 'cloudy headlights', 'yellow headlights'],
  },
  {
    slug: 'tail-light-bulb-replacement',
    name: 'Tail Light Bulb Replacement',
    category: 'electrical',
    laborHours: 0.2,
    parts: [500, 2_000],
    keywords: ['brake light out', 'tail light', 'turn signal bulb'],
  },
  {
    slug: 'power-window-motor-replacement',
    name: 'Power Window Motor Replacement',
    category: 'electrical',
    laborHours: 1.5,
    parts: [8_000, 25_000],
    keywords: ['window regulator', 'window wont go up', 'window stuck'],
  },
  {
    slug: 'door-lock-actuator-replacement',
    name: 'Door Lock Actuator Replacement',
    category: 'electrical',
    laborHours: 1.5,
    parts: [6_000, 18_000],
    keywords: ['door lock', 'power lock'],
  },
  {
    slug: 'key-fob-programming',
    name: 'Key Fob Replacement and Programming',
    category: 'electrical',
    laborHours: 0.5,
    parts: [5_000, 20_000],
    keywords: ['key fob', 'remote key', 'spare key'],
  },
  {
    slug: 'horn-replacement',
    name: 'Horn Replacement',
    category: 'electrical',
    laborHours: 0.5,
    parts: [2_000, 6_000],
    keywords: ['horn not working'],
  },
  {
    slug: 'ignition-switch-replacement',
    name: 'Ignition Switch Replacement',
    category: 'electrical',
    laborHours: 1.2,
    parts: [5_000, 15_000],
    keywords: ['key wont turn', 'ignition switch'],
  },

  // Heating & Cooling
  {
    slug: 'ac-recharge',
    name: 'AC Recharge',
    category: 'heating-cooling',
    laborHours: 0.8,
    parts: [5_000, 15_000],
    note: 'Leak check, evacuate and recharge with the refrigerant your car takes.',
    keywords: ['a/c recharge', 'freon', 'air conditioning recharge', 'ac service', 'refrigerant'],
  },
  {
    slug: 'ac-compressor-replacement',
    name: 'AC Compressor Replacement',
    category: 'heating-cooling',
    laborHours: 3,
    parts: [30_000, 80_000],
    keywords: ['a/c compressor'],
  },
  {
    slug: 'ac-condenser-replacement',
    name: 'AC Condenser Replacement',
    category: 'heating-cooling',
    laborHours: 2,
    parts: [15_000, 40_000],
    keywords: ['a/c condenser'],
  },
  {
    slug: 'coolant-flush',
    name: 'Coolant Flush',
    category: 'heating-cooling',
    laborHours: 1,
    parts: [3_000, 6_000],
    keywords: ['radiator flush', 'antifreeze', 'coolant service'],
  },
  {
    slug: 'radiator-replacement',
    name: 'Radiator Replacement',
    category: 'heating-cooling',
    laborHours: 2,
    parts: [15_000, 40_000],
    keywords: ['radiator leak', 'radiator'],
  },
  {
    slug: 'water-pump-replacement',
    name: 'Water Pump Replacement',
    category: 'heating-cooling',
    laborHours: 3,
    parts: [8_000, 25_000],
    keywords: ['water pump'],
  },
  {
    slug: 'thermostat-replacement',
    name: 'Thermostat Replacement',
    category: 'heating-cooling',
    laborHours: 1.2,
    parts: [3_000, 8_000],
    keywords: ['thermostat'],
  },
  {
    slug: 'radiator-hose-replacement',
    name: 'Radiator Hose Replacement',
    category: 'heating-cooling',
    laborHours: 1,
    parts: [3_000, 8_000],
    keywords: ['coolant hose'],
  },
  {
    slug: 'heater-core-replacement',
    name: 'Heater Core Replacement',
    category: 'heating-cooling',
    laborHours: 6,
    parts: [10_000, 30_000],
    autoquotable: false,
    keywords: ['heater core', 'foggy windows sweet smell'],
  },
  {
    slug: 'blower-motor-replacement',
    name: 'Blower Motor Replacement',
    category: 'heating-cooling',
    laborHours: 1,
    parts: [8_000, 20_000],
    keywords: ['fan not blowing', 'blower motor', 'no air from vents'],
  },
  {
    slug: 'radiator-fan-replacement',
    name: 'Radiator Fan Replacement',
    category: 'heating-cooling',
    laborHours: 1.5,
    parts: [12_000, 35_000],
    keywords: ['cooling fan'],
  },

  // Suspension & Steering
  {
    slug: 'shocks-replacement',
    name: 'Shocks Replacement',
    category: 'suspension-steering',
    laborHours: 1.5,
    parts: [15_000, 40_000],
    note: 'A pair of shock absorbers on one axle.',
    keywords: ['shock absorbers', 'bouncy ride'],
  },
  {
    slug: 'struts-replacement',
    name: 'Struts Replacement',
    category: 'suspension-steering',
    laborHours: 2.5,
    parts: [25_000, 60_000],
    note: 'A pair of complete strut assemblies on one axle; an alignment is recommended after.',
    keywords: ['strut assemblies', 'struts'],
  },
  {
    slug: 'control-arm-replacement',
    name: 'Control Arm Replacement',
    category: 'suspension-steering',
    laborHours: 1.5,
    parts: [8_000, 25_000],
    keywords: ['control arm bushing'],
  },
  {
    slug: 'ball-joint-replacement',
    name: 'Ball Joint Replacement',
    category: 'suspension-steering',
    laborHours: 1.5,
    parts: [4_000, 15_000],
    keywords: ['ball joints'],
  },
  {
    slug: 'tie-rod-end-replacement',
    name: 'Tie Rod End Replacement',
    category: 'suspension-steering',
    laborHours: 1,
    parts: [4_000, 12_000],
    keywords: ['tie rods', 'loose steering'],
  },
  {
    slug: 'sway-bar-link-replacement',
    name: 'Sway Bar Link Replacement',
    category: 'suspension-steering',
    laborHours: 0.8,
    parts: [3_000, 8_000],
    keywords: ['stabilizer link', 'clunk over bumps'],
  },
  {
    slug: 'wheel-bearing-replacement',
    name: 'Wheel Bearing Replacement',
    category: 'suspension-steering',
    laborHours: 1.5,
    parts: [8_000, 25_000],
    keywords: ['hub bearing', 'humming noise'],
  },
  {
    slug: 'power-steering-pump-replacement',
    name: 'Power Steering Pump Replacement',
    category: 'suspension-steering',
    laborHours: 2,
    parts: [15_000, 40_000],
    keywords: ['power steering pump', 'hard steering'],
  },
  {
    slug: 'power-steering-fluid-flush',
    name: 'Power Steering Fluid Flush',
    category: 'suspension-steering',
    laborHours: 0.8,
    parts: [2_000, 4_000],
    keywords: ['power steering fluid'],
  },
  {
    slug: 'steering-rack-replacement',
    name: 'Steering Rack Replacement',
    category: 'suspension-steering',
    laborHours: 4,
    parts: [30_000, 80_000],
    keywords: ['rack and pinion'],
  },

  // Tires & Wheels
  {
    slug: 'tire-rotation',
    name: 'Tire Rotation',
    category: 'tires-wheels',
    laborHours: 0.5,
    parts: [0, 0],
    keywords: ['rotate tires'],
  },
  {
    slug: 'tire-balancing',
    name: 'Tire Balancing',
    category: 'tires-wheels',
    laborHours: 0.8,
    parts: [500, 2_000],
    note: 'All four wheels balanced; wheel weights included.',
    keywords: ['wheel balance', 'balance tires'],
  },
  {
    slug: 'wheel-alignment',
    name: 'Wheel Alignment',
    category: 'tires-wheels',
    laborHours: 1,
    parts: [0, 0],
    note: 'Four-wheel alignment with a printout of the before and after.',
    keywords: ['alignment', 'front end alignment', 'car pulls'],
  },
  {
    slug: 'flat-tire-repair',
    name: 'Flat Tire Repair',
    category: 'tires-wheels',
    laborHours: 0.5,
    parts: [500, 2_000],
    keywords: ['tire patch', 'tire plug', 'nail in tire', 'puncture'],
  },
  {
    slug: 'tire-replacement',
    name: 'Tire Replacement',
    category: 'tires-wheels',
    laborHours: 1,
    parts: [50_000, 80_000],
    partsByClass: {
      compact: [40_000, 65_000],
      fullsize: [60_000, 95_000],
      truck_suv: [70_000, 130_000],
      luxury: [80_000, 160_000],
    },
    note: 'Four new mid-range all-season tires, mounted and balanced.',
    keywords: ['new tires', 'buy tires', 'tires'],
  },
  {
    slug: 'tpms-sensor-replacement',
    name: 'TPMS Sensor Replacement',
    category: 'tires-wheels',
    laborHours: 0.5,
    parts: [4_000, 10_000],
    keywords: ['tire pressure sensor', 'tire pressure light'],
  },
  {
    slug: 'wheel-stud-replacement',
    name: 'Wheel Stud Replacement',
    category: 'tires-wheels',
    laborHours: 0.5,
    parts: [500, 2_000],
    keywords: ['lug nut', 'lug stud'],
  },

  // Transmission & Drivetrain
  {
    slug: 'transmission-fluid-service',
    name: 'Transmission Fluid Service',
    category: 'transmission-drivetrain',
    laborHours: 1,
    parts: [6_000, 12_000],
    keywords: ['transmission flush', 'transmission fluid change', 'atf'],
  },
  {
    slug: 'clutch-replacement',
    name: 'Clutch Replacement',
    category: 'transmission-drivetrain',
    laborHours: 5,
    parts: [20_000, 50_000],
    keywords: ['clutch slipping', 'clutch kit'],
  },
  {
    slug: 'cv-axle-replacement',
    name: 'CV Axle Replacement',
    category: 'transmission-drivetrain',
    laborHours: 1.5,
    parts: [8_000, 25_000],
    keywords: ['cv joint', 'axle shaft', 'clicking when turning'],
  },
  {
    slug: 'differential-fluid-service',
    name: 'Differential Fluid Service',
    category: 'transmission-drivetrain',
    laborHours: 0.8,
    parts: [4_000, 8_000],
    keywords: ['diff fluid', 'gear oil'],
  },
  {
    slug: 'transfer-case-fluid-service',
    name: 'Transfer Case Fluid Service',
    category: 'transmission-drivetrain',
    laborHours: 0.6,
    parts: [3_000, 6_000],
    keywords: ['4x4 fluid', 'transfer case'],
  },
  {
    slug: 'u-joint-replacement',
    name: 'Driveshaft U-Joint Replacement',
    category: 'transmission-drivetrain',
    laborHours: 1.2,
    parts: [3_000, 9_000],
    keywords: ['u joint', 'driveshaft'],
  },

  // Exhaust
  {
    slug: 'catalytic-converter-replacement',
    name: 'Catalytic Converter Replacement',
    category: 'exhaust',
    laborHours: 1.5,
    parts: [40_000, 150_000],
    keywords: ['catalytic converter', 'cat converter', 'rotten egg smell'],
  },
  {
    slug: 'muffler-replacement',
    name: 'Muffler Replacement',
    category: 'exhaust',
    laborHours: 1,
    parts: [10_000, 30_000],
    keywords: ['muffler', 'loud exhaust'],
  },
  {
    slug: 'exhaust-leak-repair',
    name: 'Exhaust Leak Repair',
    category: 'exhaust',
    laborHours: 1,
    parts: [2_000, 10_000],
    keywords: ['exhaust leak', 'exhaust manifold gasket'],
  },
  {
    slug: 'exhaust-pipe-replacement',
    name: 'Exhaust Pipe Replacement',
    category: 'exhaust',
    laborHours: 1,
    parts: [8_000, 25_000],
    keywords: ['exhaust pipe', 'flex pipe'],
  },

  // Inspection
  {
    slug: 'state-inspection',
    name: 'State Inspection',
    category: 'inspection',
    laborHours: 0.5,
    parts: [2_500, 4_000],
    pricing: 'flat',
    note: 'The state safety inspection; the fee is set by the state.',
    keywords: ['safety inspection', 'vehicle inspection', 'inspection sticker'],
  },
  {
    slug: 'emissions-test',
    name: 'Emissions Test',
    category: 'inspection',
    laborHours: 0.5,
    parts: [2_000, 4_000],
    pricing: 'flat',
    keywords: ['smog check', 'emissions inspection', 'smog test'],
  },
  {
    slug: 'pre-purchase-inspection',
    name: 'Pre-Purchase Inspection',
    category: 'inspection',
    laborHours: 1.5,
    parts: [0, 0],
    note: 'A top-to-bottom check of a used car before you buy it, with a written report.',
    keywords: ['used car inspection', 'buying a used car', 'ppi'],
  },
  {
    slug: 'multi-point-inspection',
    name: 'Multi-Point Inspection',
    category: 'inspection',
    laborHours: 0.5,
    parts: [0, 0],
    keywords: ['general inspection', 'check up', 'courtesy inspection'],
  },
  {
    slug: 'road-trip-inspection',
    name: 'Road Trip Safety Inspection',
    category: 'inspection',
    laborHours: 0.7,
    parts: [0, 0],
    keywords: ['road trip', 'long drive'],
  },
  {
    slug: 'suspension-steering-inspection',
    name: 'Suspension and Steering Inspection',
    category: 'inspection',
    laborHours: 0.7,
    parts: [0, 0],
    keywords: ['suspension check'],
  },

  // Diagnosis (priced as the shop's diagnostic fee)
  diagnosis(
    'check-engine-light-diagnosis',
    'Check Engine Light Diagnosis',
    ['check engine light', 'engine light', 'cel', 'service engine soon'],
    'Codes read and the fault traced to its cause.',
  ),
  diagnosis(
    'no-start-diagnosis',
    "Car Won't Start Diagnosis",
    ['no start', 'wont start', 'will not start', 'no crank'],
    'Battery, starter, fuel and ignition checked to find why the car will not start.',
  ),
  diagnosis(
    'noise-diagnosis',
    'Strange Noise Diagnosis',
    ['noise', 'rattle', 'clunk', 'squeak'],
    'A road test and inspection to find where a noise comes from.',
  ),
  diagnosis(
    'vibration-diagnosis',
    'Vibration Diagnosis',
    ['vibration', 'shaking', 'shimmy'],
    'Tires, wheels, brakes, suspension and mounts checked for the source of a vibration.',
  ),
  diagnosis(
    'fluid-leak-diagnosis',
    'Fluid Leak Diagnosis',
    ['leak', 'puddle under car', 'dripping'],
    'The leaking fluid identified and traced to its source.',
  ),
  diagnosis(
    'electrical-diagnosis',
    'Electrical System Diagnosis',
    ['electrical problem', 'short', 'fuse keeps blowing', 'battery drain'],
    'Wiring, fuses and modules tested to find an electrical fault.',
  ),
  diagnosis(
    'heating-ac-diagnosis',
    'Heating and AC Diagnosis',
    ['ac not cold', 'heater not working', 'climate control'],
    'Refrigerant pressures, compressor, blend doors and heater checked.',
  ),
  diagnosis(
    'transmission-diagnosis',
    'Transmission Diagnosis',
    ['transmission slipping', 'hard shifting', 'gear problem'],
    'Fluid, codes and a road test to find a shifting problem.',
  ),
  diagnosis(
    'overheating-diagnosis',
    'Engine Overheating Diagnosis',
    ['overheating', 'temperature gauge high', 'running hot'],
    'Cooling system pressure-tested and the cause of overheating found.',
  ),
  diagnosis(
    'warning-light-diagnosis',
    'Dashboard Warning Light Diagnosis',
    ['warning light', 'abs light', 'airbag light', 'traction control light'],
    'The warning light read with a scan tool and its cause found.',
  ),
  diagnosis(
    'smoke-smell-diagnosis',
    'Smoke or Burning Smell Diagnosis',
    ['burning smell', 'smoke', 'smells like something burning'],
    'The source of smoke or a burning smell found.',
  ),
  diagnosis(
    'steering-suspension-diagnosis',
    'Steering and Suspension Diagnosis',
    ['steering problem', 'pulls to one side', 'wandering'],
    'Steering and suspension parts checked for play and wear.',
  ),
  diagnosis(
    'brake-problem-diagnosis',
    'Brake Problem Diagnosis',
    ['brake noise', 'brake problem'],
    'A road test and brake inspection to find a braking problem.',
  ),

  // Car Wash & Detailing (flat prices)
  {
    slug: 'exterior-car-wash',
    name: 'Exterior Car Wash',
    category: 'car-wash',
    laborHours: 0.3,
    parts: [1_500, 2_500],
    pricing: 'flat',
    keywords: ['car wash', 'wash'],
  },
  {
    slug: 'full-service-car-wash',
    name: 'Full-Service Car Wash',
    category: 'car-wash',
    laborHours: 0.5,
    parts: [3_000, 5_000],
    pricing: 'flat',
    note: 'Exterior wash, interior vacuum, windows and dash wiped.',
    keywords: ['car wash', 'wash and vacuum'],
  },
  {
    slug: 'interior-detailing',
    name: 'Interior Detailing',
    category: 'car-wash',
    laborHours: 2,
    parts: [10_000, 20_000],
    pricing: 'flat',
    keywords: ['interior detail', 'shampoo seats', 'clean interior'],
  },
  {
    slug: 'full-detailing',
    name: 'Full Detailing',
    category: 'car-wash',
    laborHours: 4,
    parts: [15_000, 30_000],
    pricing: 'flat',
    keywords: ['full detail', 'detail'],
  },
  {
    slug: 'wax-and-polish',
    name: 'Wax and Polish',
    category: 'car-wash',
    laborHours: 1.5,
    parts: [6_000, 12_000],
    pricing: 'flat',
    keywords: ['wax', 'polish', 'buff'],
  },
  {
    slug: 'ceramic-coating',
    name: 'Ceramic Coating',
    category: 'car-wash',
    laborHours: 8,
    parts: [50_000, 150_000],
    pricing: 'flat',
    keywords: ['ceramic', 'paint protection'],
  },
  {
    slug: 'engine-bay-cleaning',
    name: 'Engine Bay Cleaning',
    category: 'car-wash',
    laborHours: 1,
    parts: [5_000, 10_000],
    pricing: 'flat',
    keywords: ['engine cleaning', 'engine degrease'],
  },
  {
    slug: 'odor-removal',
    name: 'Odor Removal',
    category: 'car-wash',
    laborHours: 1.5,
    parts: [8_000, 15_000],
    pricing: 'flat',
    keywords: ['smoke smell', 'pet odor', 'bad smell inside'],
  },

  // Collision & Body
  {
    slug: 'collision-damage-estimate',
    name: 'Collision Damage Estimate',
    category: 'collision',
    laborHours: 0.5,
    parts: [0, 0],
    pricing: 'flat',
    note: 'A free written estimate of accident damage, for you or your insurer.',
    keywords: ['accident', 'fender bender', 'insurance estimate', 'body damage'],
  },
  {
    slug: 'bumper-repair',
    name: 'Bumper Repair',
    category: 'collision',
    laborHours: 3,
    parts: [5_000, 20_000],
    note: 'Cracks, scuffs and dents repaired, refinished and color-matched.',
    keywords: ['bumper scuff', 'cracked bumper'],
  },
  {
    slug: 'bumper-replacement',
    name: 'Bumper Replacement',
    category: 'collision',
    laborHours: 3,
    parts: [30_000, 90_000],
    keywords: ['new bumper', 'bumper cover'],
  },
  {
    slug: 'paintless-dent-repair',
    name: 'Paintless Dent Repair',
    category: 'collision',
    laborHours: 1.5,
    parts: [0, 0],
    keywords: ['dent', 'door ding', 'pdr'],
  },
  {
    slug: 'scratch-repair',
    name: 'Scratch Repair',
    category: 'collision',
    laborHours: 2,
    parts: [3_000, 10_000],
    keywords: ['scratch', 'key scratch', 'paint chip'],
  },
  {
    slug: 'panel-painting',
    name: 'Panel Painting',
    category: 'collision',
    laborHours: 4,
    parts: [15_000, 40_000],
    keywords: ['paint', 'repaint', 'peeling paint'],
  },
  {
    slug: 'windshield-replacement',
    name: 'Windshield Replacement',
    category: 'collision',
    laborHours: 1.5,
    parts: [20_000, 50_000],
    partsByClass: { luxury: [60_000, 150_000] },
    keywords: ['cracked windshield', 'windshield', 'auto glass'],
  },
  {
    slug: 'windshield-chip-repair',
    name: 'Windshield Chip Repair',
    category: 'collision',
    laborHours: 0.5,
    parts: [5_000, 10_000],
    pricing: 'flat',
    keywords: ['rock chip', 'windshield chip', 'small crack'],
  },
  {
    slug: 'side-mirror-replacement',
    name: 'Side Mirror Replacement',
    category: 'collision',
    laborHours: 0.8,
    parts: [5_000, 30_000],
    keywords: ['broken mirror', 'mirror'],
  },
  {
    slug: 'fender-repair',
    name: 'Fender Repair',
    category: 'collision',
    laborHours: 4,
    parts: [10_000, 40_000],
    autoquotable: false,
    keywords: ['dented fender', 'fender'],
  },
  {
    slug: 'frame-straightening',
    name: 'Frame Straightening',
    category: 'collision',
    laborHours: 8,
    parts: [0, 20_000],
    autoquotable: false,
    keywords: ['bent frame', 'frame damage'],
  },
  {
    slug: 'hail-damage-repair',
    name: 'Hail Damage Repair',
    category: 'collision',
    laborHours: 6,
    parts: [0, 20_000],
    autoquotable: false,
    keywords: ['hail'],
  },
];

/** The appointment type a category's services are booked as (contracts `AppointmentType`). */
export function appointmentTypeOf(category: CategorySlug): AppointmentType {
  if (category === 'car-wash') return 'car_wash';
  if (category === 'collision') return 'collision';
  return 'service';
}

/** Parts cost per vehicle class, rounded to whole dollars. */
export function partsCostByClass(service: AuthoredService): PartsCostByClass {
  const dollars = (cents: number) => Math.round(cents / 100) * 100;
  const range = (vehicleClass: VehicleClass) => {
    const [min, max] = service.partsByClass?.[vehicleClass] ?? [
      service.parts[0] * PARTS_CLASS_FACTOR[vehicleClass],
      service.parts[1] * PARTS_CLASS_FACTOR[vehicleClass],
    ];
    return { minCents: dollars(min), maxCents: dollars(max) };
  };
  return {
    compact: range('compact'),
    midsize: range('midsize'),
    fullsize: range('fullsize'),
    truck_suv: range('truck_suv'),
    luxury: range('luxury'),
  };
}

/** What autoquote reads of an authored service (ServicePricing without the database id), defaults applied. */
export function pricingFacts(service: AuthoredService): Omit<ServicePricing, 'serviceId'> {
  return {
    laborHours: service.laborHours,
    partsCost: partsCostByClass(service),
    pricingMethod: service.pricing ?? 'labor_parts',
    autoquotable: service.autoquotable ?? true,
  };
}

export interface AuthoredInterviewQuestion {
  question: string;
  answers: InterviewAnswer[];
}

const answer = (text: string, weight = 1, note: string | null = null): InterviewAnswer => ({ answer: text, weight, note });

const WHICH_AXLE: AuthoredInterviewQuestion = {
  question: 'Which brakes need work?',
  answers: [
    answer('Front', 1, 'Front axle.'),
    answer('Rear', 1, 'Rear axle.'),
    answer('Front and rear', 2, 'Both axles.'),
    answer("I'm not sure", 1, 'The shop checks both and tells you which need work.'),
  ],
};
const BRAKE_SYMPTOM: AuthoredInterviewQuestion = {
  question: 'What do you notice when you brake?',
  answers: [
    answer('Squealing or squeaking', 1, 'Squealing when braking.'),
    answer('Grinding', 1, 'Grinding when braking: rotors may be damaged.'),
    answer('Vibration in the pedal or wheel', 1, 'Pulsation when braking.'),
    answer('Nothing, it is routine', 1, null),
  ],
};

/** 'Popular Services', in display order, each with its interview. */
export const POPULAR_SERVICES: Array<{ slug: string; questions: AuthoredInterviewQuestion[] }> = [
  {
    slug: 'oil-change',
    questions: [
      {
        question: 'Which oil does your car use?',
        answers: [
          answer('Conventional', 1, null),
          answer('Synthetic blend', 1.2, 'Synthetic blend oil.'),
          answer('Full synthetic', 1.6, 'Full synthetic oil.'),
          answer("I'm not sure", 1, 'The shop uses the oil your car’s maker specifies.'),
        ],
      },
      {
        question: 'When was the last oil change?',
        answers: [
          answer('Less than 6 months ago', 1, null),
          answer('6 to 12 months ago', 1, null),
          answer('Over a year ago', 1, 'Last oil change was over a year ago.'),
          answer("I don't know", 1, 'That is fine: the shop checks the oil’s condition.'),
        ],
      },
    ],
  },
  { slug: 'brake-pads-replacement', questions: [WHICH_AXLE, BRAKE_SYMPTOM] },
  { slug: 'brake-pads-and-rotors-replacement', questions: [WHICH_AXLE, BRAKE_SYMPTOM] },
  {
    slug: 'battery-replacement',
    questions: [
      {
        question: 'Does the car start right now?',
        answers: [
          answer('Yes, but it cranks slowly', 1, 'Slow cranking.'),
          answer('No, it needs a jump start', 1, 'Your car needs a jump start to run.'),
          answer("No, it won't start even with a jump", 1, 'If a jump does not help, the shop checks the starter too.'),
        ],
      },
      {
        question: 'How old is the battery?',
        answers: [
          answer('Under 3 years', 1, 'A young battery that runs down may point to the charging system: the shop tests it too.'),
          answer('3 to 5 years', 1, null),
          answer('Over 5 years or not sure', 1, null),
        ],
      },
    ],
  },
  {
    slug: 'tire-rotation',
    questions: [
      {
        question: 'Would you like the tires balanced at the same time?',
        answers: [answer('Rotation only', 1, null), answer('Rotate and balance', 2, 'All four wheels are balanced too.')],
      },
    ],
  },
  {
    slug: 'wheel-alignment',
    questions: [
      {
        question: 'Why do you need an alignment?',
        answers: [
          answer('The car pulls to one side', 1, 'Car pulls to one side.'),
          answer('The steering wheel is off-center', 1, 'Steering wheel off-center.'),
          answer('I just got new tires', 1, 'New tires installed.'),
          answer('Uneven tire wear', 1, 'The shop also checks the suspension for worn parts.'),
        ],
      },
    ],
  },
  {
    slug: 'ac-recharge',
    questions: [
      {
        question: 'How is the air conditioning behaving?',
        answers: [
          answer('Cool, but not as cold as it used to be', 1, 'Cooling has weakened gradually.'),
          answer('Blowing warm air', 1, 'Warm air often means a leak: the shop may suggest a leak test.'),
          answer('Works some of the time', 1, 'Intermittent cooling.'),
        ],
      },
    ],
  },
  {
    slug: 'check-engine-light-diagnosis',
    questions: [
      {
        question: 'Is the check engine light steady or flashing?',
        answers: [
          answer('Steady', 1, 'Steady check engine light.'),
          answer('Flashing', 1, 'A flashing light can mean a misfire: drive as little as you can until it is checked.'),
        ],
      },
      {
        question: 'Does the car drive differently?',
        answers: [
          answer('No, it drives normally', 1, null),
          answer('It runs rough or hesitates', 1, 'Runs rough or hesitates.'),
          answer('It has less power', 1, 'Reduced power.'),
        ],
      },
    ],
  },
  {
    slug: 'engine-air-filter-replacement',
    questions: [
      {
        question: 'Would you like the cabin air filter replaced too?',
        answers: [
          answer('Engine air filter only', 1, null),
          answer('Both filters', 2, 'The cabin air filter is replaced as well.'),
        ],
      },
    ],
  },
  {
    slug: 'spark-plugs-replacement',
    questions: [
      {
        question: 'How many cylinders does the engine have?',
        answers: [
          answer('4 cylinders', 1, null),
          answer('6 cylinders', 1.5, 'Six-cylinder engine.'),
          answer('8 cylinders', 2, 'Eight-cylinder engine.'),
          answer("I'm not sure", 1, null),
        ],
      },
    ],
  },
  {
    slug: 'coolant-flush',
    questions: [
      {
        question: 'Is the engine running hot or losing coolant?',
        answers: [
          answer('No, this is routine maintenance', 1, null),
          answer('It runs hot', 1, 'The shop pressure-tests the cooling system to find why.'),
          answer('I keep adding coolant', 1, 'The shop looks for where the coolant goes.'),
        ],
      },
    ],
  },
  {
    slug: 'tire-replacement',
    questions: [
      {
        question: 'How many tires do you need?',
        answers: [
          answer('1 tire', 0.25, 'One tire.'),
          answer('2 tires', 0.5, 'Two tires.'),
          answer('4 tires', 1, 'Four tires.'),
        ],
      },
    ],
  },
  {
    slug: 'alternator-replacement',
    questions: [
      {
        question: 'What have you noticed?',
        answers: [
          answer('The battery light is on', 1, 'Battery warning light on.'),
          answer('Lights dim or flicker', 1, 'Dimming lights.'),
          answer('New batteries keep dying', 1, 'Repeated dead batteries.'),
        ],
      },
    ],
  },
  {
    slug: 'state-inspection',
    questions: [
      {
        question: 'Does your state also require an emissions test?',
        answers: [
          answer('No, safety inspection only', 1, null),
          answer('Yes, both', 2, 'Emissions test as well.'),
          answer("I'm not sure", 1, 'The shop tells you what your state requires.'),
        ],
      },
    ],
  },
];

/** 'Diagnosis / Describe Problem': the diagnosis services plus the inspections people start from. */
export const DIAGNOSIS_SELECTION: string[] = [
  ...SERVICES.filter((service) => service.category === 'diagnosis').map((service) => service.slug),
  'brake-inspection',
  'battery-charging-system-test',
  'multi-point-inspection',
  'pre-purchase-inspection',
];

export const SELECTION_CATEGORY_ORDER: ServiceSelectionCategoryName[] = [
  'Popular Services',
  'Diagnosis / Describe Problem',
  'Service Catalog',
];

/** What a standalone appointment can be booked for, per appointment type, in display order. */
export const APPOINTMENT_SERVICES: Record<AppointmentType, string[]> = {
  service: [
    'oil-change',
    'synthetic-oil-change',
    'tire-rotation',
    'wheel-alignment',
    'brake-inspection',
    'battery-charging-system-test',
    'state-inspection',
    'emissions-test',
    'multi-point-inspection',
    'check-engine-light-diagnosis',
    'ac-recharge',
    'pre-purchase-inspection',
  ],
  car_wash: [
    'exterior-car-wash',
    'full-service-car-wash',
    'interior-detailing',
    'full-detailing',
    'wax-and-polish',
    'ceramic-coating',
    'engine-bay-cleaning',
    'odor-removal',
  ],
  collision: [
    'collision-damage-estimate',
    'bumper-repair',
    'paintless-dent-repair',
    'scratch-repair',
    'windshield-chip-repair',
    'windshield-replacement',
    'side-mirror-replacement',
    'panel-painting',
  ],
};

/**
 * Feature flags served by GET /v4/features; the seed only inserts missing ones, so an operator's switch stays.
 * `built`: this build has the feature. One that is not is reported off whatever its row says (ADR 036: say
 * only what is true), so a database seeded before keeps no false promise; the change that builds it sets `built: true`.
 */
export const FEATURES: Array<{ name: string; enabled: boolean; built: boolean; description: string }> = [
  { name: 'service_advisor', enabled: true, built: true, description: 'The service-advisor chat that turns a description into services.' },
  { name: 'plus', enabled: false, built: false, description: 'The paid plus membership and its sign-up flows.' },
  { name: 'auto_essentials', enabled: true, built: true, description: 'The AutoEssentials page of partner offers for members.' },
  { name: 'roadside', enabled: false, built: false, description: 'Roadside help for plus members.' },
  { name: 'interval_services', enabled: true, built: true, description: 'Recommended services by mileage in the service request.' },
  { name: 'messages', enabled: false, built: false, description: 'Messages between car owners and shops.' },
  { name: 'rewards', enabled: true, built: true, description: 'Rewards earned on booked services.' },
];
/** The features this build does not have: always reported off. */
export const UNBUILT_FEATURES = new Set(FEATURES.filter((feature) => !feature.built).map((feature) => feature.name));
