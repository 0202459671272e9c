#!/usr/bin/env node
// npm run typecheck: the three TypeScript projects checked side by side (each tsc uses one core).
import { spawn } from 'node:child_process';

const projects = ['packages/contract', 'apps/server', 'apps/web'];
const results = await Promise.all(
  projects.map(
    (p) =>
      new Promise((done) => {
        let out = '';
        const tsc = spawn('npx', ['tsc', '-p', p], { env: process.env });
        tsc.stdout.on('data', (d) => (out += d));
        tsc.stderr.on('data', (d) => (out += d));
        tsc.on('close', (code) => done({ p, code, out }));
      }),
  ),
);
for (const r of results) if (r.out) process.stdout.write(`-- tsc -p ${r.p}\n${r.out}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
