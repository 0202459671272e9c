/** Code tables of spec 1 §3 with lookups that answer the spec's text for unknown codes. */
export const STATUS_CODE_ERROR = 'status code error';
export const STATUS_CODE_ERROR_ZH = '状态码错误';

export const ORDER_STATUS = {
  PENDING_PAYMENT: 8100,
  CONFIRMING: 8003,
  TO_BE_USED: 8821,
  IN_USE: 8824,
  REFUNDING: 7600,
  CANCELLED: 7700,
  COMPLETED: 8826,
  EXPIRED: 5050,
  CLOSED: 4040,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABELS: Record<OrderStatus, { zh: string; en: string }> = {
  8100: { zh: '待支付', en: 'pending payment' },
  8003: { zh: '确认中', en: 'confirming' },
  8821: { zh: '待使用', en: 'to be used' },
  8824: { zh: '使用中', en: 'in use' },
  7600: { zh: '退款中', en: 'refund in progress' },
  7700: { zh: '已取消', en: 'cancelled' },
  8826: { zh: '已完成', en: 'completed' },
  5050: { zh: '已过期', en: 'expired' },
  4040: { zh: '已关闭', en: 'closed' },
};

export function orderStatusText(code: number | string, lang: 'zh' | 'en' = 'zh'): string {
  const row = ORDER_STATUS_LABELS[Number(code) as OrderStatus];
  return row ? row[lang] : STATUS_CODE_ERROR;
}

export const VERIFY_METHOD = {
  ID_CARD: 0,
  QR_SCAN: 1,
  FACE: 3,
  BATCH: 7,
  MANUAL: 8,
  AUTO_ON_EXPIRY: 9,
  PHONE: 10,
  ASSIST_CODE: 11,
} as const;
export type VerifyMethod = (typeof VERIFY_METHOD)[keyof typeof VERIFY_METHOD];

export const VERIFY_METHOD_LABELS: Record<VerifyMethod, { zh: string; en: string }> = {
  0: { zh: '身份证核销', en: 'ID card' },
  1: { zh: '扫码核销', en: 'QR scan' },
  3: { zh: '人脸核销', en: 'face' },
  7: { zh: '批量核销', en: 'batch' },
  8: { zh: '手动核销', en: 'manual' },
  9: { zh: '过期自动核销', en: 'auto on expiry' },
  10: { zh: '手机号核销', en: 'phone number' },
  11: { zh: '辅助码核销', en: 'auxiliary code' },
};

export function verifyMethodText(code: number | string, lang: 'zh' | 'en' = 'zh'): string {
  const row = VERIFY_METHOD_LABELS[Number(code) as VerifyMethod];
  return row ? row[lang] : STATUS_CODE_ERROR;
}

export const CERTIFICATE_TYPES: Record<number, { zh: string; en: string }> = {
  1: { zh: '身份证', en: 'ID card' },
  2: { zh: '护照', en: 'passport' },
  3: { zh: '港澳通行证', en: 'Hong Kong/Macao pass' },
  4: { zh: '台湾通行证', en: 'Taiwan travel pass' },
  5: { zh: '港澳居民来往内地通行证', en: 'HK/Macao resident pass' },
  6: { zh: '大陆居民往来台湾通行证', en: 'mainland resident to Taiwan pass' },
  7: { zh: '军官证', en: 'military ID' },
  8: { zh: '外国人永久居留身份证', en: 'foreign permanent resident card' },
  9: { zh: '港澳台居民居住证', en: 'HK/Macao/Taiwan resident card' },
  10: { zh: '学生证', en: 'student card' },
};

/** Unknown certificate type answers 状态码错误 (spec 1 §3). */
export function certificateTypeText(code: number | string, lang: 'zh' | 'en' = 'zh'): string {
  const row = CERTIFICATE_TYPES[Number(code)];
  return row ? row[lang] : STATUS_CODE_ERROR_ZH;
}

/** Customer-facing order status strings; 确认中 is the default. */
export const CUSTOMER_ORDER_STATUS = ['确认中', '待使用', '已使用', '已过期', '已取消', '退定中'] as const;
export type CustomerOrderStatus = (typeof CUSTOMER_ORDER_STATUS)[number];

export function customerOrderStatus(code: number | string): CustomerOrderStatus {
  switch (Number(code)) {
    case ORDER_STATUS.TO_BE_USED:
      return '待使用';
    case ORDER_STATUS.IN_USE:
    case ORDER_STATUS.COMPLETED:
      return '已使用';
    case ORDER_STATUS.EXPIRED:
      return '已过期';
    case ORDER_STATUS.CANCELLED:
    case ORDER_STATUS.CLOSED:
      return '已取消';
    case ORDER_STATUS.REFUNDING:
      return '退定中';
    default:
      return '确认中';
  }
}

/** The cancel-order (refund) button shows only for these (spec 1 §2). */
export const CUSTOMER_CANCELLABLE: readonly CustomerOrderStatus[] = ['待使用', '已使用', '已过期'];

/** Province codes of mainland ID cards plus 71/81/82 and 91 overseas. */
export const PROVINCES: Record<string, string> = {
  '11': '北京',
  '12': '天津',
  '13': '河北',
  '14': '山西',
  '15': '内蒙古',
  '21': '辽宁',
  '22': '吉林',
  '23': '黑龙江',
  '31': '上海',
  '32': '江苏',
  '33': '浙江',
  '34': '安徽',
  '35': '福建',
  '36': '江西',
  '37': '山东',
  '41': '河南',
  '42': '湖北',
  '43': '湖南',
  '44': '广东',
  '45': '广西',
  '46': '海南',
  '50': '重庆',
  '51': '四川',
  '52': '贵州',
  '53': '云南',
  '54': '西藏',
  '61': '陕西',
  '62': '甘肃',
  '63': '青海',
  '64': '宁夏',
  '65': '新疆',
  '71': '台湾',
  '81': '香港',
  '82': '澳门',
  '91': '国外',
};
