import type { CellValue } from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  BIND_LIMIT,
  ECARD_MSG,
  FACE_MSG,
  HELD_IMPORT_COLUMNS,
  HELD_IMPORT_MAX_ROWS,
  HELD_MSG,
  MSG,
  checkIdCard,
  checkMobile,
  type BoundPerson,
  type CodeUser,
  type HeldCoupon,
  type ImportProblem,
  type ImportReport,
  type bindForm,
  type giftQuery,
  type projectUpdateForm,
} from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { excel } from '../../../platform/export.ts';
import { customerByPhone, customerCoupons, maskPhone } from '../../customer/index.ts';
import { completeCardsByName } from '../cards/service.ts';
import { issueCard, presentUserCard, projectsOfUserCard, userCardDetail } from '../held/service.ts';
import { USER_CARD } from '../shared.ts';
import * as repo from './repo.ts';

/** Held cards beyond their page: import, project limits, gifts, a code's user, the people bound to a card. */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function sendImportTemplate(reply: FastifyReply) {
  const wb = new (await excel()).Workbook();
  const sheet = wb.addWorksheet('持卡人');
  sheet.addRow([...HELD_IMPORT_COLUMNS]);
  sheet.addRow(['山水联票年卡', '张三', '13800000000', '', '', '']);
  for (const c of sheet.columns) c.width = 18;
  reply
    .header('Content-Type', XLSX)
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent('电子卡持卡人导入模板.xlsx')}`)
    .send(Buffer.from(await wb.xlsx.writeBuffer()));
}

/** A cell as text; a date cell as YYYY-MM-DD (Excel keeps dates as dates, not as typed text). */
const cellText = (v: CellValue): string => {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (v && typeof v === 'object' && 'text' in v) return String(v.text).trim();
  if (v && typeof v === 'object' && 'result' in v) return String(v.result ?? '').trim();
  return String(v ?? '').trim();
};
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));

interface ImportRow {
  row: number;
  cardName: string;
  holderName: string;
  phone: string;
  idCard: string;
  validStart: string;
  validEnd: string;
}

async function readSheet(body: unknown): Promise<ImportRow[]> {
  if (!Buffer.isBuffer(body) || body.length === 0 || body.length > 2 * 1024 * 1024) throw bad(HELD_MSG.importFile);
  const wb = new (await excel()).Workbook();
  try {
    // exceljs types its Buffer as an ArrayBuffer; a Node Buffer is what it reads.
    await wb.xlsx.load(body as unknown as Parameters<typeof wb.xlsx.load>[0]);
  } catch {
    throw bad(HELD_MSG.importFile);
  }
  const rows: ImportRow[] = [];
  wb.worksheets[0]?.eachRow((r, i) => {
    if (i === 1) return; // the header
    const c = (n: number) => cellText(r.getCell(n).value);
    const row = { row: i, cardName: c(1), holderName: c(2), phone: c(3), idCard: c(4).toUpperCase(), validStart: c(5), validEnd: c(6) };
    if (Object.values(row).some((v) => v !== i && v !== '')) rows.push(row);
  });
  if (!rows.length) throw bad(HELD_MSG.importEmpty);
  if (rows.length > HELD_IMPORT_MAX_ROWS) throw bad(HELD_MSG.importTooMany(HELD_IMPORT_MAX_ROWS));
  return rows;
}

function problemOf(r: ImportRow, card: Row | undefined): string | null {
  if (!card) return HELD_MSG.cardByName;
  if (!r.holderName) return ECARD_MSG.holderRequired;
  if (r.holderName.length > 50) return MSG.paramInvalid;
  const phone = checkMobile(r.phone);
  if (phone) return phone;
  if (r.idCard) {
    const id = checkIdCard(r.idCard);
    if (id) return id;
  } else if (Number(card.real_name) === 1) return ECARD_MSG.idCardRequired;
  if (!r.validStart !== !r.validEnd) return ECARD_MSG.validityRequired;
  if (r.validStart && (!isDate(r.validStart) || !isDate(r.validEnd))) return MSG.paramInvalid;
  if (r.validStart && r.validEnd < r.validStart) return ECARD_MSG.validityEnd;
  return null;
}

/**
 * Import held cards from an xlsx: every row is checked first; when one fails nothing is written and the
 * report lists each failing row with its reason (the merchant fixes the sheet and uploads it again).
 */
export async function importHolders(db: Scoped, body: unknown): Promise<ImportReport> {
  const rows = await readSheet(body);
  const cards = new Map<string, Row>();
  for (const c of await completeCardsByName(db, [...new Set(rows.map((r) => r.cardName))])) {
    if (!cards.has(c.name)) cards.set(c.name, c); // the newest card of a name
  }
  const problems: ImportProblem[] = [];
  for (const r of rows) {
    const error = problemOf(r, cards.get(r.cardName));
    if (error) problems.push({ row: r.row, error });
  }
  if (problems.length) return { total: rows.length, imported: 0, problems };
  for (const r of rows) {
    await issueCard(db, cards.get(r.cardName)!, {
      source: 4,
      holderName: r.holderName,
      holderPhone: r.phone,
      holderIdCard: r.idCard || null,
      validStart: r.validStart || null,
      validEnd: r.validEnd || null,
    });
  }
  return { total: rows.length, imported: rows.length, problems: [] };
}

/** New daily and total uses of a held card's projects; a total below what is used is refused (nothing changes). */
export async function updateProjects(db: Scoped, f: z.output<typeof projectUpdateForm>) {
  await db.get(USER_CARD, f.id); // another tenant's card: not found
  const current = new Map((await projectsOfUserCard(db, f.id)).map((p) => [String(p.id), p]));
  for (const p of f.projects) {
    const was = current.get(p.id);
    if (!was) throw notFound();
    if (p.dayLimit > p.totalLimit) throw bad(ECARD_MSG.projectLimit);
    if (!(await repo.setProjectLimits(db, f.id, p))) throw bad(HELD_MSG.belowUsed(was.name, was.used));
  }
  return userCardDetail(db, f.id);
}

export async function giftPage(db: Scoped, q: z.output<typeof giftQuery>) {
  const page = await repo.giftPage(db, q);
  return { ...page, records: page.records.map(presentUserCard) };
}

export async function codeUser(db: Scoped, code: string): Promise<CodeUser> {
  const r = await repo.codeUser(db, code);
  if (!r) throw bad(HELD_MSG.codeNotUsed);
  return {
    code: r.code,
    activateTime: r.activate_time,
    activatePhone: r.activate_phone,
    holderName: r.holder_name,
    holderPhone: r.holder_phone,
    userCardId: String(r.user_card_id),
    cardNo: r.card_no,
    cardName: r.card_name,
    cardStatus: Number(r.card_status),
  };
}

// ---------------------------------------------------------------- bound people and coupons

/**
 * The people of a held card: its holder and up to BIND_LIMIT members bound with their real name (name
 * and an ID card under the contract's rule); and the holder's coupons, read through the coupon area's
 * reader registered on the customer area (the e-card area does not import the coupon area).
 */

/** An ID card shown as its first 3 and last 4 characters (personal data: the number is never answered). */
const maskCard = (s: string | null | undefined) =>
  s && s.length > 7 ? `${s.slice(0, 3)}${'*'.repeat(s.length - 7)}${s.slice(-4)}` : (s ?? null);

async function held(db: Scoped, id: string) {
  const u = await repo.heldOne(db, id);
  if (!u) throw notFound();
  return u;
}

export async function bindingUsers(db: Scoped, id: string): Promise<BoundPerson[]> {
  const u = await held(db, id);
  const holder: BoundPerson = {
    id: null,
    name: u.holder_name ?? null,
    idCard: maskCard(u.holder_id_card),
    phone: maskPhone(u.holder_phone),
    holder: true,
    createTime: u.activated_at ?? null,
  };
  const members = (await repo.membersOf(db, id)).map((m) => ({
    id: String(m.id),
    name: m.name,
    idCard: maskCard(m.idCard),
    phone: maskPhone(m.phone),
    holder: false,
    createTime: m.createTime ?? null,
  }));
  return [holder, ...members];
}

/** Bind one person: a place of the limit first (one conditional UPDATE), then the row (unique per ID card). */
export async function bind(db: Scoped, f: z.output<typeof bindForm>) {
  const u = await held(db, f.id);
  if (Number(u.card_status) === 2) throw bad(FACE_MSG.bindCancelled);
  if (!(await repo.takePlace(db, f.id, BIND_LIMIT))) throw bad(FACE_MSG.bindLimit(BIND_LIMIT));
  // A duplicate throws: the request's transaction gives the place back.
  if (!(await repo.insertMember(db, { userCardId: f.id, name: f.name, idCard: f.idCard, phone: f.phone || null })))
    throw bad(FACE_MSG.bindDuplicate);
  return bindingUsers(db, f.id);
}

export async function unbind(db: Scoped, id: string, memberId: string) {
  await held(db, id);
  if (!(await repo.removeMember(db, id, memberId))) throw notFound();
  await repo.givePlace(db, id);
  return bindingUsers(db, id);
}

/** The holder's coupons (by the card's customer, else by the holder's phone); none without a customer. */
export async function coupons(db: Scoped, id: string): Promise<HeldCoupon[]> {
  const u = await held(db, id);
  const customerId = u.customer_id ? String(u.customer_id) : u.holder_phone ? (await customerByPhone(db, u.holder_phone))?.id : null;
  if (!customerId || !customerCoupons.page) return [];
  const page = (await customerCoupons.page(db, String(customerId), 1, 100)) as { records: HeldCoupon[] };
  return page.records;
}
