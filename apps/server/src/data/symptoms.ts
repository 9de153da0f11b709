/**
 * The service advisor's knowledge base: what car owners say → which catalogue services fit, and what to ask
 * when one description fits several causes. Authored from common repair-shop triage; services are catalogue
 * slugs (data/catalog.ts), most likely first.
 *
 * `match` is a list of groups; every group must be present in the description, and a group is present when
 * any of its alternatives is. Alternatives are words or short phrases in plain English; the advisor stems them
 * (squealing → squeal) and tolerates typos, so one form of a word is enough. Negations are normalised:
 * "won't", "doesn't", "can't", "will not", "isn't" all read as "not".
 */
export interface FollowUpOption {
  /** The button text, also matched against a free-text reply. */
  answer: string;
  /** Extra words that pick this option in a free-text reply. */
  match?: string[];
  services?: string[];
  /** Another symptom to continue with (its services and, if any, its own follow-up). */
  next?: string;
  explanation?: string;
}

export interface Symptom {
  id: string;
  match: string[][];
  services: string[];
  /** One sentence the advisor says about the likely cause. */
  explanation: string;
  /**
   * Words that rule the symptom out when said with it: a shake "when I brake at highway speed" is the
   * brakes' (brake-pulsation), not the wheels' balance. Same form as a match group.
   */
  unless?: string[];
  /** A vague description: it yields to anything more specific said in the same message. */
  vague?: boolean;
  followUp?: { question: string; options: FollowUpOption[] };
}

const BRAKE = ['brake', 'braking', 'stop', 'stopping', 'pedal'];
const SHAKE = ['shake', 'vibrate', 'vibration', 'wobble', 'shimmy', 'shudder', 'pulsate', 'pulse'];

