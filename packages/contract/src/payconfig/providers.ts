/**
 * The payment providers a tenant can configure (spec 3 §7: the chat-app pay and five others), each
 * with its fields and their rules. Secrets are written, never read back: the server answers "已设置"
 * and their last four characters. `adapter`: the server can take money with it; the others can be
 * configured (the merchant's contract details are kept) but are not offered in the cashier yet.
 */
export interface PayField {
  key: string;
  label: string;
  /** Sealed at rest and never returned. */
  secret?: boolean;
  required?: boolean;
  /** Multi-line (keys, certificates in PEM). */
  multiline?: boolean;
  pattern?: RegExp;
  /** The message when the pattern does not hold. */
  message?: string;
  placeholder?: string;
  max?: number;
  /**
   * The only values allowed (a provider's own gateways: production, then its sandbox); the server
   * operator may allow more by configuration (PAY_GATEWAYS). The first is the default.
   */
  choices?: readonly string[];
}

export interface PayProviderDef {
  payType: PayType;
  name: string;
  adapter: boolean;
  /** Shown on the page under the provider's name. */
  note: string;
  fields: PayField[];
}

export const PAY_TYPES = ['wechat', 'alipay', 'unionpay', 'douyin', 'lakala', 'bank'] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** The gateways the server may call: the providers' own, nothing a merchant types (the server would call any address). */
const WECHATPAY_GATEWAYS = ['https://api.mch.weixin.qq.com', 'https://api2.mch.weixin.qq.com'] as const;
const ALIPAY_GATEWAYS = ['https://openapi.alipay.com/gateway.do', 'https://openapi-sandbox.dl.alipaydev.com/gateway.do'] as const;

const URL_RE = /^https?:\/\/[\w.-]+(:\d{1,5})?(\/[\w./%-]*)?$/;
const PEM_PRIVATE = /^(-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+-----END (RSA )?PRIVATE KEY-----\s*|[A-Za-z0-9+/=\s]{100,})$/;
const PEM_PUBLIC = /^(-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----\s*|[A-Za-z0-9+/=\s]{100,})$/;
const privateKey = (label: string): PayField => ({
  key: 'privateKey',
  label,
  secret: true,
  required: true,
  multiline: true,
  pattern: PEM_PRIVATE,
  message: `${label}格式不正确, 请粘贴 PEM 格式的私钥`,
  max: 8000,
});
const notifyBase: PayField = {
  key: 'notifyBase',
  label: '回调域名',
  pattern: URL_RE,
  message: '回调域名格式不正确, 例如 https://shop.example.com',
  placeholder: '支付结果通知发往此域名, 留空则用系统地址',
  max: 200,
};

