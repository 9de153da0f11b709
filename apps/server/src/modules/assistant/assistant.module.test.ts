import { AssistantServicesResponse, AssistantVehicleResponse, PlainError } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { assistantSessions } from '../../db/schema/index.ts';
import { seedCatalog } from '../catalog/index.ts';
import { SESSION_IDLE_MS } from './assistant-sessions.ts';

/** Phrasings car owners use → a catalogue service (by slug) expected among the first three suggestions. */
const PHRASINGS: Array<[string, string[]]> = [
  ['squealing when I brake', ['brake-pads-replacement']],
  ['my brakes squeak', ['brake-pads-replacement']],
  ['Brakes are squeeking really bad', ['brake-pads-replacement']],
  ['grinding noise when stopping', ['brake-pads-and-rotors-replacement']],
  ['brake pedal feels spongy', ['brake-inspection', 'brake-fluid-flush']],
  ["car won't start, clicking", ['battery-replacement', 'starter-replacement']],
  ['it just clicks when I turn the key', ['battery-replacement', 'starter-replacement']],
  ['my car will not start', ['no-start-diagnosis']],
  ['battery keeps dying', ['battery-replacement']],
  ['AC blows warm', ['ac-recharge']],
  ['the a/c is not cold anymore', ['ac-recharge']],
  ['air conditioning blowing hot air', ['ac-recharge']],
  ['heater only blows cold air', ['heating-ac-diagnosis', 'thermostat-replacement']],
  ['oil change', ['oil-change']],
  ['I need an oil change please', ['oil-change']],
  ['synthetic oil change', ['synthetic-oil-change']],
  ['oil chnage', ['oil-change']],
  ['steering wheel shakes at highway speed', ['tire-balancing', 'wheel-alignment']],
  ['car vibrates over 60 mph', ['tire-balancing']],
  ['car pulls to the right', ['wheel-alignment']],
  ['check engine light is on', ['check-engine-light-diagnosis']],
  ['engine light came on', ['check-engine-light-diagnosis']],
  ['engine is overheating', ['overheating-diagnosis', 'coolant-flush']],
  ['temperature gauge goes into the red', ['overheating-diagnosis']],
  ['leaking oil in my driveway', ['fluid-leak-diagnosis', 'valve-cover-gasket-replacement']],
  ['green puddle under the car, smells sweet', ['fluid-leak-diagnosis', 'radiator-hose-replacement']],
  ['I have a nail in my tire', ['flat-tire-repair']],
  ['flat tire', ['flat-tire-repair']],
  ['tire pressure light is on', ['tpms-sensor-replacement']],
  ['I need new tires', ['tire-replacement']],
  ['clunking noise over bumps', ['sway-bar-link-replacement', 'ball-joint-replacement']],
  ['humming noise that gets louder with speed', ['wheel-bearing-replacement']],
  ['clicking when turning', ['cv-axle-replacement']],
  ['transmission is slipping', ['transmission-diagnosis']],
  ['rough idle and it hesitates', ['spark-plugs-replacement', 'check-engine-light-diagnosis']],
  ['squealing from under the hood when I start it', ['serpentine-belt-replacement']],
  ['exhaust is really loud', ['muffler-replacement', 'exhaust-leak-repair']],
  ['smells like rotten eggs', ['catalytic-converter-replacement']],
  ['headlight is out', ['headlight-bulb-replacement']],
  ['cracked windshield', ['windshield-replacement', 'windshield-chip-repair']],
  ['someone backed into me, bumper is cracked', ['bumper-repair', 'collision-damage-estimate']],
  ['my car is filthy, needs a wash', ['full-service-car-wash', 'exterior-car-wash']],
  ['need a state inspection', ['state-inspection']],
  ['smog check', ['emissions-test']],
  ['thinking of buying a used car', ['pre-purchase-inspection']],
  ['brake job', ['brake-pads-replacement']],
  ['tune up', ['spark-plugs-replacement']],
  ['my 60k service is due', ['scheduled-maintenance-60k']],
  ['window wont go up', ['power-window-motor-replacement']],
  ['wipers are streaking', ['wiper-blades-replacement']],
  ['brak pads', ['brake-pads-replacement']],
  ['alternater', ['alternator-replacement']],
  ['battery light on and headlights dim', ['alternator-replacement']],
  ['steering is really stiff and whines', ['power-steering-fluid-flush', 'power-steering-pump-replacement']],
  ['need wheel alignment', ['wheel-alignment']],
  ['rotate my tires', ['tire-rotation']],
  // The advisor's symptoms (docs/product/assistant.md): a shake when braking is the brakes' even at highway speed; a burning-oil smell is not a puddle.
  ['my car shakes when I brake at highway speed', ['brake-rotors-replacement', 'brake-pads-and-rotors-replacement']],
  ['steering wheel shakes when braking on the freeway', ['brake-rotors-replacement', 'brake-pads-and-rotors-replacement']],
  ['brake pedal pulsates when I stop', ['brake-rotors-replacement']],
  ['my car smells like burning oil', ['valve-cover-gasket-replacement', 'smoke-smell-diagnosis']],
  ['burnt oil smell after driving', ['valve-cover-gasket-replacement', 'smoke-smell-diagnosis']],
  ['oil spots on my driveway', ['fluid-leak-diagnosis', 'valve-cover-gasket-replacement']],
  ['I smell something burning', ['smoke-smell-diagnosis']],
];