export const SYMPTOMS: Symptom[] = [
  // Brakes
  {
    id: 'brake-squeal',
    match: [BRAKE, ['squeal', 'squeak', 'squeaky', 'screech', 'chirp']],
    services: ['brake-pads-replacement', 'brake-inspection', 'brake-pads-and-rotors-replacement'],
    explanation: 'A squeal when braking is usually the wear indicator telling you the brake pads are worn.',
  },
  {
    id: 'brake-grinding',
    match: [BRAKE, ['grind', 'scrape', 'metal on metal', 'metallic']],
    services: ['brake-pads-and-rotors-replacement', 'brake-rotors-replacement', 'brake-inspection'],
    explanation: 'Grinding when braking means the pads are worn through and the rotors are likely damaged.',
  },
  {
    id: 'brake-noise',
    match: [BRAKE, ['noise', 'sound', 'noisy', 'loud']],
    services: ['brake-inspection', 'brake-pads-replacement', 'brake-pads-and-rotors-replacement'],
    explanation: 'Noise when braking usually comes from worn pads; what it sounds like tells how far the wear has gone.',
    followUp: {
      question: 'Is it a high-pitched squeal, or a metal-on-metal grinding?',
      options: [
        { answer: 'A high-pitched squeal', match: ['squeal', 'squeak', 'high'], services: ['brake-pads-replacement', 'brake-inspection'], explanation: 'Then new brake pads should fix it.' },
        { answer: 'Grinding', match: ['grind', 'metal', 'scrape'], next: 'brake-grinding' },
        { answer: "I'm not sure", match: ['not sure', 'dont know', 'unsure'], services: ['brake-inspection', 'brake-pads-replacement'], explanation: 'A brake inspection will tell; pads are the usual culprit.' },
      ],
    },
  },
  {
    id: 'brake-pulsation',
    match: [BRAKE, SHAKE],
    services: ['brake-rotors-replacement', 'brake-pads-and-rotors-replacement', 'brake-inspection'],
    explanation: 'A pulsing pedal or a shaking wheel when you brake usually means warped brake rotors.',
  },
  {
    id: 'brake-soft-pedal',
    match: [['brake', 'pedal'], ['soft', 'spongy', 'sink', 'floor', 'mushy', 'low']],
    services: ['brake-inspection', 'brake-fluid-flush', 'brake-master-cylinder-replacement', 'brake-line-replacement'],
    explanation: 'A soft or sinking brake pedal points to air or a leak in the brake hydraulics; have it checked soon.',
  },
  {
    id: 'brake-pull',
    match: [BRAKE, ['pull', 'veer', 'drift']],
    services: ['brake-caliper-replacement', 'brake-inspection'],
    explanation: 'Pulling to one side when braking is often a sticking brake caliper.',
  },
  {
    id: 'brake-warning-light',
    match: [['brake', 'abs', 'traction'], ['light', 'warning', 'dashboard']],
    services: ['brake-inspection', 'abs-wheel-speed-sensor-replacement', 'warning-light-diagnosis'],
    explanation: 'A brake or ABS light can mean low brake fluid, worn pads or a faulty wheel-speed sensor.',
  },

  // Starting and charging
  {
    id: 'no-start-clicking',
    match: [['start', 'crank', 'turn over', 'ignition', 'turn key'], ['click', 'clicking', 'tick']],
    services: ['battery-replacement', 'starter-replacement', 'battery-charging-system-test'],
    explanation: 'Clicking without the engine turning over is usually a weak battery or a failing starter.',
  },
  {
    id: 'no-start',
    match: [['not start', 'no start', 'not turn on', 'not turn over', 'not crank', 'start problem', 'hard to start', 'trouble start', 'dead car']],
    services: ['no-start-diagnosis', 'battery-replacement', 'starter-replacement'],
    explanation: 'A car that will not start usually has a battery, starter, fuel or ignition problem.',
    followUp: {
      question: 'When you turn the key, do you hear clicking, does the engine crank but not catch, or does nothing happen?',
      options: [
        { answer: 'Clicking', match: ['click', 'tick'], next: 'no-start-clicking' },
        { answer: 'It cranks but will not start', match: ['crank', 'turn over', 'catch', 'sputter'], services: ['no-start-diagnosis', 'fuel-pump-replacement', 'spark-plugs-replacement'], explanation: 'Cranking without starting points to fuel or spark: a no-start diagnosis will find which.' },
        { answer: 'Nothing at all', match: ['nothing', 'dead', 'silent', 'no lights'], services: ['battery-replacement', 'battery-charging-system-test', 'electrical-diagnosis'], explanation: 'No response at all is most often a dead battery or a bad connection.' },
      ],
    },
  },
  {
    id: 'dead-battery',
    match: [['battery'], ['dead', 'weak', 'die', 'dying', 'drain', 'jump', 'low', 'flat', 'old']],
    services: ['battery-replacement', 'battery-charging-system-test', 'alternator-replacement'],
    explanation: 'A battery that keeps dying needs testing: either the battery is worn out or the alternator is not charging it.',
  },
  {
    id: 'jump-start',
    match: [['jump', 'jumpstart', 'jumper cable', 'boost']],
    services: ['battery-replacement', 'battery-charging-system-test'],
    explanation: 'Needing jump starts usually means the battery is worn out.',
  },
  {
    id: 'charging-warning',
    match: [['battery light', 'charging light', 'alternator', 'lights dim', 'dim lights', 'headlights dim', 'flicker']],
    services: ['alternator-replacement', 'battery-charging-system-test'],
    explanation: 'A battery warning light or dimming lights usually mean the alternator is not charging.',
  },

  // Heating and cooling
  {
    id: 'ac-warm',
    match: [['ac', 'air conditioning', 'air conditioner', 'air con', 'cold air', 'vents'], ['warm', 'hot', 'not cold', 'not cool', 'weak', 'not working', 'broken', 'stopped']],
    services: ['ac-recharge', 'heating-ac-diagnosis', 'ac-compressor-replacement'],
    explanation: 'Warm air from the AC is most often low refrigerant from a slow leak.',
    followUp: {
      question: 'Did the cooling fade gradually, or stop all at once?',
      options: [
        { answer: 'It faded gradually', match: ['gradual', 'slowly', 'over time', 'fade', 'less cold'], services: ['ac-recharge'], explanation: 'A gradual fade fits low refrigerant: an AC recharge with a leak check.' },
        { answer: 'It stopped suddenly', match: ['sudden', 'all at once', 'stopped', 'quit'], services: ['heating-ac-diagnosis', 'ac-compressor-replacement'], explanation: 'A sudden stop suggests a failed part, such as the compressor or its clutch.' },
      ],
    },
  },
  {
    id: 'heater-cold',
    match: [['heater', 'heat', 'defrost', 'defroster'], ['cold', 'not work', 'not warm', 'not hot', 'no heat', 'broken', 'lukewarm']],
    services: ['heating-ac-diagnosis', 'thermostat-replacement', 'coolant-flush', 'heater-core-replacement'],
    explanation: 'No heat is often a stuck-open thermostat, low coolant or a clogged heater core.',
  },
  {
    id: 'no-air-from-vents',
    match: [['fan', 'blower', 'vent', 'air'], ['not blow', 'no air', 'not come out', 'only high', 'one speed', 'weak airflow']],
    services: ['blower-motor-replacement', 'cabin-air-filter-replacement', 'electrical-diagnosis'],
    explanation: 'Little or no air from the vents usually means a failed blower motor or a clogged cabin filter.',
  },
  {
    id: 'overheating',
    match: [['overheat', 'overheating', 'running hot', 'temperature gauge', 'temp gauge', 'steam', 'boil']],
    services: ['overheating-diagnosis', 'coolant-flush', 'thermostat-replacement', 'water-pump-replacement', 'radiator-replacement'],
    explanation: 'Overheating can ruin an engine; it is usually low coolant, a stuck thermostat, a bad water pump or a clogged radiator.',
  },
  {
    id: 'coolant-leak',
    match: [['coolant', 'antifreeze', 'green', 'pink fluid', 'orange fluid', 'sweet smell', 'smell sweet', 'syrup'], ['leak', 'drip', 'puddle', 'losing', 'low', 'smell']],
    services: ['fluid-leak-diagnosis', 'radiator-hose-replacement', 'water-pump-replacement', 'radiator-replacement'],
    explanation: 'Losing coolant means a leak in a hose, the radiator or the water pump.',
  },

  // Engine
  {
    id: 'check-engine-light',
    match: [['check engine', 'engine light', 'service engine', 'cel', 'mil', 'engine warning']],
    services: ['check-engine-light-diagnosis'],
    explanation: 'The check engine light needs its code read and the cause traced; it can be anything from a loose gas cap to a misfire.',
  },
  {
    id: 'misfire',
    match: [['misfire', 'rough idle', 'idle rough', 'sputter', 'stumble', 'hesitate', 'hesitation', 'jerk', 'run rough', 'running rough', 'bog']],
    services: ['check-engine-light-diagnosis', 'spark-plugs-replacement', 'ignition-coil-replacement', 'fuel-system-cleaning'],
    explanation: 'Rough running or hesitation is usually worn spark plugs, a failing ignition coil or dirty injectors.',
  },
  {
    id: 'engine-vibration-idle',
    match: [['engine', 'car', 'motor'], SHAKE, ['idle', 'stop light', 'red light', 'park', 'stopped', 'drive']],
    services: ['engine-mount-replacement', 'spark-plugs-replacement', 'vibration-diagnosis'],
    explanation: 'Shaking at idle is often a worn engine mount or a misfire.',
  },
  {
    id: 'oil-leak',
    match: [['oil'], ['leak', 'drip', 'puddle', 'spot', 'losing']],
    services: ['fluid-leak-diagnosis', 'valve-cover-gasket-replacement', 'oil-pan-gasket-replacement'],
    explanation: 'Oil spots under the car usually come from a valve cover or oil pan gasket.',
  },
  {
    id: 'burning-oil-smell',
    match: [['oil'], ['burn', 'burnt', 'smell', 'smoke', 'odor']],
    services: ['valve-cover-gasket-replacement', 'smoke-smell-diagnosis', 'fluid-leak-diagnosis'],
    explanation: 'A burning-oil smell usually means oil is leaking onto the hot exhaust, most often from a valve cover gasket.',
  },
  {
    id: 'oil-light',
    match: [['oil light', 'oil pressure', 'oil warning', 'oil life', 'oil due', 'oil change light', 'oil is dirty', 'low oil']],
    services: ['oil-change', 'synthetic-oil-change'],
    explanation: 'An oil reminder or low oil means an oil change is due; if the red oil-pressure light stays on, stop driving.',
  },
  {
    id: 'belt-squeal',
    match: [['squeal', 'squeak', 'chirp', 'screech'], ['start', 'hood', 'engine', 'accelerate', 'turn on', 'cold morning', 'belt']],
    services: ['serpentine-belt-replacement'],
    explanation: 'A squeal from under the hood at start-up is usually a worn or loose serpentine belt.',
  },
  {
    id: 'poor-fuel-economy',
    match: [['gas mileage', 'fuel economy', 'mpg', 'mileage dropped', 'using more gas', 'burn more gas', 'fuel efficiency']],
    services: ['fuel-system-cleaning', 'oxygen-sensor-replacement', 'engine-air-filter-replacement', 'spark-plugs-replacement'],
    explanation: 'Worse fuel economy often comes from a dirty air filter, worn spark plugs, a lazy oxygen sensor or dirty injectors.',
  },
  {
    id: 'loss-of-power',
    match: [['lose power', 'loss of power', 'no power', 'sluggish', 'slow to accelerate', 'weak acceleration', 'not accelerate', 'limp mode']],
    services: ['check-engine-light-diagnosis', 'fuel-filter-replacement', 'fuel-pump-replacement', 'mass-air-flow-sensor-replacement'],
    explanation: 'Loss of power is often fuel delivery or an air sensor; a diagnosis reads what the engine computer saw.',
  },
  {
    id: 'gas-smell',
    match: [['gas smell', 'smell gas', 'fuel smell', 'smell fuel', 'gasoline smell', 'smell like gas']],
    services: ['fluid-leak-diagnosis', 'fuel-injector-replacement'],
    explanation: 'A fuel smell can mean a fuel leak, which is a fire risk: have it checked before driving far.',
  },
  {
    id: 'exhaust-smoke',
    match: [['smoke', 'smoking'], ['exhaust', 'tailpipe', 'tail pipe', 'white', 'blue', 'black']],
    services: ['check-engine-light-diagnosis', 'smoke-smell-diagnosis', 'head-gasket-replacement'],
    explanation: 'Coloured smoke from the exhaust points to burning oil, coolant or too much fuel.',
  },
  {
    id: 'burning-smell',
    match: [['burning smell', 'smell burning', 'smell something burning', 'burnt smell', 'smoke from hood', 'smoke under hood', 'smoking engine']],
    services: ['smoke-smell-diagnosis', 'fluid-leak-diagnosis'],
    explanation: 'A burning smell is often oil dripping on the exhaust, a slipping belt or overheating brakes.',
  },
  {
    id: 'rotten-egg-smell',
    match: [['rotten egg', 'sulfur', 'sulphur']],
    services: ['catalytic-converter-replacement', 'check-engine-light-diagnosis'],
    explanation: 'A rotten-egg smell usually comes from a failing catalytic converter.',
  },

  // Exhaust
  {
    id: 'loud-exhaust',
    match: [['exhaust', 'muffler', 'tailpipe'], ['loud', 'roar', 'rumble', 'noise', 'rattle', 'hole', 'drag', 'hang']],
    services: ['muffler-replacement', 'exhaust-leak-repair', 'exhaust-pipe-replacement'],
    explanation: 'A loud or rattling exhaust means a leak, a rusted-out muffler or a loose heat shield.',
  },
  {
    id: 'loud-car',
    match: [['car', 'engine', 'it'], ['louder', 'sound like a race car', 'roar', 'rumble']],
    services: ['exhaust-leak-repair', 'muffler-replacement'],
    explanation: 'A car that suddenly sounds louder usually has an exhaust leak.',
  },

  // Tires, wheels, steering and suspension
  {
    id: 'steering-shake-at-speed',
    match: [['steering wheel', 'steering', 'wheel', 'car', 'front end'], SHAKE, ['highway', 'speed', 'mph', 'fast', 'freeway', 'interstate', 'over 50', 'over 60']],
    unless: BRAKE,
    services: ['tire-balancing', 'wheel-alignment', 'vibration-diagnosis'],
    explanation: 'A shake that comes on at highway speed is usually an out-of-balance wheel.',
  },
  {
    id: 'steering-shake',
    match: [['steering wheel', 'steering', 'car', 'front end'], SHAKE],
    unless: BRAKE,
    services: ['tire-balancing', 'wheel-alignment', 'vibration-diagnosis'],
    explanation: 'A shaking steering wheel is most often unbalanced wheels, but brakes or worn parts can cause it too.',
    followUp: {
      question: 'When does it shake: at highway speed, when braking, or all the time?',
      options: [
        { answer: 'At highway speed', match: ['highway', 'speed', 'fast', 'freeway', 'mph'], next: 'steering-shake-at-speed' },
        { answer: 'When braking', match: ['brake', 'stop'], next: 'brake-pulsation' },
        { answer: 'All the time', match: ['always', 'all the time', 'constant'], services: ['vibration-diagnosis', 'suspension-steering-inspection'], explanation: 'A constant shake needs a look at tires, wheels and suspension.' },
      ],
    },
  },
  {
    id: 'pulls-to-side',
    match: [['pull', 'drift', 'veer', 'wander', 'crooked', 'off center', 'not straight']],
    services: ['wheel-alignment', 'steering-suspension-diagnosis'],
    explanation: 'A car that pulls or a crooked steering wheel usually needs a wheel alignment.',
  },
  {
    id: 'uneven-tire-wear',
    match: [['tire', 'tread'], ['uneven', 'wear', 'bald', 'worn', 'inside edge', 'outside edge', 'cupping']],
    services: ['wheel-alignment', 'tire-rotation', 'tire-replacement'],
    explanation: 'Uneven tire wear means the wheels are out of alignment or the tires were not rotated.',
  },
  {
    id: 'flat-tire',
    match: [['flat', 'puncture', 'nail', 'screw', 'slow leak', 'losing air', 'lose air', 'low tire', 'blowout']],
    services: ['flat-tire-repair', 'tire-replacement'],
    explanation: 'A nail or small puncture in the tread can usually be patched; sidewall damage means a new tire.',
  },
  {
    id: 'tire-pressure-light',
    match: [['tire pressure', 'tpms', 'tyre pressure'], ['light', 'warning', 'sensor', 'low', 'on']],
    services: ['tpms-sensor-replacement', 'flat-tire-repair'],
    explanation: 'The tire pressure light means a tire is low or a pressure sensor has failed.',
  },
  {
    id: 'new-tires',
    match: [['tire', 'tyre'], ['new', 'buy', 'replace', 'bald', 'worn out', 'old', 'set of']],
    services: ['tire-replacement', 'wheel-alignment'],
    explanation: 'New tires are best paired with an alignment so they wear evenly.',
  },
  {
    id: 'bumpy-ride',
    match: [['bouncy', 'bounce', 'floaty', 'rough ride', 'bumpy', 'nose dive', 'sway', 'body roll']],
    services: ['shocks-replacement', 'struts-replacement', 'suspension-steering-inspection'],
    explanation: 'A bouncy or floaty ride means worn shocks or struts.',
  },
  {
    id: 'clunk-over-bumps',
    match: [['clunk', 'knock', 'thud', 'rattle', 'bang', 'creak'], ['bump', 'pothole', 'speed bump', 'rough road', 'driveway', 'uneven road']],
    services: ['sway-bar-link-replacement', 'ball-joint-replacement', 'control-arm-replacement', 'suspension-steering-inspection'],
    explanation: 'A clunk over bumps is usually a worn sway bar link, ball joint or control arm bushing.',
  },
  {
    id: 'humming-at-speed',
    match: [['hum', 'humming', 'roar', 'growl', 'drone', 'whir'], ['speed', 'faster', 'highway', 'accelerate', 'mph', 'driving']],
    services: ['wheel-bearing-replacement', 'tire-rotation', 'noise-diagnosis'],
    explanation: 'A hum that rises with speed is most often a worn wheel bearing, sometimes uneven tires.',
  },
  {
    id: 'click-when-turning',
    match: [['click', 'clicking', 'pop', 'tick'], ['turn', 'turning', 'corner', 'parking lot', 'steering']],
    services: ['cv-axle-replacement'],
    explanation: 'Clicking on tight turns is the classic sign of a worn CV joint.',
  },
  {
    id: 'hard-steering',
    match: [['steering', 'steer', 'wheel'], ['hard', 'heavy', 'stiff', 'whine', 'groan', 'tight', 'difficult']],
    services: ['power-steering-fluid-flush', 'power-steering-pump-replacement', 'steering-suspension-diagnosis'],
    explanation: 'Heavy steering or a whine when turning points to low power-steering fluid or a failing pump.',
  },
  {
    id: 'loose-steering',
    match: [['steering', 'steer'], ['loose', 'play', 'sloppy', 'vague', 'wander']],
    services: ['tie-rod-end-replacement', 'steering-suspension-diagnosis', 'wheel-alignment'],
    explanation: 'Loose or vague steering usually means worn tie rod ends or other steering joints.',
  },

  // Transmission and drivetrain
  {
    id: 'transmission-slipping',
    match: [['transmission', 'gear', 'shift', 'shifting', 'rpm'], ['slip', 'hard', 'jerk', 'delay', 'rough', 'clunk', 'flare', 'stuck', 'not shift', 'late', 'slam']],
    services: ['transmission-diagnosis', 'transmission-fluid-service'],
    explanation: 'Slipping or harsh shifts start with checking the transmission fluid and reading the codes.',
  },
  {
    id: 'clutch-problem',
    match: [['clutch'], ['slip', 'grind', 'hard', 'soft', 'burn', 'smell', 'high', 'stick', 'engage']],
    services: ['clutch-replacement', 'transmission-diagnosis'],
    explanation: 'A slipping clutch or one that engages high is worn and needs replacing.',
  },
  {
    id: 'transmission-leak',
    match: [['red fluid', 'transmission fluid', 'reddish fluid'], ['leak', 'drip', 'puddle', 'low', 'spot']],
    services: ['fluid-leak-diagnosis', 'transmission-fluid-service'],
    explanation: 'Red fluid under the car is transmission fluid; the leak should be found before the level drops too far.',
  },

  // Electrical and body
  {
    id: 'headlight-out',
    match: [['headlight', 'headlamp', 'head light', 'low beam', 'high beam'], ['out', 'not work', 'burn', 'dead', 'broken', 'dim', 'flicker']],
    services: ['headlight-bulb-replacement'],
    explanation: 'A headlight that is out usually just needs a new bulb.',
  },
  {
    id: 'foggy-headlights',
    match: [['headlight', 'headlamp', 'head light'], ['foggy', 'cloudy', 'yellow', 'hazy', 'oxidized']],
    services: ['headlight-restoration'],
    explanation: 'Foggy, yellowed headlight lenses can be polished clear again.',
  },
  {
    id: 'tail-light-out',
    match: [['tail light', 'taillight', 'brake light', 'turn signal', 'blinker', 'reverse light'], ['out', 'not work', 'burn', 'dead', 'broken', 'fast']],
    services: ['tail-light-bulb-replacement'],
    explanation: 'A light that is out usually just needs a new bulb; a fast-blinking signal means one is out.',
  },
  {
    id: 'window-stuck',
    match: [['window'], ['stuck', 'not go up', 'not go down', 'not roll', 'not move', 'fell', 'off track', 'slow', 'broken']],
    services: ['power-window-motor-replacement'],
    explanation: 'A window that will not move usually has a failed motor or regulator.',
  },
  {
    id: 'door-lock',
    match: [['door lock', 'power lock', 'lock', 'unlock'], ['not work', 'stuck', 'broken', 'buzz', 'one door']],
    services: ['door-lock-actuator-replacement'],
    explanation: 'A door that will not lock or unlock electrically usually has a failed lock actuator.',
  },
  {
    id: 'key-fob',
    match: [['key fob', 'fob', 'remote', 'key', 'keyless'], ['not work', 'lost', 'broken', 'spare', 'program', 'dead', 'need']],
    services: ['key-fob-programming'],
    explanation: 'A new or spare key fob has to be programmed to your car.',
  },
  {
    id: 'horn',
    match: [['horn'], ['not work', 'quiet', 'weak', 'stuck', 'dead', 'broken']],
    services: ['horn-replacement', 'electrical-diagnosis'],
    explanation: 'A dead horn is usually the horn itself, sometimes a fuse or relay.',
  },
  {
    id: 'electrical-gremlins',
    match: [['electrical', 'fuse', 'short', 'gauges', 'dashboard', 'radio'], ['problem', 'blow', 'dead', 'flicker', 'not work', 'random', 'drain', 'cut out']],
    services: ['electrical-diagnosis'],
    explanation: 'Electrical faults need the circuit traced with a meter to find the cause.',
  },
  {
    id: 'wipers-streak',
    match: [['wiper', 'wipers', 'windshield wiper'], ['streak', 'smear', 'chatter', 'squeak', 'worn', 'torn', 'not clean', 'skip', 'old', 'replace']],
    services: ['wiper-blades-replacement'],
    explanation: 'Streaking or chattering wipers need new blades.',
  },
  {
    id: 'musty-vents',
    match: [['vent', 'ac', 'air', 'fan', 'cabin'], ['musty', 'moldy', 'mildew', 'smell', 'stink', 'odor']],
    services: ['cabin-air-filter-replacement', 'odor-removal'],
    explanation: 'A musty smell from the vents usually means a dirty cabin air filter.',
  },

  // Body, glass, wash
  {
    id: 'windshield-damage',
    match: [['windshield', 'windscreen', 'glass'], ['crack', 'chip', 'broken', 'rock', 'star', 'shattered']],
    services: ['windshield-chip-repair', 'windshield-replacement'],
    explanation: 'A chip smaller than a coin can be filled; a long crack means a new windshield.',
  },
  {
    id: 'accident',
    match: [['accident', 'crash', 'fender bender', 'collision', 'hit', 'rear ended', 'backed into', 'hit and run', 'totaled']],
    services: ['collision-damage-estimate', 'bumper-repair', 'paintless-dent-repair'],
    explanation: 'After an accident, start with a collision estimate; it is what your insurer will ask for.',
  },
  {
    id: 'dent-scratch',
    match: [['dent', 'ding', 'scratch', 'scrape', 'scuff', 'paint', 'keyed', 'hail']],
    services: ['paintless-dent-repair', 'scratch-repair', 'bumper-repair', 'collision-damage-estimate'],
    explanation: 'Small dents often pop out without paint; scratches through the clear coat need touch-up or refinishing.',
  },
  {
    id: 'bumper-damage',
    match: [['bumper'], ['crack', 'dent', 'loose', 'hanging', 'fall', 'scuff', 'scratch', 'broken', 'damage']],
    services: ['bumper-repair', 'bumper-replacement', 'collision-damage-estimate'],
    explanation: 'Most scuffed or cracked bumpers can be repaired and refinished; a torn one is replaced.',
  },
  {
    id: 'mirror-broken',
    match: [['mirror'], ['broken', 'crack', 'hang', 'knocked', 'smash', 'fell']],
    services: ['side-mirror-replacement'],
    explanation: 'A broken side mirror is replaced as an assembly or just the glass.',
  },
  {
    id: 'dirty-car',
    match: [['dirty', 'filthy', 'messy', 'wash', 'clean', 'detail', 'vacuum', 'dog hair', 'pet hair', 'stain']],
    services: ['full-service-car-wash', 'interior-detailing', 'full-detailing', 'exterior-car-wash'],
    explanation: 'A wash takes care of the outside; a detail deep-cleans the inside too.',
  },
  {
    id: 'bad-smell-inside',
    match: [['smell', 'stink', 'odor', 'smoke smell'], ['inside', 'interior', 'cabin', 'seat', 'carpet']],
    services: ['odor-removal', 'interior-detailing', 'cabin-air-filter-replacement'],
    explanation: 'Lingering smells inside come out with an odor treatment and an interior detail.',
  },

  // Inspection and maintenance
  {
    id: 'inspection-due',
    match: [['inspection', 'sticker', 'safety check', 'state check']],
    services: ['state-inspection', 'emissions-test', 'multi-point-inspection'],
    explanation: 'Most states require a yearly safety inspection, and many an emissions test.',
  },
  {
    id: 'emissions',
    match: [['emissions', 'smog', 'emission']],
    services: ['emissions-test', 'check-engine-light-diagnosis'],
    explanation: 'An emissions test checks what comes out of the tailpipe; the check engine light must be off to pass.',
  },
  {
    id: 'buying-used-car',
    match: [['buy', 'buying', 'purchase', 'looking at'], ['used', 'car', 'truck', 'vehicle', 'seller', 'dealer', 'private sale']],
    services: ['pre-purchase-inspection'],
    explanation: 'A pre-purchase inspection before buying a used car can save you from expensive surprises.',
  },
  {
    id: 'road-trip',
    match: [['road trip', 'long drive', 'long trip', 'cross country', 'vacation']],
    services: ['road-trip-inspection', 'oil-change', 'tire-rotation'],
    explanation: 'Before a long trip, a safety inspection checks tires, brakes, fluids and lights.',
  },
  ...([30, 60, 90] as const).map(
    (thousands): Symptom => ({
      id: `mileage-${thousands}k`,
      match: [[`${thousands}k`, `${thousands}000`, `${thousands} thousand`], ['service', 'maintenance', 'mile', 'due', 'check']],
      services: [`scheduled-maintenance-${thousands}k`],
      explanation: `The ${thousands},000-mile service covers the filters, fluids and inspections your maintenance schedule lists.`,
    }),
  ),
  {
    id: 'maintenance-due',
    match: [['scheduled maintenance', 'maintenance due', 'service due', 'maintenance light', 'maintenance required', 'wrench light', 'factory maintenance', 'mileage service', 'mile service']],
    services: ['scheduled-maintenance-30k', 'scheduled-maintenance-60k', 'scheduled-maintenance-90k', 'oil-change'],
    explanation: 'Scheduled maintenance follows the mileage.',
    followUp: {
      question: 'About how many miles are on the car?',
      options: [
        { answer: 'Under 30,000', match: ['under', 'less', 'few', 'new'], services: ['oil-change', 'tire-rotation', 'multi-point-inspection'], explanation: 'Early on, maintenance is oil changes, tire rotations and inspections.' },
        { answer: 'About 30,000', match: ['30', '30k', '30000', '40', '40k', '40000'], next: 'mileage-30k' },
        { answer: 'About 60,000', match: ['60', '60k', '60000', '50', '50k', '50000', '70', '70k', '70000'], next: 'mileage-60k' },
        { answer: '90,000 or more', match: ['90', '90k', '90000', '100', '100k', '100000', 'more', 'over'], next: 'mileage-90k' },
      ],
    },
  },
  {
    id: 'tune-up',
    match: [['tune up', 'tuneup', 'tune-up', 'general maintenance', 'routine maintenance', 'checkup', 'check up', 'once over']],
    services: ['spark-plugs-replacement', 'multi-point-inspection', 'engine-air-filter-replacement'],
    explanation: 'A tune-up today means spark plugs and filters, with an inspection of everything else.',
  },
];

