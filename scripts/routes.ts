// npm run routes: writes the route catalogue (method, path, summary, button codes) into the contract
// package from the server's registered routes. A test fails when it is out of date.
import { writeFileSync } from 'node:fs';
import { catalogueSource } from '../apps/server/src/catalogue.ts';

const file = new URL('../packages/contract/src/routes.ts', import.meta.url).pathname;
writeFileSync(file, await catalogueSource());
console.log(`wrote ${file}`);
process.exit(0);
