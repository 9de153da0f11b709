// What other modules may use from shops (ARCHITECTURE §2: a module is used only through its index.ts). The shop
// portal's module itself is not exported here: it uses service requests (their signal), which use this index (the
// answer times, the locations), so app.ts takes it from shops.module.ts and no import cycle can form.
export { activeLocationOffering } from './active-location-offering.ts';
export { medianAnswerMinutes } from './answer-times.ts';
export { linkStaffNear } from './link-staff.ts';
export { type ActiveShopLocation, listActiveShopLocations } from './list-active-shop-locations.ts';
export { isInReach, type ReachedRequest, type ReachingLocation } from './reach.ts';
export { DEMO_SHOP_PASSWORD, demoShopStaffEmail, demoStaffLocationSlugs, seedDemoShopStaff } from './seed-demo-shop-staff.ts';
export { insertShops, seedDemoShops, seedMetros } from './seed-shops.ts';
