import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { createProviders } from '../src/platform/providers/index.ts';

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/yym-test-unused', ...env }, { memoryDb: true });

describe('sandbox providers', () => {
  it('are the default outside production', () => {
    const p = createProviders(config({}), () => {});
    expect([p.payment, p.sms, p.mail, p.miniProgram].every((x) => x.sandbox)).toBe(true);
  });

  it('refuse a production start unless configuration allows them, and then say so', () => {
    const logged: string[] = [];
    expect(() => createProviders(config({ NODE_ENV: 'production' }), (_o, m) => logged.push(m))).toThrow(
      /Refusing to start in production with sandbox providers \(payment, sms, mail, miniProgram\)/,
    );
    const allowed = createProviders(config({ NODE_ENV: 'production', ALLOW_SANDBOX_PROVIDERS: 'true' }), (_o, m) => logged.push(m));
    expect(allowed.payment.sandbox).toBe(true);
    expect(logged.join('\n')).toMatch(/production start with sandbox providers/);
  });

  it('the sandbox mini-program code is a real PNG of the storefront link', async () => {
    const p = createProviders(config({ PUBLIC_URL: 'https://shop.example' }), () => {});
    const png = await p.miniProgram.unlimitedCode({ tenantId: '100001', page: 'h5/page/home', scene: 'hotel=1' });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(200);
  });
});
