import type { Service } from '@pitstop/contracts';
import { STORE_KEY, STORE_VERSION } from '@pitstop/contracts/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAuthToken, setAuthToken } from './auth-token';
import { STORAGE_KEYS } from './storage';
import { type CartVehicle, hydrateStore, resetStoreForTests, syncDeploymentHash, useAppStore } from './store';
import { makeProfile } from '../../test/fixtures';

interface StoredValue {
  version: unknown;
  state: { user: { profile: unknown; isLoggedIn: boolean }; onrampCart: { zipcode: string | null } };
}
const stored = () => JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as StoredValue | null;

function storeRaw(value: unknown) {
  localStorage.setItem(STORE_KEY, JSON.stringify(value));
}

const user = makeProfile({ id: 'u1', firstName: 'Ada', email: 'ada@example.com' });
const brakes = { id: 'svc-brakes', name: 'Brake Pads Replacement' } as Service;
const oil = { id: 'svc-oil', name: 'Oil Change' } as Service;
const civic: CartVehicle = { id: null, year: 2020, make: 'Honda', model: 'Civic', subModel: null, engine: null, mileage: 42000, vin: null };

beforeEach(() => {
  localStorage.clear();
  resetStoreForTests();
});
afterEach(() => localStorage.clear());

describe('the persisted store', () => {
  it('is kept under frontend_vo as {version: "1.2.1", state} once hydrated', async () => {
    await hydrateStore();
    useAppStore.getState().setUser(user);
    useAppStore.getState().setCartZip('94103');

    expect(STORE_KEY).toBe('frontend_vo');
    const value = stored();
    expect(value?.version).toBe('1.2.1');
    expect(value?.state.user).toEqual({ profile: user, isLoggedIn: true });
    expect(value?.state.onrampCart.zipcode).toBe('94103');
    expect(Object.keys(value?.state ?? {}).sort()).toEqual(
      ['appointment', 'config', 'onrampCart', 'services', 'settings', 'user'].sort(),
    );
  });

  it('writes nothing before it has read what is stored (no overwrite with initial state)', async () => {
    storeRaw({ version: STORE_VERSION, state: { user: { profile: user, isLoggedIn: true } } });
    useAppStore.getState().setShowSidebar(false);
    expect(stored()?.state.user.profile).toEqual(user);

    await hydrateStore();
    expect(useAppStore.getState().user.profile).toEqual(user);
  });

  it('restores a stored value of version 1.2.1, slice by slice', async () => {
    storeRaw({
      version: '1.2.1',
      state: { user: { profile: user, isLoggedIn: true }, settings: { showSidebar: false } },
    });
    await hydrateStore();
    const state = useAppStore.getState();
    expect(state.user).toEqual({ profile: user, isLoggedIn: true });
    expect(state.settings.showSidebar).toBe(false);
    // Slices missing from storage keep their defaults.
    expect(state.appointment.appointmentType).toBe('service');
  });

  it.each([
    ['an older string version', { version: '1.2.0', state: { user: { profile: user, isLoggedIn: true } } }],
    ['a numeric version', { version: 1, state: { user: { profile: user, isLoggedIn: true } } }],
    ['no version', { state: { user: { profile: user, isLoggedIn: true } } }],
  ])('drops %s', async (_label, value) => {
    storeRaw(value);
    await hydrateStore();
    expect(useAppStore.getState().user).toEqual({ profile: null, isLoggedIn: false });
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
  });

  it('never reads a store written by another deployment than the one that rendered the page', async () => {
    localStorage.setItem(STORAGE_KEYS.deploymentHash, 'an-older-deployment');
    storeRaw({ version: '1.2.1', state: { user: { profile: user, isLoggedIn: true } } });
    await hydrateStore('this-deployment');
    expect(useAppStore.getState().user).toEqual({ profile: null, isLoggedIn: false });
    expect(localStorage.getItem(STORAGE_KEYS.deploymentHash)).toBe('this-deployment');
  });

  it('reads the store of the deployment that rendered the page', async () => {
    localStorage.setItem(STORAGE_KEYS.deploymentHash, 'this-deployment');
    storeRaw({ version: '1.2.1', state: { user: { profile: user, isLoggedIn: true } } });
    await hydrateStore('this-deployment');
    expect(useAppStore.getState().user).toEqual({ profile: user, isLoggedIn: true });
  });

  it('drops an unreadable value', async () => {
    localStorage.setItem(STORE_KEY, '{not json');
    await hydrateStore();
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
    expect(useAppStore.getState().user.isLoggedIn).toBe(false);
  });
});

describe('the logged-in flag', () => {
  it('is set with a profile and cleared with it', async () => {
    await hydrateStore();
    useAppStore.getState().setUser(user);
    expect(useAppStore.getState().user.isLoggedIn).toBe(true);
    useAppStore.getState().setUser(null);
    expect(useAppStore.getState().user.isLoggedIn).toBe(false);
  });
});