/** Asked when nothing in the description points anywhere; each answer continues with a symptom. */
export const GENERAL_FOLLOW_UP: Symptom = {
  id: 'general',
  match: [],
  services: [],
  explanation: "I'm not sure yet what would fix that.",
  followUp: {
    question: 'What do you notice most: a noise, a vibration, a warning light, a leak or smell, trouble starting, or is it routine maintenance?',
    options: [
      { answer: 'A noise', match: ['noise', 'sound', 'hear'], next: 'noise' },
      { answer: 'A vibration or shaking', match: SHAKE, next: 'steering-shake' },
      { answer: 'A warning light', match: ['light', 'warning', 'dashboard'], next: 'warning-light' },
      { answer: 'A leak or a smell', match: ['leak', 'smell', 'drip', 'puddle'], services: ['fluid-leak-diagnosis', 'smoke-smell-diagnosis'], explanation: 'A shop can trace a leak or smell to its source.' },
      { answer: 'Trouble starting', match: ['start', 'crank'], next: 'no-start' },
      { answer: 'Routine maintenance', match: ['maintenance', 'routine', 'oil', 'service'], services: ['oil-change', 'tire-rotation', 'multi-point-inspection'], explanation: 'The usual routine: an oil change, a tire rotation and an inspection.' },
    ],
  },
};

