/**
 * E-invoices (发票): an e-invoice platform issues blue invoices and the red ones that reverse them,
 * and answers each as a PDF. The sandbox keeps what it issued in memory (numbers, reversals, the PDF)
 * and draws a minimal one-page PDF by hand (no library: the file is a few text lines and boxes, in
 * the viewer's built-in Chinese font STSong-Light). Like the other sandboxes it is refused in production.
 */
export interface EInvoiceParty {
  name: string;
  taxNo: string | null;
  address?: string;
  phone?: string;
  bankName?: string;
  bankAccount?: string;
}
export interface EInvoiceRequest {
  /** Idempotency key: the same key answers the same invoice. */
  key: string;
  kind: 'blue' | 'red';
  diskNo: string;
  seller: EInvoiceParty & { drawer?: string };
  buyer: EInvoiceParty & { email?: string };
  item: { name: string; taxCode: string | null; rate: number; amount: number; taxAmount: number };
  /** A red invoice: the blue one it reverses. */
  original?: { invoiceCode: string; invoiceNo: string };
  reason?: string;
}
export interface EInvoiceResult {
  invoiceCode: string;
  invoiceNo: string;
  issuedAt: Date;
  pdf: Uint8Array;
}
export interface EInvoiceProvider {
  readonly name: string;
  readonly sandbox: boolean;
  issue(r: EInvoiceRequest): Promise<EInvoiceResult>;
}

export class SandboxEInvoice implements EInvoiceProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;
  private seq = 0;
  private readonly byKey = new Map<string, EInvoiceResult>();
  /** Blue invoice number → the red one that reversed it. */
  private readonly reversed = new Map<string, string>();
  /** Requests that fail (tests and demos of the failure path): the next issue whose buyer is named so is refused. */
  failFor = new Set<string>();

  async issue(r: EInvoiceRequest): Promise<EInvoiceResult> {
    const kept = this.byKey.get(r.key);
    if (kept) return kept;
    if (this.failFor.has(r.buyer.name)) throw new Error('税盘离线,请稍后重试');
    if (r.kind === 'red') {
      if (!r.original) throw new Error('红字发票须指明原蓝字发票');
      if (this.reversed.has(r.original.invoiceNo)) throw new Error('该蓝字发票已红冲');
    }
    this.seq += 1;
    const issuedAt = new Date();
    const invoiceCode = `0${String(issuedAt.getUTCFullYear()).slice(2)}00${r.diskNo.replace(/\D/g, '').slice(-6).padStart(6, '0')}`;
    const invoiceNo = `${String(issuedAt.getTime()).slice(-6)}${String(this.seq).padStart(2, '0')}`;
    const result = { invoiceCode, invoiceNo, issuedAt, pdf: invoicePdf(r, invoiceCode, invoiceNo, issuedAt) };
    if (r.kind === 'red') this.reversed.set(r.original!.invoiceNo, invoiceNo);
    this.byKey.set(r.key, result);
    return result;
  }
}

const yuan = (cents: number) => (cents / 100).toFixed(2);
/** Text as the UCS-2 hex string the UniGB-UCS2-H encoding reads. */
const hex = (s: string) =>
  [...s]
    .map((c) => {
      const code = c.codePointAt(0)!;
      return (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
    })
    .join('');

/** A one-page invoice PDF, written by hand (PDF 1.4, uncompressed). */
export function invoicePdf(r: EInvoiceRequest, code: string, no: string, at: Date): Uint8Array {
  const day = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  const red = r.kind === 'red';
  const lines: [number, number, number, string][] = [
    [200, 370, 16, red ? '电子发票(普通发票)  红字' : '电子发票(普通发票)'],
    [40, 340, 10, `发票代码:${code}    发票号码:${no}    开票日期:${day}`],
    [40, 310, 10, `购买方:${r.buyer.name}`],
    [40, 295, 10, `纳税人识别号:${r.buyer.taxNo ?? '-'}`],
    [40, 265, 10, `项目:${r.item.name}    税收分类编码:${r.item.taxCode ?? '-'}    税率:${r.item.rate / 100}%`],
    [40, 250, 10, `金额:${yuan(r.item.amount - r.item.taxAmount)}    税额:${yuan(r.item.taxAmount)}    价税合计:¥${yuan(r.item.amount)}`],
    [40, 220, 10, `销售方:${r.seller.name}`],
    [40, 205, 10, `纳税人识别号:${r.seller.taxNo ?? '-'}`],
    [40, 190, 10, `地址电话:${r.seller.address ?? ''} ${r.seller.phone ?? ''}`],
    [40, 175, 10, `开户行及账号:${r.seller.bankName ?? ''} ${r.seller.bankAccount ?? ''}`],
    [40, 150, 10, red ? `对应蓝字发票:${r.original?.invoiceCode ?? ''} ${r.original?.invoiceNo ?? ''}  原因:${r.reason ?? ''}` : ''],
    [40, 120, 10, `开票人:${r.seller.drawer ?? ''}    税盘:${r.diskNo}`],
    [40, 60, 8, '沙箱发票,仅供演示,不具法律效力'],
  ];
  const text = lines
    .filter(([, , , s]) => s)
    .map(([x, y, size, s]) => `BT /F1 ${size} Tf ${x} ${y} Td <${hex(s)}> Tj ET`)
    .join('\n');
  const stroke = red ? '0.8 0 0 RG' : '0.55 0.35 0.1 RG';
  const content = `${stroke} 1 w 30 100 535 290 re S 30 285 m 565 285 l S 30 235 m 565 235 l S 30 140 m 565 140 l S\n${text}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 420] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
