import type { NotificationMethod, PartnerConfig, RuntimeConfig, Service, Urgency, UserProfile } from '@pitstop/contracts';
import { STORE_VERSION } from '@pitstop/contracts/constants';
import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { setAuthToken } from './auth-token';
import { STORAGE_KEYS, readItem, removeItem, writeItem } from './storage';

/**
 * The one persisted client store:
 * slices user, settings, services, onrampCart, config and appointment, stored under `frontend_vo` as
 * `{version: '1.2.1', state}`. A stored value of any other version, or of another deployment (see
 * `syncDeploymentHash`), is dropped. Server state (API data) belongs to TanStack Query, not here.
 *
 * SSR: the store is a module singleton, so the server never writes to it; the client reads storage only
 * when `hydrateStore()` runs (app start, after React has hydrated), so the first client render matches the
 * server's HTML.
 */

/** The signed-in user's profile, as GET /v3/users/profile returns it. */
export type StoredUser = UserProfile;

export interface UserSlice {
  profile: StoredUser | null;
  /** Logged-in flag: set when a profile is set; cleared on reset or logout. */
  isLoggedIn: boolean;
}

export interface SettingsSlice {
  /** The summary sidebar of the flows. */
  showSidebar: boolean;
  /** The one-time 'Welcome back {name}.' alert was shown this session. */
  welcomeShown: boolean;
}

/** The service catalogue and appointment services fetched at app start. */
export interface ServicesSlice {
  catalogue: Service[];
  appointmentServices: Service[];
}

/**
 * A vehicle picked in a flow. `id` is the owned vehicle's id once it
 * is saved to the account; a guest's vehicle has none until it is saved after sign-up.
 */
export interface CartVehicle {
  id: string | null;
  year: number;
  make: string;
  model: string;
  subModel: string | null;
  engine: string | null;
  mileage: number | null;
  vin: string | null;
}

/** One popular service's interview answers (the interview step): which answer, by its text, to each question. */
export interface CartServiceAnswers {
  serviceId: string;
  answers: { questionId: string; answer: string }[];
}

/** The interval-services step's choice (the mileage and its services), for one vehicle. */
export interface CartIntervalServices {
  /** Which vehicle and mileage it was asked for (features/service-requests/onramp-steps.ts `vehicleKey`). */
  vehicleKey: string;
  /** The schedule's milestone the services are due at. */
  mileage: number;
  /** The service ids ticked. */
  services: string[];
}

/**
 * The service request being assembled in the onramp. The fields the
 * onramp's later steps add are optional, with their defaults and every change to them kept with the onramp
 * (features/service-requests/onramp-cart.ts, `onrampCartOf`): this module is in the landing page's JavaScript,
 * which has no bytes to spare (ADR 008). A stored cart without them (older code) reads as their defaults, so
 * the store's version stays the spec's.
 */
export interface OnrampCartSlice {
  zipcode: string | null;
  services: Service[];
  notes: string;
  /** The signed-in user's vehicle the request is for. */
  ownedVehicle: CartVehicle | null;
  /** A guest's vehicle, saved to the account after sign-up. */
  vehicleToCreate: CartVehicle | null;
  /** The interview's answers, per popular service (default none). */
  answers?: CartServiceAnswers[];
  /** The interval-services step's choice (default null). */
  intervalServices?: CartIntervalServices | null;
  /** Optional steps the person went on from, e.g. notes (default none). */
  passed?: string[];
  /** Derived on the contact step; null until it is done. */
  notificationMethod?: NotificationMethod | null;
  /** The request form's idempotency key: made once per request, kept until the request exists (default null). */
  requestFormToken?: string | null;
  /** How soon the work is needed, with a word on it, and whether a concierge should fetch the car (the notes step; defaults none). */
  urgency?: Urgency | null;
  urgencyDescription?: string;
  concierge?: boolean;
}

/** The standalone appointment being booked. */
export interface AppointmentSlice {
  /** A guest's vehicle, saved to the account after sign-up. */
  vehicleToCreate: CartVehicle | null;
  /** The signed-in user's vehicle the appointment is for. */
  ownedVehicle: CartVehicle | null;
  appointmentType: 'service' | 'car_wash' | 'collision';
  notes: string;
  phone: string;
  partner: string | null;
  /** `label`: the time as the proposals reply words it, with the shop's zone abbreviation ('Tue, Dec 1, 9:30 AM CST'). */
  appointmentSlot: { day: string; proposedTime: string; label?: string } | null;
  didJustRegister: boolean;
  /** The location chosen near the zip among those taking the type. */
  location: AppointmentLocation | null;
}

export interface AppointmentLocation {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  timeZone: string;
}