describe('service advisor API', async () => {
  const { app, database } = await build();
  beforeAll(async () => {
    await seedCatalog(database.db);
  });

  const ask = async (path: 'services' | 'vehicle', payload: unknown) =>
    app.inject({ method: 'POST', url: `/api/assistant/${path}`, payload: payload as Record<string, unknown> });
  const services = async (question: string, sessionId?: string) => {
    const response = await ask('services', sessionId ? { question, session_id: sessionId } : { question });
    expect(response.statusCode, response.body).toBe(200);
    return AssistantServicesResponse.parse(response.json());
  };

  describe('POST /api/assistant/services', () => {
    it.each(PHRASINGS)('"%s" → %j', async (question, expected) => {
      const reply = await services(question);
      const top = reply.services.slice(0, 3).map((service) => service.slug);
      expect(top.some((slug) => expected.includes(slug)), `${question} → ${top.join(', ')}`).toBe(true);
      expect(reply.answer.length).toBeGreaterThan(10);
    });

    it('says why, in the words of the cause: brakes for a shake when braking, a leak onto the exhaust for a burning-oil smell', async () => {
      const shake = await services('my car shakes when I brake at highway speed');
      expect(shake.answer).toContain('warped brake rotors');
      expect(shake.services.map((service) => service.slug)).not.toContain('tire-balancing');
      const smell = await services('my car smells like burning oil');
      expect(smell.answer).toContain('burning-oil smell');
      expect(smell.answer).not.toContain('Oil spots');
      // Neighbours keep their answers.
      expect((await services('steering wheel shakes at highway speed')).services[0]?.slug).toBe('tire-balancing');
      expect((await services('oil leak under the car')).answer).toContain('Oil spots');
    });

    it('starts a session, remembers it, and resolves a follow-up answer within it', async () => {
      const first = await services('my brakes are making a noise');
      expect(first.followUp?.question).toBe('Is it a high-pitched squeal, or a metal-on-metal grinding?');
      expect(first.followUp?.options).toContain('Grinding');
      expect(first.messages.map((message) => message.role)).toEqual(['user', 'assistant']);

      const second = await services('grinding', first.sessionId);
      expect(second.sessionId).toBe(first.sessionId);
      expect(second.followUp).toBeNull();
      expect(second.services[0]?.name).toBe('Brake Pads and Rotors Replacement');
      expect(second.messages).toHaveLength(4);
      expect(second.messages[2]).toMatchObject({ role: 'user', text: 'grinding' });

      const [row] = await database.db.select().from(assistantSessions).where(eq(assistantSessions.id, first.sessionId));
      expect(row?.kind).toBe('services');
      expect(row?.messages).toHaveLength(4);
    });

    it('accepts sessionId as well as the spec’s session_id', async () => {
      const first = await services('my steering wheel shakes');
      expect(first.followUp?.options).toContain('At highway speed');
      const response = await ask('services', { question: 'only on the freeway', sessionId: first.sessionId });
      const second = AssistantServicesResponse.parse(response.json());
      expect(second.sessionId).toBe(first.sessionId);
      expect(second.services[0]?.slug).toBe('tire-balancing');
    });

    it('asks what the owner notices when it cannot tell, then narrows down', async () => {
      const first = await services('something is wrong with it');
      expect(first.services).toEqual([]);
      expect(first.followUp?.options).toEqual(expect.arrayContaining(['A noise', 'A warning light', 'Trouble starting']));
      const second = await services('A noise', first.sessionId);
      expect(second.followUp?.question).toMatch(/^When do you hear it/);
      const third = await services('over bumps', first.sessionId);
      expect(third.services.map((service) => service.slug)).toContain('sway-bar-link-replacement');
    });

    it('offers "did you mean" for a misspelt service, and takes the choice', async () => {
      const first = await services('brak pads');
      expect(first.followUp?.options).toContain('Brake Pads Replacement');
      const second = await services('Brake Pads Replacement', first.sessionId);
      expect(second.services.map((service) => service.name)).toEqual(['Brake Pads Replacement']);
    });

    it('returns services in the catalogue’s wire-independent shape', async () => {
      const reply = await services('oil change');
      expect(reply.services[0]).toEqual({
        id: expect.any(String),
        serviceId: reply.services[0]?.id,
        name: 'Oil Change',
        categoryName: 'Maintenance',
        note: expect.any(String),
        autoquotable: true,
        enabled: true,
        type: 'service',
        slug: 'oil-change',
        popular: true,
      });
    });

    it('starts a new session for an unknown session id', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const reply = await services('oil change', unknown);
      expect(reply.sessionId).not.toBe(unknown);
      expect(reply.messages).toHaveLength(2);
    });

    it('deletes conversations idle past their expiry when a new one starts', async () => {
      const old = await services('oil change');
      const recent = await services('flat tire');
      await database.db
        .update(assistantSessions)
        .set({ updatedAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
        .where(eq(assistantSessions.id, old.sessionId));

      // The expired id starts over, and the expired row is gone; a live conversation stays.
      const again = await services('oil change', old.sessionId);
      expect(again.sessionId).not.toBe(old.sessionId);
      const ids = (await database.db.select({ id: assistantSessions.id }).from(assistantSessions)).map(({ id }) => id);
      expect(ids).not.toContain(old.sessionId);
      expect(ids).toContain(recent.sessionId);
      expect(ids).toContain(again.sessionId);
    });

    it('answers bad input with 422 and a human message', async () => {
      const cases: Array<[unknown, string]> = [
        [{}, 'Please type a question.'],
        [{ question: '   ' }, 'Please type a question.'],
        [{ question: 42 }, 'Please type a question.'],
        [{ question: 'x'.repeat(501) }, 'Please keep your question under 500 characters.'],
        [{ question: 'oil change', session_id: 'not-a-uuid' }, 'Session id is invalid. Start a new conversation without one.'],
      ];
      for (const [payload, message] of cases) {
        const response = await ask('services', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(PlainError.parse(response.json())).toEqual({ message, code: 'validation_failed' });
      }
      const notJson = await app.inject({
        method: 'POST',
        url: '/api/assistant/services',
        headers: { 'content-type': 'application/json' },
        payload: '{"question":',
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'bad_request' });
    });
  });

  describe('POST /api/assistant/vehicle', () => {
    const vehicle = async (question: string, sessionId?: string) => {
      const response = await ask('vehicle', sessionId ? { question, session_id: sessionId } : { question });
      expect(response.statusCode, response.body).toBe(200);
      return AssistantVehicleResponse.parse(response.json());
    };

    it.each([
      ['2014 civic', { year: 2014, make: 'Honda', model: 'Civic' }],
      ["'09 chevy silverado", { year: 2009, make: 'Chevrolet', model: 'Silverado' }],
      ['vw jetta 2012', { year: 2012, make: 'Volkswagen', model: 'Jetta' }],
      ['2016 merc c-class', { year: 2016, make: 'Mercedes-Benz', model: 'C-Class' }],
      ['f150 2019', { year: 2019, make: 'Ford', model: 'F-150' }],
      ['2018 Jeep Grand Cherokee', { year: 2018, make: 'Jeep', model: 'Grand Cherokee' }],
      ['toyta corolla 2010', { year: 2010, make: 'Toyota', model: 'Corolla' }],
    ])('reads "%s"', async (question, expected) => {
      const reply = await vehicle(question);
      expect(reply.vehicle).toEqual(expected);
      expect(reply.complete).toBe(true);
      expect(reply.followUp).toBeNull();
    });

    it('asks for what is missing and completes the vehicle over several messages', async () => {
      const first = await vehicle('honda');
      expect(first.complete).toBe(false);
      expect(first.followUp?.question).toBe('Which Honda model is it?');
      expect(first.followUp?.options).toContain('Civic');
      const second = await vehicle('accord', first.sessionId);
      expect(second.vehicle).toEqual({ year: null, make: 'Honda', model: 'Accord' });
      expect(second.followUp?.question).toBe('What year is your Honda Accord?');
      const third = await vehicle('2011', first.sessionId);
      expect(third).toMatchObject({ complete: true, vehicle: { year: 2011, make: 'Honda', model: 'Accord' } });
      expect(third.answer).toBe('Got it: 2011 Honda Accord.');
      expect(third.messages).toHaveLength(6);
    });

    it('asks which make when a model name belongs to several', async () => {
      const first = await vehicle('2019 sprinter');
      expect(first.vehicle.make).toBeNull();
      expect(first.followUp?.options).toEqual(expect.arrayContaining(['Mercedes-Benz']));
      const second = await vehicle('mercedes', first.sessionId);
      expect(second.vehicle).toEqual({ year: 2019, make: 'Mercedes-Benz', model: 'Sprinter' });
    });

    it('says when a year does not exist for the model, and offers the nearest', async () => {
      const reply = await vehicle('2012 jeep cherokee');
      expect(reply.complete).toBe(false);
      expect(reply.answer).toMatch(/^I don't have a 2012 Jeep Cherokee/);
      expect(reply.followUp?.options).toContain('2011');
    });

    it('keeps vehicle and services conversations apart', async () => {
      const car = await vehicle('2014 civic');
      const reply = await services('oil change', car.sessionId);
      expect(reply.sessionId).not.toBe(car.sessionId);
    });

    it('answers 422 without a question', async () => {
      const response = await ask('vehicle', { session_id: '00000000-0000-4000-8000-000000000000' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'Please type a question.', code: 'validation_failed' });
    });
  });
});
