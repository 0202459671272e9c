import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import { MSG } from '../messages.ts';
import { PAY_CONFIG_MSG, PAY_TYPES, type PayType } from './providers.ts';

/** A stored secret as every call shows it: set or not, and its last four characters. */
export interface SecretMask {
  set: boolean;
  tail: string;
}

export interface PayConfigDetail {
  payType: PayType;
  name: string;
  adapter: boolean;
  note: string;
  /** 1: offered to customers. */
  enabled: number;
  configured: boolean;
  fields: Record<string, string>;
  secrets: Record<string, SecretMask>;
  /** The values a field with a fixed list may take here: the provider's own and the operator's (PAY_GATEWAYS). */
  choices: Record<string, string[]>;
  updateTime: string | null;
}

export interface PayStartRow {
  payType: PayType;
  name: string;
  adapter: boolean;
  configured: boolean;
  enabled: number;
}

const zPayType = z.enum(PAY_TYPES, { error: PAY_CONFIG_MSG.payTypeInvalid });
const zValues = (max: number) =>
  z
    .record(z.string().regex(/^\w{1,40}$/, MSG.paramInvalid), z.string().max(max, MSG.paramInvalid))
    .refine((r) => Object.keys(r).length <= 20, MSG.paramInvalid);

/** Saving: the provider's fields, and the secrets typed (a secret left blank keeps the stored one). */
export const payConfigForm = z.object({
  payType: zPayType,
  fields: zValues(500).default({}),
  secrets: zValues(10_000).default({}),
});
export const payStartForm = z.object({
  payType: zPayType,
  enable: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)], { error: MSG.paramInvalid })),
});

export const PAY_CONFIG_PERMS = { view: 'pay_config', edit: 'pay_config_edit', start: 'pay_config_start' } as const;

const BASICS = '/yym-biz-basics/payConfig';
/** yym-biz-basics: the tenant's payment configuration (spec 3 §7). */
export const payConfigApi = {
  detail: endpoint({
    method: 'GET',
    path: `${BASICS}/detail`,
    summary: 'Payment configuration: one provider (secrets masked)',
    query: z.object({ payType: zPayType }),
    perm: [PAY_CONFIG_PERMS.view],
    response: returns<PayConfigDetail>(),
  }),
  save: endpoint({
    method: 'POST',
    path: `${BASICS}/save`,
    summary: 'Payment configuration: save one provider (secrets sealed at rest)',
    body: payConfigForm,
    perm: [PAY_CONFIG_PERMS.edit],
    response: returns<PayConfigDetail>(),
  }),
  startConfig: endpoint({
    method: 'GET',
    path: `${BASICS}/getPayStartConfig`,
    summary: 'Payment configuration: every provider, configured and switched on or not',
    perm: [PAY_CONFIG_PERMS.view],
    response: returns<PayStartRow[]>(),
  }),
  startOrClose: endpoint({
    method: 'POST',
    path: `${BASICS}/startOrClosePayConfig`,
    summary: 'Payment configuration: switch a provider on or off',
    body: payStartForm,
    perm: [PAY_CONFIG_PERMS.start],
    response: returns<PayStartRow>(),
  }),
};

// ---------------------------------------------------------------- the cashier and the providers' notices

export interface PayMethod {
  payType: PayType | 'sandbox';
  name: string;
}
export interface PayStarted {
  tradeNo: string;
  amount: number;
  payType: string;
  /** What the client hands the provider's pay call (JSAPI parameters, Alipay trade number, QR code). */
  payParams: Record<string, unknown>;
}

const zCode = z.string().regex(/^[\w-]{10,40}$/, MSG.paramInvalid);
const zTenant = z.object({ tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid) });

export const payNoticeApi = {
  methods: endpoint({
    method: 'GET',
    path: '/order-api/h5/pay/methods',
    auth: 'public',
    summary: "Storefront cashier: the order's tenant's payment methods switched on (public, by order code)",
    query: z.object({ code: zCode }),
    response: returns<PayMethod[]>(),
  }),
  start: endpoint({
    method: 'POST',
    path: '/order-api/h5/pay/start',
    auth: 'public',
    summary: 'Storefront cashier: open (or reuse) the trade with a provider and answer its pay parameters (public, by order code)',
    body: z.object({
      code: zCode,
      payType: zPayType,
      /** The payer at the provider (WeChat openid, Alipay buyer id), from the storefront's login there. */
      payerId: z
        .string()
        .regex(/^[\w-]{1,128}$/, MSG.paramInvalid)
        .optional(),
    }),
    response: returns<PayStarted>(),
  }),
  wechatNotice: endpoint({
    method: 'POST',
    path: '/order-api/pay/notify/wechat',
    auth: 'public',
    summary: 'WeChat Pay: paid and refund notices (signature checked, resource decrypted; idempotent by trade)',
    query: zTenant,
  }),
  alipayNotice: endpoint({
    method: 'POST',
    path: '/order-api/pay/notify/alipay',
    auth: 'public',
    summary: 'Alipay: trade notices (RSA2 checked; idempotent by trade)',
    query: zTenant,
  }),
};