/** The slices that carry a vehicle being chosen. */
export type VehicleFlowSlice = 'onrampCart' | 'appointment';

export interface ConfigSlice {
  /** The last runtime configuration loaded from /config.json; null until the first load. */
  runtime: RuntimeConfig | null;
  /** Where `runtime` came from in this page session (not persisted): 'stored' until /config.json answers. */
  status: 'none' | 'stored' | 'loaded' | 'fallback';
}

export interface PersistedSlices {
  user: UserSlice;
  settings: SettingsSlice;
  services: ServicesSlice;
  onrampCart: OnrampCartSlice;
  config: ConfigSlice;
  appointment: AppointmentSlice;
}

export interface StoreActions {
  /** Sets the signed-in user's profile (and the logged-in flag); null clears both. */
  setUser: (profile: StoredUser | null) => void;
  setShowSidebar: (showSidebar: boolean) => void;
  setWelcomeShown: (welcomeShown: boolean) => void;
  setServices: (services: Partial<ServicesSlice>) => void;
  /** The zip the request is for (checked in market by the zip entry). */
  setCartZip: (zipcode: string) => void;
  /** Adds a service to the request, once. */
  addCartService: (service: Service) => void;
  removeCartService: (serviceId: string) => void;
  /**
   * The vehicle of a flow (the onramp cart or the appointment): a saved one (with its id) becomes the flow's
   * `ownedVehicle`, a guest's (no id) its `vehicleToCreate`; null clears both.
   */
  setFlowVehicle: (flow: VehicleFlowSlice, vehicle: CartVehicle | null) => void;
  setRuntimeConfig: (runtime: RuntimeConfig, status: 'loaded' | 'fallback') => void;
  /** Drops the stored store and returns every slice to its initial state (the runtime config is kept). */
  resetState: () => void;
  /**
   * Logout: clears storage (store and auth token) and resets state; the query cache empties
   * itself (query-client.ts). Telling the server (DELETE /v3/sessions) and navigating are the caller's.
   */
  logout: () => void;
}

/**
 * What the page frame shows of the partner whose site this is (ADR 060): set by the membership frame
 * (features/membership/components/membership-frame.tsx) from the membership calls, read by the logo, the footer and
 * the nav. Not persisted (partialize leaves it out): a summary of server state, worked out again on every page load.
 * Unset (the brand's frame) until the membership calls answer, and for a guest outside a partner's pages.
 */
export interface PartnerFrame {
  /** The logo to show instead of the brand's: a white-label partner's, or the ride-share drivers' mark. */
  logo?: { src: string | null; name: string } | null;
  /** A white-label partner's strings (footer, member services phone, legal links); none: the brand's. */
  whiteLabel?: PartnerConfig | null;
  /** The user must buy a subscription first (spec §4 "Paywall"): Messages and Profile are hidden. */
  paywalled?: boolean;
  /** The partner has offers for its members: the AutoEssentials link shows. */
  hasOffers?: boolean;
  /** The signed-in user's partner program and its plan: where logout goes (spec 000 §4, 001 §4). */
  programPage?: { programName: string; planName: string } | null;
}

export type AppState = PersistedSlices & StoreActions & {
  /** What the frame shows of the partner whose site this is (ADR 060); unset: the brand's frame. */
  partner?: PartnerFrame;
};

const initialSlices = (): Omit<PersistedSlices, 'config'> => ({
  user: { profile: null, isLoggedIn: false },
  settings: { showSidebar: true, welcomeShown: false },
  services: { catalogue: [], appointmentServices: [] },
  onrampCart: { zipcode: null, services: [], notes: '', ownedVehicle: null, vehicleToCreate: null },
  appointment: {
    vehicleToCreate: null,
    ownedVehicle: null,
    appointmentType: 'service',
    notes: '',
    phone: '',
    partner: null,
    appointmentSlot: null,
    didJustRegister: false,
    location: null,
  },
});

type StoredSlices = Omit<PersistedSlices, 'config'> & { config: Pick<ConfigSlice, 'runtime'> };

/** Written before hydration, the store would overwrite what is stored with initial state: wait for it. */
let hydrated = false;