export const PAY_PROVIDERS: PayProviderDef[] = [
  {
    payType: 'wechat',
    name: '微信支付',
    adapter: true,
    note: '微信小程序 / 公众号 JSAPI 支付 (API v3)',
    fields: [
      { key: 'mchId', label: '商户号', required: true, pattern: /^\d{8,12}$/, message: '商户号为 8-12 位数字' },
      { key: 'appId', label: 'AppID', required: true, pattern: /^wx[0-9a-f]{16}$/, message: 'AppID 格式不正确, 应以 wx 开头共 18 位' },
      {
        key: 'serialNo',
        label: '商户证书序列号',
        required: true,
        pattern: /^[0-9A-Fa-f]{8,64}$/,
        message: '商户证书序列号为 8-64 位十六进制字符',
      },
      privateKey('商户 API 私钥'),
      {
        key: 'apiV3Key',
        label: 'APIv3 密钥',
        secret: true,
        required: true,
        pattern: /^[\x21-\x7e]{32}$/,
        message: 'APIv3 密钥为 32 位字符',
      },
      {
        key: 'platformKeyId',
        label: '微信支付公钥 ID',
        required: true,
        pattern: /^PUB_KEY_ID_[\w]{1,64}$/,
        message: '微信支付公钥 ID 以 PUB_KEY_ID_ 开头',
      },
      {
        key: 'platformPublicKey',
        label: '微信支付公钥',
        secret: true,
        required: true,
        multiline: true,
        pattern: PEM_PUBLIC,
        message: '微信支付公钥格式不正确, 请粘贴 PEM 格式的公钥',
        max: 4000,
      },
      { key: 'baseUrl', label: '接口地址', choices: WECHATPAY_GATEWAYS, message: '接口地址只能是微信支付的地址' },
      notifyBase,
    ],
  },
  {
    payType: 'alipay',
    name: '支付宝',
    adapter: true,
    note: '支付宝小程序支付 / 当面付扫码 (RSA2)',
    fields: [
      { key: 'appId', label: 'AppID', required: true, pattern: /^\d{16}$/, message: '支付宝 AppID 为 16 位数字' },
      privateKey('应用私钥'),
      {
        key: 'alipayPublicKey',
        label: '支付宝公钥',
        secret: true,
        required: true,
        multiline: true,
        pattern: PEM_PUBLIC,
        message: '支付宝公钥格式不正确',
        max: 4000,
      },
      { key: 'gatewayUrl', label: '网关地址', choices: ALIPAY_GATEWAYS, message: '网关地址只能是支付宝的网关' },
      notifyBase,
    ],
  },
  {
    payType: 'unionpay',
    name: '银联商务',
    adapter: false,
    note: '银联商务 (全民付) 聚合支付, 暂未接入, 仅可保存配置',
    fields: [
      { key: 'mid', label: '商户号', required: true, pattern: /^\d{15}$/, message: '银联商户号为 15 位数字' },
      { key: 'tid', label: '终端号', required: true, pattern: /^[0-9A-Za-z]{8}$/, message: '终端号为 8 位字母或数字' },
      { key: 'appId', label: 'AppID', required: true, pattern: /^[\w]{8,64}$/, message: 'AppID 格式不正确' },
      {
        key: 'appKey',
        label: '通讯密钥',
        secret: true,
        required: true,
        pattern: /^[\x21-\x7e]{16,128}$/,
        message: '通讯密钥为 16-128 位字符',
      },
    ],
  },
  {
    payType: 'douyin',
    name: '抖音支付',
    adapter: false,
    note: '抖音小程序担保支付, 暂未接入, 仅可保存配置',
    fields: [
      { key: 'appId', label: '小程序 AppID', required: true, pattern: /^tt[0-9a-z]{16}$/, message: '抖音小程序 AppID 以 tt 开头共 18 位' },
      { key: 'merchantUid', label: '收款商户号', pattern: /^\d{6,32}$/, message: '收款商户号为数字' },
      { key: 'salt', label: 'SALT', secret: true, required: true, pattern: /^[\x21-\x7e]{16,128}$/, message: 'SALT 为 16-128 位字符' },
      { key: 'token', label: 'Token', secret: true, pattern: /^[\x21-\x7e]{1,128}$/, message: 'Token 格式不正确' },
    ],
  },
  {
    payType: 'lakala',
    name: '拉卡拉',
    adapter: false,
    note: '拉卡拉聚合收银台, 暂未接入, 仅可保存配置',
    fields: [
      { key: 'appId', label: 'AppID', required: true, pattern: /^[\w]{6,64}$/, message: 'AppID 格式不正确' },
      { key: 'merchantNo', label: '商户号', required: true, pattern: /^\d{8,20}$/, message: '商户号为 8-20 位数字' },
      { key: 'termNo', label: '终端号', required: true, pattern: /^[0-9A-Za-z]{6,20}$/, message: '终端号格式不正确' },
      { key: 'serialNo', label: '证书序列号', required: true, pattern: /^[0-9A-Fa-f]{8,64}$/, message: '证书序列号为十六进制字符' },
      privateKey('商户私钥'),
    ],
  },
  {
    payType: 'bank',
    name: '银行聚合支付',
    adapter: false,
    note: '银行 (建行龙支付等) 聚合码支付, 暂未接入, 仅可保存配置',
    fields: [
      { key: 'bankName', label: '开户银行', required: true, max: 50 },
      { key: 'merchantId', label: '商户代码', required: true, pattern: /^\d{8,20}$/, message: '商户代码为 8-20 位数字' },
      { key: 'posId', label: '柜台代码', required: true, pattern: /^\d{6,12}$/, message: '柜台代码为 6-12 位数字' },
      { key: 'branchId', label: '分行代码', pattern: /^\d{6,12}$/, message: '分行代码为 6-12 位数字' },
      {
        key: 'publicKey',
        label: '商户公钥',
        secret: true,
        required: true,
        multiline: true,
        pattern: /^[A-Za-z0-9+/=\s-]{64,}$/,
        message: '商户公钥格式不正确',
        max: 4000,
      },
    ],
  },
];

export const payProvider = (t: string): PayProviderDef | undefined => PAY_PROVIDERS.find((p) => p.payType === t);

export const PAY_CONFIG_MSG = {
  payTypeInvalid: '支付方式不存在',
  required: (label: string) => `请输入${label}`,
  tooLong: (label: string) => `${label}过长`,
  notConfigured: '请先完成配置再启用',
  noAdapter: '该支付方式暂未接入, 仅可保存配置',
  secretSet: '已设置',
  noMethod: '商户未开通在线支付',
  methodClosed: '该支付方式未开启',
  noticeInvalid: '通知签名验证失败',
  providerFailed: (m: string) => `支付渠道返回错误: ${m}`,
} as const;

/**
 * The first broken rule of a configuration, or null. `stored`: the secrets already set (a blank secret
 * keeps the stored one).
 */
export function checkPayConfig(
  payType: string,
  fields: Record<string, string | undefined>,
  secrets: Record<string, string | undefined>,
  stored: readonly string[] = [],
  /** Gateways the server's operator allows beside a field's own choices. */
  moreChoices: readonly string[] = [],
): string | null {
  const def = payProvider(payType);
  if (!def) return PAY_CONFIG_MSG.payTypeInvalid;
  for (const f of def.fields) {
    const v = ((f.secret ? secrets[f.key] : fields[f.key]) ?? '').trim();
    if (!v) {
      if (f.required && !(f.secret && stored.includes(f.key))) return PAY_CONFIG_MSG.required(f.label);
      continue;
    }
    if (v.length > (f.max ?? 200)) return PAY_CONFIG_MSG.tooLong(f.label);
    if (f.pattern && !f.pattern.test(v)) return f.message ?? PAY_CONFIG_MSG.required(f.label);
    if (f.choices && !f.choices.includes(v) && !moreChoices.includes(v)) return f.message ?? PAY_CONFIG_MSG.required(f.label);
  }
  return null;
}
