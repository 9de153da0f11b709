// What other modules may use from shops (ARCHITECTURE §2: a module is used only through its index.ts).
export { type ActiveShopLocation, listActiveShopLocations } from './list-active-shop-locations.ts';
export { insertShops, seedDemoShops, seedMetros } from './seed-shops.ts';
