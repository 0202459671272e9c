import type { z } from 'zod';
import {
  PAY_CONFIG_MSG,
  PAY_PROVIDERS,
  checkPayConfig,
  payProvider,
  type PayConfigDetail,
  type PayMethod,
  type PayStartRow,
  type PayType,
  type payConfigForm,
  type payStartForm,
} from '@yym/contract';
import type { Config } from '../../../platform/config.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import type { PayProvider } from '../../../platform/providers/index.ts';
import { Alipay } from '../../../platform/providers/alipay.ts';
import { WechatPay } from '../../../platform/providers/wechatpay.ts';
import { seal, unseal } from '../../../platform/providers/paysecret.ts';
import * as repo from './repo.ts';
import type { PayConfigRow } from './repo.ts';

/**
 * The server's configuration, kept when the module's routes are registered: the order area asks for a
 * tenant's provider from places that hold no request context (refunds, notices, jobs). Every app of a
 * process reads the same environment, so one is enough.
 */
let serverCfg: Pick<Config, 'publicUrl' | 'port' | 'payGateways' | 'payKey'> | undefined;
export const initPayConfig = (cfg: Config) => void (serverCfg = cfg);
const config = () => {
  if (!serverCfg) throw new Error('payconfig: not initialised');
  return serverCfg;
};

/** Secrets are sealed with the tenant and provider bound in: a row copied to another tenant does not open. */
const bound = (db: Scoped, payType: string) => `${db.tenantId}/${payType}`;
/**
 * The stored secrets, opened; null when they no longer open (PAY_CONFIG_KEY changed or the key file
 * lost): the merchant then types them again, and nothing is paid with them meanwhile.
 */
function secretsOf(db: Scoped, row: PayConfigRow | undefined): Record<string, string> | null {
  if (!row?.secrets) return {};
  try {
    return unseal<Record<string, string>>(config().payKey, row.secrets, bound(db, row.pay_type));
  } catch {
    return null;
  }
}

function detailOf(payType: PayType, row: PayConfigRow | undefined): PayConfigDetail {
  const def = payProvider(payType)!;
  const tails = row?.secret_tails ?? {};
  const secrets = Object.fromEntries(
    def.fields.filter((f) => f.secret).map((f) => [f.key, { set: f.key in tails, tail: tails[f.key] ?? '' }]),
  );
  return {
    payType,
    name: def.name,
    adapter: def.adapter,
    note: def.note,
    enabled: Number(row?.enabled ?? 0),
    configured: !!row && checkPayConfig(payType, row.fields, {}, Object.keys(tails), config().payGateways) === null,
    fields: row?.fields ?? {},
    secrets,
    choices: Object.fromEntries(def.fields.flatMap((f) => (f.choices ? [[f.key, [...f.choices, ...config().payGateways]]] : []))),
    updateTime: row?.update_time ? new Date(row.update_time).toISOString() : null,
  };
}

export const detail = async (db: Scoped, payType: PayType) => detailOf(payType, await repo.configOf(db, payType));

/** Where the provider posts its notices for this tenant. */
function notifyUrl(db: Scoped, payType: string, fields: Record<string, string>): string {
  const c = config();
  const base = (fields.notifyBase || c.publicUrl || `http://127.0.0.1:${c.port}`).replace(/\/+$/, '');
  return `${base}/api/order-api/pay/notify/${payType}?tenantId=${db.tenantId}`;
}

/**
 * The gateway a configuration may call: the provider's own (the first when none is set) or one the
 * operator allows; a value saved before the list existed and outside it is refused, not called.
 */
function gateway(payType: PayType, key: string, value: string | undefined): string {
  const field = payProvider(payType)!.fields.find((f) => f.key === key)!;
  const choices = field.choices!;
  if (!value) return choices[0]!;
  if (choices.includes(value) || config().payGateways.includes(value)) return value;
  throw bad(field.message!);
}

