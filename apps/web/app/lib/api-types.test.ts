import type { OwnedVehicle, UserProfile } from '@pitstop/contracts';
import type { accountsRoutes } from '@pitstop/contracts/accounts';
import type { locationsRoutes } from '@pitstop/contracts/locations';
import type { vehiclesRoutes } from '@pitstop/contracts/vehicles';
import { describe, expectTypeOf, it } from 'vitest';
import type { CallArgs, CamelCase, CamelKeys, ReplyOf } from './api-types';

// Checked by the type checker (npm run typecheck); at run time these are no-ops.
describe('the types of a call, read off the route tables', () => {
  it('camelCase wire keys as the client does', () => {
    expectTypeOf<CamelCase<'access_token'>>().toEqualTypeOf<'accessToken'>();
    expectTypeOf<CamelCase<'address_1'>>().toEqualTypeOf<'address_1'>();
    expectTypeOf<CamelKeys<{ sub_model: string; nearby: { distance_miles: number }[] }>>().toEqualTypeOf<{
      subModel: string;
      nearby: { distanceMiles: number }[];
    }>();
  });

  it('flatten a main-API document into {data, meta}: a resource, a list, meta alone', () => {
    type Session = ReplyOf<typeof accountsRoutes.signIn>;
    expectTypeOf<Session['data']>().toExtend<UserProfile>();
    // The user's own `type` attribute wins over the resource type, as in the de-serialiser.
    expectTypeOf<Session['data']['type']>().toEqualTypeOf<UserProfile['type']>();
    expectTypeOf<Session['meta']['accessToken']>().toEqualTypeOf<string>();
    expectTypeOf<ReplyOf<typeof vehiclesRoutes.listOwnedVehicles>['data']>().toExtend<OwnedVehicle[]>();
    expectTypeOf<ReplyOf<typeof vehiclesRoutes.listOwnedVehicles>['meta']['count']>().toEqualTypeOf<number>();
    expectTypeOf<ReplyOf<typeof accountsRoutes.requestPasswordReset>['data']>().toEqualTypeOf<null>();
    expectTypeOf<ReplyOf<typeof accountsRoutes.requestPasswordReset>['meta']['message']>().toEqualTypeOf<string>();
  });

  it('take the other namespaces as they are, and a route without a reply as null', () => {
    expectTypeOf<ReplyOf<typeof vehiclesRoutes.listMakes>>().toEqualTypeOf<string[]>();
    expectTypeOf<ReplyOf<typeof locationsRoutes.getTargetMarket>['in_market']>().toEqualTypeOf<boolean>();
    expectTypeOf<ReplyOf<typeof accountsRoutes.signOut>>().toEqualTypeOf<null>();
  });

  it('ask for the params, query and body the route has, and nothing else', () => {
    expectTypeOf<CallArgs<typeof vehiclesRoutes.decodeVin>>().toEqualTypeOf<
      [options: { params: { vin: string } } & { query?: never } & { body?: never } & CallExtras]
    >();
    // Nothing required: the options may be left out.
    expectTypeOf<CallArgs<typeof accountsRoutes.getProfile>>().toExtend<[options?: object]>();
    // @ts-expect-error a body the route does not take
    expectTypeOf<CallArgs<typeof accountsRoutes.getProfile>>().toExtend<[{ body: { x: 1 } }]>();
  });
});

type CallExtras = { signal?: AbortSignal; skipAuthRefresh?: boolean; headers?: Record<string, string> };
