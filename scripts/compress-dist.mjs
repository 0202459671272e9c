#!/usr/bin/env node
// After `vite build`: write .gz and .br beside each text asset, so the server sends them compressed
// (@fastify/static preCompressed) without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const root = new URL('../apps/web/dist', import.meta.url).pathname;
let n = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(js|css|html|svg|json)$/.test(name) && statSync(p).size > 1024) {
      const buf = readFileSync(p);
      writeFileSync(`${p}.gz`, gzipSync(buf, { level: 9 }));
      writeFileSync(`${p}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      n++;
    }
  }
};
walk(root);
console.log(`compressed ${n} assets in ${root}`);