describe('logout', () => {
  it('clears the stored store and the auth token and resets every slice', async () => {
    await hydrateStore();
    setAuthToken('token-1');
    const state = useAppStore.getState();
    state.setUser(user);
    state.setCartZip('94103');
    state.addCartService(brakes);
    state.setFlowVehicle('appointment', civic);
    state.setShowSidebar(false);

    useAppStore.getState().logout();

    const after = useAppStore.getState();
    expect(after.user).toEqual({ profile: null, isLoggedIn: false });
    expect(after.onrampCart).toEqual({ zipcode: null, services: [], notes: '', ownedVehicle: null, vehicleToCreate: null });
    expect(after.appointment.vehicleToCreate).toBeNull();
    expect(after.settings.showSidebar).toBe(true);
    expect(getAuthToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
  });
});

describe('syncDeploymentHash', () => {
  it('keeps the store of the same deployment', async () => {
    localStorage.setItem(STORAGE_KEYS.deploymentHash, 'abc');
    storeRaw({ version: STORE_VERSION, state: { user: { profile: user, isLoggedIn: true } } });
    await hydrateStore();

    expect(syncDeploymentHash('abc')).toBe(false);
    expect(useAppStore.getState().user.profile).toEqual(user);
    expect(stored()?.state.user.profile).toEqual(user);
  });

  it('drops the store written by another deployment, keeps the auth token and records the new hash', async () => {
    localStorage.setItem(STORAGE_KEYS.deploymentHash, 'old');
    setAuthToken('token-1');
    storeRaw({ version: STORE_VERSION, state: { user: { profile: user, isLoggedIn: true } } });
    await hydrateStore();

    expect(syncDeploymentHash('new')).toBe(true);
    expect(useAppStore.getState().user).toEqual({ profile: null, isLoggedIn: false });
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
    expect(getAuthToken()).toBe('token-1');
    expect(localStorage.getItem(STORAGE_KEYS.deploymentHash)).toBe('new');
  });

  it('records the hash on a first visit without dropping anything', async () => {
    storeRaw({ version: STORE_VERSION, state: { user: { profile: user, isLoggedIn: true } } });
    await hydrateStore();
    expect(syncDeploymentHash('first')).toBe(false);
    expect(useAppStore.getState().user.isLoggedIn).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.deploymentHash)).toBe('first');
  });
});

describe('the onramp cart actions', () => {
  it('sets the zip and adds each service once, in the order picked; removes one by id', () => {
    const state = useAppStore.getState();
    state.setCartZip('78701');
    state.addCartService(brakes);
    state.addCartService(oil);
    state.addCartService(brakes);
    expect(useAppStore.getState().onrampCart).toMatchObject({ zipcode: '78701', services: [brakes, oil] });

    state.removeCartService('svc-brakes');
    expect(useAppStore.getState().onrampCart.services).toEqual([oil]);
  });

  it("keeps a guest's vehicle to create, and a saved one as the flow's owned vehicle, one replacing the other", () => {
    const state = useAppStore.getState();
    state.setFlowVehicle('onrampCart', civic);
    expect(useAppStore.getState().onrampCart).toMatchObject({ vehicleToCreate: civic, ownedVehicle: null });

    const saved = { ...civic, id: 'v1' };
    state.setFlowVehicle('onrampCart', saved);
    expect(useAppStore.getState().onrampCart).toMatchObject({ vehicleToCreate: null, ownedVehicle: saved });
    // The appointment keeps its own vehicle.
    expect(useAppStore.getState().appointment).toMatchObject({ vehicleToCreate: null, ownedVehicle: null });

    state.setFlowVehicle('onrampCart', null);
    expect(useAppStore.getState().onrampCart).toMatchObject({ vehicleToCreate: null, ownedVehicle: null });
  });

  it('stores the cart in the shape version 1.2.1 has always had', async () => {
    await hydrateStore();
    const state = useAppStore.getState();
    state.setCartZip('78701');
    state.addCartService(brakes);
    state.setFlowVehicle('onrampCart', civic);
    expect(stored()?.state.onrampCart).toEqual({
      zipcode: '78701',
      services: [brakes],
      notes: '',
      ownedVehicle: null,
      vehicleToCreate: civic,
    });
  });

  it('reads a cart stored before the actions existed', async () => {
    const cart = { zipcode: '94103', services: [oil], notes: 'squeaky', ownedVehicle: { ...civic, id: 'v9' }, vehicleToCreate: null };
    storeRaw({ version: '1.2.1', state: { onrampCart: cart } });
    await hydrateStore();
    expect(useAppStore.getState().onrampCart).toEqual(cart);
    useAppStore.getState().addCartService(brakes);
    expect(useAppStore.getState().onrampCart.services).toEqual([oil, brakes]);
  });
});