/** Vague descriptions ("a weird noise", "a light came on"): they match only when nothing more specific does. */
export const FOLLOW_UP_SYMPTOMS: Symptom[] = [
  {
    id: 'noise',
    vague: true,
    match: [['noise', 'sound', 'rattle', 'clunk', 'knock', 'squeal', 'squeak', 'grind', 'click', 'hum', 'whine', 'thump', 'tick']],
    services: ['noise-diagnosis'],
    explanation: 'Where and when a noise happens says most about its cause.',
    followUp: {
      question: 'When do you hear it: when braking, when turning, over bumps, at speed, or when starting the car?',
      options: [
        { answer: 'When braking', match: BRAKE, next: 'brake-squeal' },
        { answer: 'When turning', match: ['turn', 'corner', 'steer'], services: ['cv-axle-replacement', 'power-steering-fluid-flush', 'steering-suspension-diagnosis'], explanation: 'Noises when turning are usually a CV joint or the power steering.' },
        { answer: 'Over bumps', match: ['bump', 'pothole', 'rough road'], next: 'clunk-over-bumps' },
        { answer: 'At speed', match: ['speed', 'highway', 'fast', 'accelerate'], next: 'humming-at-speed' },
        { answer: 'When starting the car', match: ['start', 'morning', 'cold'], services: ['serpentine-belt-replacement', 'starter-replacement', 'noise-diagnosis'], explanation: 'A noise at start-up is often the drive belt or the starter.' },
      ],
    },
  },
  {
    id: 'brakes-general',
    vague: true,
    match: [['brake', 'brakes', 'braking']],
    services: ['brake-inspection', 'brake-pads-replacement'],
    explanation: 'Brake work depends on what the brakes are doing.',
    followUp: {
      question: 'What are the brakes doing: squealing, grinding, shaking, a soft pedal, or are they just due?',
      options: [
        { answer: 'Squealing', match: ['squeal', 'squeak', 'screech'], next: 'brake-squeal' },
        { answer: 'Grinding', match: ['grind', 'metal', 'scrape'], next: 'brake-grinding' },
        { answer: 'Shaking when I brake', match: SHAKE, next: 'brake-pulsation' },
        { answer: 'The pedal feels soft', match: ['soft', 'spongy', 'sink', 'floor'], next: 'brake-soft-pedal' },
        { answer: 'They are just due', match: ['due', 'routine', 'worn', 'old', 'pads', 'mileage'], services: ['brake-pads-replacement', 'brake-inspection'], explanation: 'New pads with an inspection of the rest.' },
      ],
    },
  },
  {
    id: 'warning-light',
    vague: true,
    match: [['warning light', 'dashboard light', 'dash light', 'light on dashboard', 'light came on', 'light is on', 'light on', 'light stays on', 'idiot light']],
    services: ['warning-light-diagnosis'],
    explanation: 'Each warning light means something different.',
    followUp: {
      question: 'Which light is on: check engine, battery, brake or ABS, tire pressure, or another one?',
      options: [
        { answer: 'Check engine', match: ['engine', 'check'], next: 'check-engine-light' },
        { answer: 'Battery', match: ['battery', 'charging'], next: 'charging-warning' },
        { answer: 'Brake or ABS', match: ['brake', 'abs'], next: 'brake-warning-light' },
        { answer: 'Tire pressure', match: ['tire', 'pressure', 'tpms'], next: 'tire-pressure-light' },
        { answer: 'Another light', match: ['other', 'another', 'airbag', 'traction'], services: ['warning-light-diagnosis'], explanation: 'A shop will read the light with a scan tool.' },
      ],
    },
  },
];