/** zustand's numeric version cannot hold '1.2.1': this storage writes and checks the spec's string version. */
const versionedStorage: PersistStorage<StoredSlices> = {
  getItem(name) {
    const raw = readItem(name);
    if (raw === null) return null;
    try {
      const stored = JSON.parse(raw) as { version?: unknown; state?: unknown };
      if (stored.version === STORE_VERSION && typeof stored.state === 'object' && stored.state !== null) {
        return { state: stored.state as StoredSlices, version: 0 };
      }
    } catch {
      // unreadable: dropped below like an older version
    }
    removeItem(name);
    return null;
  },
  setItem(name, value) {
    if (hydrated) writeItem(name, JSON.stringify({ version: STORE_VERSION, state: value.state }));
  },
  removeItem,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      ...initialSlices(),
      config: { runtime: null, status: 'none' },

      setUser: (profile) => set({ user: { profile, isLoggedIn: profile !== null } }),
      setShowSidebar: (showSidebar) => set({ settings: { ...get().settings, showSidebar } }),
      setWelcomeShown: (welcomeShown) => set({ settings: { ...get().settings, welcomeShown } }),
      setServices: (services) => set({ services: { ...get().services, ...services } }),
      setCartZip: (zipcode) => set({ onrampCart: { ...get().onrampCart, zipcode } }),
      addCartService: (service) => {
        const cart = get().onrampCart;
        if (!cart.services.some(({ id }) => id === service.id)) set({ onrampCart: { ...cart, services: [...cart.services, service] } });
      },
      removeCartService: (serviceId) => {
        const cart = get().onrampCart;
        set({ onrampCart: { ...cart, services: cart.services.filter(({ id }) => id !== serviceId) } });
      },
      setFlowVehicle: (flow, vehicle) => {
        const owned = vehicle?.id ? vehicle : null;
        set({ [flow]: { ...get()[flow], ownedVehicle: owned, vehicleToCreate: owned ? null : vehicle } });
      },
      setRuntimeConfig: (runtime, status) => set({ config: { runtime, status } }),
      resetState: () => {
        set({ ...initialSlices() });
        removeItem(STORAGE_KEYS.store);
      },
      logout: () => {
        get().resetState();
        setAuthToken(null);
      },
    }),
    {
      name: STORAGE_KEYS.store,
      storage: versionedStorage,
      skipHydration: true,
      partialize: (state): StoredSlices => ({
        user: state.user,
        settings: state.settings,
        services: state.services,
        onrampCart: state.onrampCart,
        config: { runtime: state.config.runtime },
        appointment: state.appointment,
      }),
      // Slice by slice, so a slice gaining a field keeps its default instead of losing it to an older value.
      merge: (persisted, current) => {
        if (!isRecord(persisted)) return current;
        const slice = <K extends keyof PersistedSlices>(key: K): PersistedSlices[K] =>
          isRecord(persisted[key]) ? { ...current[key], ...persisted[key] } : current[key];
        const config = slice('config');
        return {
          ...current,
          user: slice('user'),
          settings: slice('settings'),
          services: slice('services'),
          onrampCart: slice('onrampCart'),
          appointment: slice('appointment'),
          // A configuration loaded in this session wins over the stored one.
          config: current.config.status === 'none' ? { runtime: config.runtime, status: config.runtime ? 'stored' : 'none' } : current.config,
        };
      },
      onRehydrateStorage: () => () => {
        hydrated = true;
      },
    },
  ),
);

/**
 * Reads the stored store into memory (once, on the client, after React hydrated). Idempotent. Given the
 * deployment the page was rendered by (the root loader's runtime configuration), a store written by another
 * deployment is dropped before it is read: its shape may not be this code's, and nothing may render from it.
 */
export async function hydrateStore(deploymentHash?: string): Promise<void> {
  if (typeof window === 'undefined' || hydrated) return;
  if (deploymentHash) {
    const stored = readItem(STORAGE_KEYS.deploymentHash);
    if (stored !== null && stored !== deploymentHash) removeItem(STORAGE_KEYS.store);
    writeItem(STORAGE_KEYS.deploymentHash, deploymentHash);
  }
  await useAppStore.persist.rehydrate();
}

/**
 * Stores of older deployments are dropped: compares the runtime configuration's deployment
 * hash with the one the stored store was written under; a different one drops the store (the auth token
 * is kept: app start refreshes it and refetches the profile). Returns whether the store was dropped.
 */
export function syncDeploymentHash(deploymentHash: string): boolean {
  const stored = readItem(STORAGE_KEYS.deploymentHash);
  writeItem(STORAGE_KEYS.deploymentHash, deploymentHash);
  if (stored === null || stored === deploymentHash) return false;
  useAppStore.getState().resetState();
  return true;
}

/** The signed-in user's profile, or null. */
export const useCurrentUser = () => useAppStore((state) => state.user.profile);
export const useIsLoggedIn = () => useAppStore((state) => state.user.isLoggedIn);

/** For tests: forget hydration so the next `hydrateStore()` reads storage again. */
export function resetStoreForTests(): void {
  hydrated = false;
  useAppStore.setState({ ...initialSlices(), config: { runtime: null, status: 'none' } });
}
