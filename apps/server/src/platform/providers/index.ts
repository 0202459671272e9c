import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';
import { SandboxPay, type PayNotice, type PayProvider, type RawNotice, type TradeQuery } from './payment.ts';
import { SandboxSms, type SmsProvider } from './sms.ts';
import { SandboxMail, type MailProvider } from './mail.ts';
import { SandboxMiniProgram, type MiniProgramProvider } from './miniprogram.ts';
import { SandboxEInvoice, type EInvoiceProvider } from './einvoice.ts';
import { HttpChain, SandboxChain, parseNetworks, type ChainProvider } from './chain.ts';
import type { Database } from '../db.ts';
import { KdniaoExpress, SandboxExpress, type ExpressProvider, type ExpressTrack } from './express.ts';
import { SandboxPartners, UnconfiguredPartners, type PartnerProvider } from './partners.ts';
import { UnconfiguredMpPlatform, type MpOpenPlatform } from './mp-open.ts';
import { SandboxMpPlatform } from './mp-sandbox.ts';

export type { PayNotice, PayProvider, RawNotice, TradeQuery, SmsProvider, MailProvider, MiniProgramProvider, EInvoiceProvider };
export { SandboxPay, SandboxSms, SandboxMail, SandboxMiniProgram, SandboxEInvoice };
export { SandboxExpress, type ExpressProvider, type ExpressTrack };
export { SandboxPartners, SandboxMpPlatform };
export { SandboxChain, type ChainProvider };
export { chainAddress } from './chain.ts';

/** The outside services the app talks to, one of each kind, chosen by configuration. */
export interface Providers {
  payment: PayProvider;
  sms: SmsProvider;
  mail: MailProvider;
  miniProgram: MiniProgramProvider;
  einvoice: EInvoiceProvider;
  express: ExpressProvider;
  /** Tripartite systems and short-video platforms (a sandbox outside production, else refused until configured). */
  partners: PartnerProvider;
  /** The mini-program platforms' third-party open APIs (a sandbox that keeps state outside production). */
  mpWechat: MpOpenPlatform;
  mpAlipay: MpOpenPlatform;
  chain: ChainProvider;
}

type Log = (obj: object, msg: string) => void;

/**
 * The configured providers. Only the sandboxes exist so far; a real adapter registers here by name
 * (PAYMENT_PROVIDER=…). A sandbox pretends to pay and to send, so a production start refuses it unless
 * ALLOW_SANDBOX_PROVIDERS=true says so explicitly (a staging server), and then says so in the log.
 */
export function createProviders(cfg: Config, log: Log, db?: Database): Providers {
  const publicUrl = cfg.publicUrl || `http://localhost:${cfg.port}`;
  const providers: Providers = {
    payment: new SandboxPay(createHmac('sha256', cfg.accessSecret).update('sandbox-pay').digest('hex')),
    sms: new SandboxSms(log),
    mail: new SandboxMail(log),
    miniProgram: new SandboxMiniProgram(cfg.publicUrl || `http://localhost:${cfg.port}`),
    einvoice: new SandboxEInvoice(),
    // The sandbox express keeps its parcels in the app's database, like the sandbox chain its ledger.
    express: cfg.kdniao ? new KdniaoExpress(cfg.kdniao.businessId, cfg.kdniao.apiKey) : new SandboxExpress(() => db),
    partners: cfg.production && !cfg.allowSandbox ? new UnconfiguredPartners() : new SandboxPartners(),
    mpWechat: cfg.production && !cfg.allowSandbox ? new UnconfiguredMpPlatform('wechat') : new SandboxMpPlatform('wechat', publicUrl),
    mpAlipay: cfg.production && !cfg.allowSandbox ? new UnconfiguredMpPlatform('alipay') : new SandboxMpPlatform('alipay', publicUrl),
    // The sandbox chain keeps its ledger in the app's database.
    chain: cfg.chain ? new HttpChain(cfg.chain.url, cfg.chain.apiKey, parseNetworks(cfg.chain.networks)) : new SandboxChain(() => db),
  };
  const sandboxes = Object.entries(providers)
    .filter(([, p]) => p.sandbox)
    .map(([kind]) => kind);
  if (cfg.production && sandboxes.length) {
    if (!cfg.allowSandbox) {
      throw new Error(
        `Refusing to start in production with sandbox providers (${sandboxes.join(', ')}): configure real ones, or set ALLOW_SANDBOX_PROVIDERS=true for a staging server.`,
      );
    }
    log({ sandboxes }, 'production start with sandbox providers (ALLOW_SANDBOX_PROVIDERS=true): no real payment or message will be made');
  }
  return providers;
}
