import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { createProviders } from '../src/platform/providers/index.ts';
import { demoProviders } from '../src/modules/voucher/shared.ts';

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/yym-test-unused', ...env }, { memoryDb: true });

describe('sandbox providers', () => {
  it('are the default outside production', () => {
    const p = createProviders(config({}), () => {});
    expect(Object.keys(p)).toEqual([
      'payment',
      'sms',
      'mail',
      'miniProgram',
      'einvoice',
      'express',
      'partners',
      'mpWechat',
      'mpAlipay',
      'chain',
    ]);
    expect(Object.values(p).every((x) => x.sandbox)).toBe(true);
  });

  it('the demo seed has a sandbox of every kind', () => {
    const demo = demoProviders();
    expect(Object.keys(demo).sort()).toEqual(Object.keys(createProviders(config({}), () => {})).sort());
    expect(Object.values(demo).every((x) => x.sandbox)).toBe(true);
  });

  it('partners and mini-program platforms: never sandboxes in production (not in the refusal), sandboxes when allowed', () => {
    const allowed = createProviders(config({ NODE_ENV: 'production', ALLOW_SANDBOX_PROVIDERS: 'true' }), () => {});
    expect([allowed.partners, allowed.mpWechat, allowed.mpAlipay].every((x) => x.sandbox)).toBe(true);
  });

  it('refuse a production start unless configuration allows them, and then say so', () => {
    const logged: string[] = [];
    expect(() => createProviders(config({ NODE_ENV: 'production' }), (_o, m) => logged.push(m))).toThrow(
      /Refusing to start in production with sandbox providers \(payment, sms, mail, miniProgram, einvoice, express, chain\)/,
    );
    const allowed = createProviders(config({ NODE_ENV: 'production', ALLOW_SANDBOX_PROVIDERS: 'true' }), (_o, m) => logged.push(m));
    expect(allowed.payment.sandbox).toBe(true);
    expect(logged.join('\n')).toMatch(/production start with sandbox providers/);
  });

  it('CHAIN_PROVIDER=http selects the chain service over HTTP, with the networks configured', () => {
    const env = {
      CHAIN_PROVIDER: 'http',
      CHAIN_API_URL: 'https://chain.example',
      CHAIN_API_KEY: 'k',
      CHAIN_NETWORKS: 'wenchang:文昌链,ant:蚂蚁链',
    };
    const p = createProviders(config(env), () => {});
    expect([p.chain.name, p.chain.sandbox, p.chain.networks()]).toEqual([
      'http',
      false,
      [
        { id: 'wenchang', name: '文昌链' },
        { id: 'ant', name: '蚂蚁链' },
      ],
    ]);
  });

  it('the sandbox mini-program code is a real PNG of the storefront link', async () => {
    const p = createProviders(config({ PUBLIC_URL: 'https://shop.example' }), () => {});
    const png = await p.miniProgram.unlimitedCode({ tenantId: '100001', page: 'h5/page/home', scene: 'hotel=1' });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(200);
  });
});

describe('secrets of a production start', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'yym-prod-'));
  const secrets = { ACCESS_TOKEN_SECRET: 'a'.repeat(64), REFRESH_TOKEN_SECRET: 'b'.repeat(64) };

  it('are never made up: a missing token secret or payment key refuses the start and writes nothing', () => {
    const d1 = dir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: d1 })).toThrow(/ACCESS_TOKEN_SECRET and REFRESH_TOKEN_SECRET/);
    const d2 = dir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: d2, ...secrets })).toThrow(/PAY_CONFIG_KEY/);
    expect([readdirSync(d1), readdirSync(d2)]).toEqual([[], []]);
  });

  it('come from the environment, and outside production are generated once into DATA_DIR', () => {
    const cfg = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir(), ...secrets, PAY_CONFIG_KEY: 'c'.repeat(64) });
    expect([cfg.accessSecret, cfg.payKey.toString('hex')]).toEqual([secrets.ACCESS_TOKEN_SECRET, 'c'.repeat(64)]);
    const d = dir();
    const first = loadConfig({ DATA_DIR: d });
    expect(readdirSync(d).sort()).toEqual(['pay-config.key', 'secrets.json']);
    const second = loadConfig({ DATA_DIR: d });
    expect([second.accessSecret, second.payKey.equals(first.payKey)]).toEqual([first.accessSecret, true]);
  });
});