/** The adapter of a configuration; throws when a key cannot be read or its gateway is not allowed. */
function build(db: Scoped, payType: string, fields: Record<string, string>, s: Record<string, string>): PayProvider | null {
  if (payType === 'wechat')
    return new WechatPay({
      mchId: fields.mchId ?? '',
      appId: fields.appId ?? '',
      serialNo: fields.serialNo ?? '',
      privateKey: s.privateKey ?? '',
      apiV3Key: s.apiV3Key ?? '',
      platformPublicKey: s.platformPublicKey ?? '',
      platformKeyId: fields.platformKeyId ?? '',
      baseUrl: gateway('wechat', 'baseUrl', fields.baseUrl),
      notifyUrl: notifyUrl(db, payType, fields),
    });
  if (payType === 'alipay')
    return new Alipay({
      appId: fields.appId ?? '',
      privateKey: s.privateKey ?? '',
      alipayPublicKey: s.alipayPublicKey ?? '',
      gatewayUrl: gateway('alipay', 'gatewayUrl', fields.gatewayUrl),
      notifyUrl: notifyUrl(db, payType, fields),
    });
  return null;
}

export async function save(db: Scoped, body: z.output<typeof payConfigForm>) {
  const def = payProvider(body.payType)!;
  const row = await repo.lockConfig(db, body.payType);
  const stored = secretsOf(db, row) ?? {};
  const known = new Set(def.fields.map((f) => f.key));
  const fields: Record<string, string> = {};
  for (const f of def.fields) if (!f.secret && body.fields[f.key]?.trim()) fields[f.key] = body.fields[f.key]!.trim();
  const typed = Object.fromEntries(Object.entries(body.secrets).filter(([k, v]) => known.has(k) && v.trim()));
  const broken = checkPayConfig(body.payType, fields, typed, Object.keys(stored), config().payGateways);
  if (broken) throw bad(broken);
  const secrets = { ...stored, ...Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, v.trim()])) };
  if (def.adapter) {
    try {
      build(db, body.payType, fields, secrets);
    } catch {
      throw bad(`${def.name}的密钥无法读取, 请检查私钥和公钥`);
    }
  }
  const tails = Object.fromEntries(Object.entries(secrets).map(([k, v]) => [k, v.replace(/-----[^-]+-----|\s/g, '').slice(-4)]));
  const sealed = Object.keys(secrets).length ? seal(config().payKey, secrets, bound(db, body.payType)) : null;
  return detailOf(body.payType, await repo.saveConfig(db, body.payType, fields, sealed, tails));
}

const startRow = (d: PayConfigDetail): PayStartRow => ({
  payType: d.payType,
  name: d.name,
  adapter: d.adapter,
  configured: d.configured,
  enabled: d.enabled,
});

export async function startConfig(db: Scoped): Promise<PayStartRow[]> {
  const rows = new Map((await repo.configs(db)).map((r) => [r.pay_type, r]));
  return PAY_PROVIDERS.map((p) => startRow(detailOf(p.payType, rows.get(p.payType))));
}

export async function startOrClose(db: Scoped, body: z.output<typeof payStartForm>) {
  const row = await repo.lockConfig(db, body.payType);
  const d = detailOf(body.payType, row);
  if (body.enable === 1) {
    if (!d.adapter) throw bad(PAY_CONFIG_MSG.noAdapter);
    if (!row || !d.configured) throw bad(PAY_CONFIG_MSG.notConfigured);
  }
  if (!row) throw notFound(PAY_CONFIG_MSG.notConfigured);
  return startRow(detailOf(body.payType, await repo.setEnabled(db, body.payType, body.enable)));
}

// ---------------------------------------------------------------- for the order area

/** The tenant's methods offered to customers: switched on, with an adapter, and keys that still open. */
export async function enabledMethods(db: Scoped): Promise<PayMethod[]> {
  const rows = await repo.configs(db);
  const on = PAY_PROVIDERS.filter((p) => p.adapter && rows.some((r) => r.pay_type === p.payType && Number(r.enabled) === 1));
  const usable = await Promise.all(on.map(async (p) => ((await providerOf(db, p.payType, true)) ? p : null)));
  return usable.filter((p) => p !== null).map((p) => ({ payType: p.payType, name: p.name }));
}

/**
 * The tenant's adapter of a provider. `enabledOnly`: for taking new money; refunds, notices and queries
 * of money already taken still go through a provider switched off since. Null: not configured.
 */
export async function providerOf(db: Scoped, payType: string, enabledOnly: boolean): Promise<PayProvider | null> {
  const row = await repo.configOf(db, payType);
  if (!row || (enabledOnly && Number(row.enabled) !== 1)) return null;
  const secrets = secretsOf(db, row);
  if (!secrets) return null;
  try {
    return build(db, payType, row.fields, secrets);
  } catch {
    return null; // a key that no longer reads: the provider is not offered
  }
}
