/** The messages of 发票管理 and the customer's invoice page, each written once. */
export const INVOICE_MSG = {
  titleRequired: '请输入发票抬头',
  taxNoRequired: '请输入纳税人识别号',
  taxNoInvalid: '纳税人识别号格式不正确',
  emailRequired: '请输入接收邮箱',
  sellerNameRequired: '请输入销售方名称',
  channelNameRequired: '请输入税盘名称',
  diskNoRequired: '请输入税盘编号',
  sellerRequired: '请选择销售方',
  taxCodeInvalid: '税收分类编码为19位数字',
  taxNameRequired: '请输入商品和服务名称',
  rateInvalid: '请选择税率',
  rejectReasonRequired: '请输入驳回原因',
  redReasonRequired: '请输入红冲原因',
  invoiceNoRequired: '请输入发票号码',
  orderNotPaid: '订单未支付,不能开票',
  nothingKept: '订单已全额退款,不能开票',
  alreadyRequested: '该订单已申请开票,请勿重复提交',
  alreadyInvoiced: '该订单已开具发票',
  notPending: '该申请当前状态不能开票',
  notRejectable: '该申请当前状态不能驳回',
  notReversible: '只有已开具的蓝票可以红冲',
  noSeller: '请先在「销售方」中添加销售方',
  noChannel: '请先在「税盘」中为销售方添加税盘',
  exceedsKept: '发票金额不能超过订单实收金额',
  notIssued: '发票尚未开具',
  issueFailed: '开票失败',
} as const;

/** bill_status of a request. */
export const BILL_STATUS = { PENDING: 0, ISSUING: 1, ISSUED: 2, REJECTED: 3, REVERSED: 4, FAILED: 5 } as const;
export const BILL_STATUS_LABELS: Record<number, string> = {
  0: '待开票',
  1: '开票中',
  2: '已开票',
  3: '已驳回',
  4: '已红冲',
  5: '开票失败',
};
export const TITLE_TYPE_LABELS: Record<number, string> = { 1: '个人', 2: '单位' };
export const INVOICE_KIND_LABELS: Record<string, string> = { blue: '蓝字发票', red: '红字发票', offline: '线下发票' };
export const INVOICE_STATUS_LABELS: Record<string, string> = { issuing: '开具中', issued: '已开具', failed: '失败' };
/** VAT rates in basis points (600 = 6%) a tax class may carry. */
export const TAX_RATES = [0, 100, 300, 500, 600, 900, 1300] as const;
export const taxRateText = (bp: number) => `${bp / 100}%`;

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of an 18-character unified social credit code's first 17 characters. */
export function usccCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_CHARS.indexOf(first17[i] ?? '');
    if (v < 0) return null;
    sum += v * USCC_WEIGHTS[i]!;
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31]!;
}

/**
 * A taxpayer number (纳税人识别号): an 18-character unified social credit code with its check
 * character, or an older 15 or 20-character registration number (digits and capitals).
 */
export function checkTaxNo(v: unknown): string | null {
  const s = String(v ?? '').trim();
  if (!s) return INVOICE_MSG.taxNoRequired;
  if (s.length === 18) return /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(s) && usccCheckChar(s) === s[17] ? null : INVOICE_MSG.taxNoInvalid;
  return /^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/.test(s) ? null : INVOICE_MSG.taxNoInvalid;
}
