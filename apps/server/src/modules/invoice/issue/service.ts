import { BILL_STATUS as B, INVOICE_MSG as M, type InvoiceRow, type issueForm, type offlineForm, type redForm } from '@yym/contract';
import type { z } from 'zod';
import type { Database, Row } from '../../../platform/db.ts';
import type { Ctx } from '../../../platform/context.ts';
import { tenantData, type Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import type { EInvoiceProvider, EInvoiceRequest } from '../../../platform/providers/einvoice.ts';
import * as bills from '../bills/service.ts';
import * as settings from '../settings/service.ts';
import * as repo from './repo.ts';

/** The tax in a tax-inclusive amount at a rate in basis points, to the cent. */
export const taxIn = (amount: number, rate: number) => Math.round((amount * rate) / (10000 + rate));

/** A request that may be issued now: pending, failed, or reversed (a re-issue after the red invoice). */
const ISSUABLE: number[] = [B.PENDING, B.FAILED, B.REVERSED];

/** What the invoice says and who issues it: the bill, its order's kept money, seller, disk and tax class. */
async function prepare(db: Scoped, billId: string, sellerId?: string) {
  const bill = await bills.billRaw(db, billId);
  if (!bill) throw notFound();
  if (!ISSUABLE.includes(bill.bill_status)) throw bad(M.notPending);
  const order = await bills.orderOf(db, String(bill.order_id));
  if (!order) throw notFound();
  const { kept } = await bills.keptOf(db, String(order.id));
  if (kept <= 0) throw bad(M.nothingKept);
  const seller = await settings.sellerFor(db, sellerId);
  if (!seller) throw bad(M.noSeller);
  const cls = await settings.classOf(db, String(order.product_id));
  return { bill, order, kept, seller, cls };
}

/**
 * Issue a request's blue invoice. In the request's transaction: the request moves to issuing (one
 * caller wins) and the invoice row takes the order's one live slot (the unique index refuses a
 * second); after the commit the provider issues it and its answer is kept in a short transaction of
 * its own. The answer is the invoice as issued (or the provider's refusal).
 */
export async function issue(ctx: Ctx, body: z.output<typeof issueForm>) {
  const db = ctx.data;
  const { bill, order, kept, seller, cls } = await prepare(db, body.id, body.sellerId);
  const disk = await settings.diskFor(db, String(seller.id), body.channelId);
  if (!disk) throw bad(M.noChannel);
  const rate = Number(cls?.rate ?? 0);
  if (!(await repo.moveBill(db, body.id, ISSUABLE, B.ISSUING))) throw bad(M.notPending);
  const made = await repo.insertInvoice(db, {
    billId: body.id,
    orderId: String(order.id),
    kind: 'blue',
    invStatus: 'issuing',
    sellerId: String(seller.id),
    channelId: String(disk.id),
    amount: kept,
    taxAmount: taxIn(kept, rate),
    taxRate: rate,
    taxCode: cls?.code ?? null,
    title: bill.title,
    taxNo: bill.tax_no,
  });
  if (!made) throw bad(M.alreadyInvoiced);
  const invoiceId = String(made.id);
  await repo.moveBill(db, body.id, [B.ISSUING], B.ISSUING, { invoiceId });
  const request: EInvoiceRequest = {
    key: `${ctx.tenantId}-${invoiceId}`,
    kind: 'blue',
    diskNo: disk.disk_no,
    seller: sellerParty(seller),
    buyer: { name: bill.title, taxNo: bill.tax_no, email: bill.email },
    item: { name: cls?.name ?? order.product_name, taxCode: cls?.code ?? null, rate, amount: kept, taxAmount: taxIn(kept, rate) },
  };
  // The route answers once the after-commit work ran (platform/after-commit.ts): it fills the answer in.
  const answer = {} as InvoiceRow;
  ctx.q.afterCommit(async (base) => {
    Object.assign(
      answer,
      await callProvider(base, ctx.svc.providers.einvoice, ctx.tenantId, invoiceId, request, async (d, ok) => {
        await repo.moveBill(d, body.id, [B.ISSUING], ok ? B.ISSUED : B.FAILED, ok ? {} : { invoiceId: null });
      }),
    );
  });
  return answer;
}

const sellerParty = (s: Row) => ({
  name: s.name,
  taxNo: s.tax_no,
  address: s.address,
  phone: s.phone,
  bankName: s.bank_name,
  bankAccount: s.bank_account,
  drawer: s.drawer,
});

/**
 * The provider call, outside any transaction, and its answer recorded in a short one (with `then`, the
 * request's move). A refusal is recorded as a failed invoice and answered as the provider's message.
 */
async function callProvider(
  base: Database,
  provider: EInvoiceProvider,
  tenantId: string,
  invoiceId: string,
  request: EInvoiceRequest,
  then: (db: Scoped, ok: boolean) => Promise<unknown>,
): Promise<InvoiceRow> {
  let failure: string | null = null;
  const result = await provider.issue(request).catch((e: unknown) => {
    failure = e instanceof Error ? e.message : String(e);
    return null;
  });
  const row = await base.tx(
    async (q) => {
      const db = tenantData(q, tenantId);
      if (result) await repo.invoiceIssued(db, invoiceId, result);
      else await repo.invoiceFailed(db, invoiceId, failure ?? M.issueFailed);
      await then(db, !!result);
      return bills.invoiceRaw(db, invoiceId);
    },
    { tenantId },
  );
  if (!result) throw bad(`${M.issueFailed}:${failure}`);
  return bills.invoiceRow(row!);
}

/** An invoice issued elsewhere (by hand, on the tax disk's own software), recorded against the request. */
export async function offline(ctx: Ctx, body: z.output<typeof offlineForm>) {
  const db = ctx.data;
  const { bill, order, kept, seller, cls } = await prepare(db, body.id, body.sellerId);
  const rate = Number(cls?.rate ?? 0);
  if (!(await repo.moveBill(db, body.id, ISSUABLE, B.ISSUED))) throw bad(M.notPending);
  const made = await repo.insertInvoice(db, {
    billId: body.id,
    orderId: String(order.id),
    kind: 'offline',
    invStatus: 'issued',
    sellerId: String(seller.id),
    channelId: null,
    amount: kept,
    taxAmount: taxIn(kept, rate),
    taxRate: rate,
    taxCode: cls?.code ?? null,
    title: bill.title,
    taxNo: bill.tax_no,
    invoiceCode: body.invoiceCode || null,
    invoiceNo: body.invoiceNo,
  });
  if (!made) throw bad(M.alreadyInvoiced);
  await repo.moveBill(db, body.id, [B.ISSUED], B.ISSUED, { invoiceId: String(made.id) });
  return bills.invoiceRow((await bills.invoiceRaw(db, String(made.id)))!);
}

export async function reject(db: Scoped, id: string, reason: string) {
  if (!(await bills.billRaw(db, id))) throw notFound();
  if (!(await repo.moveBill(db, id, [B.PENDING, B.FAILED], B.REJECTED, { reason }))) throw bad(M.notRejectable);
  return true;
}

/**
 * Reverse an issued invoice with a red one (a refunded order, a wrong title). In the transaction: the
 * request moves issued → in progress (one caller wins, and a re-issue cannot start before it ends), the red
 * invoice is recorded and the blue one marked reversed by it; a blue invoice's red one is then issued
 * by the provider after the commit (an offline invoice's red one is written by hand too: recorded as issued).
 * Should the provider refuse, the blue invoice and the request are as they were.
 */
export async function red(ctx: Ctx, body: z.output<typeof redForm>) {
  const db = ctx.data;
  const blue = await bills.invoiceRaw(db, body.invoiceId);
  if (!blue) throw notFound();
  if (blue.kind === 'red' || blue.inv_status !== 'issued' || blue.reversed_by != null) throw bad(M.notReversible);
  const billId = String(blue.bill_id);
  const byHand = blue.kind === 'offline';
  // While the provider has the red invoice the request is in progress: no re-issue can start before it ends.
  if (!(await repo.moveBill(db, billId, [B.ISSUED], byHand ? B.REVERSED : B.ISSUING))) throw bad(M.notReversible);
  const made = await repo.insertInvoice(db, {
    billId,
    orderId: String(blue.order_id),
    kind: 'red',
    invStatus: byHand ? 'issued' : 'issuing',
    sellerId: blue.seller_id == null ? null : String(blue.seller_id),
    channelId: blue.channel_id == null ? null : String(blue.channel_id),
    amount: -Number(blue.amount),
    taxAmount: -Number(blue.tax_amount),
    taxRate: Number(blue.tax_rate),
    taxCode: blue.tax_code,
    title: blue.title,
    taxNo: blue.tax_no,
    originalId: String(blue.id),
    reason: body.reason,
  });
  if (!made) throw bad(M.notReversible);
  const redId = String(made.id);
  if (!(await repo.setReversed(db, String(blue.id), redId, null))) throw bad(M.notReversible);
  if (byHand) return bills.invoiceRow((await bills.invoiceRaw(db, redId))!);

  const seller = await settings.sellerFor(db, blue.seller_id == null ? undefined : String(blue.seller_id));
  const disk = seller ? await settings.diskFor(db, String(seller.id), blue.channel_id == null ? undefined : String(blue.channel_id)) : null;
  const amount = Number(blue.amount);
  const request: EInvoiceRequest = {
    key: `${ctx.tenantId}-${redId}`,
    kind: 'red',
    diskNo: disk?.disk_no ?? '',
    seller: seller ? sellerParty(seller) : { name: '', taxNo: null },
    buyer: { name: blue.title, taxNo: blue.tax_no },
    item: {
      name: blue.tax_code ?? '',
      taxCode: blue.tax_code,
      rate: Number(blue.tax_rate),
      amount: -amount,
      taxAmount: -Number(blue.tax_amount),
    },
    original: { invoiceCode: blue.invoice_code ?? '', invoiceNo: blue.invoice_no ?? '' },
    reason: body.reason,
  };
  // The route answers once the after-commit work ran (platform/after-commit.ts): it fills the answer in.
  const answer = {} as InvoiceRow;
  ctx.q.afterCommit(async (base) => {
    Object.assign(
      answer,
      await callProvider(base, ctx.svc.providers.einvoice, ctx.tenantId, redId, request, async (d, ok) => {
        if (ok) return repo.moveBill(d, billId, [B.ISSUING], B.REVERSED);
        await repo.setReversed(d, String(blue.id), null, redId);
        await repo.moveBill(d, billId, [B.ISSUING], B.ISSUED);
      }),
    );
  });
  return answer;
}
