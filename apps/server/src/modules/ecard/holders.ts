import type { CellValue } from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  ECARD_MSG,
  HELD_IMPORT_COLUMNS,
  HELD_IMPORT_MAX_ROWS,
  HELD_MSG,
  MSG,
  checkIdCard,
  checkMobile,
  type CodeUser,
  type DistributionCard,
  type ImportProblem,
  type ImportReport,
  type giftQuery,
  type projectUpdateForm,
} from '@yym/contract';
import type { Row } from '../../platform/db.ts';
import type { Scoped } from '../../platform/repo.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { excel } from '../../platform/export.ts';
import { issueCard, presentUserCard, userCardDetail } from './held.ts';
import * as repo from './repo/holders.ts';
import { projectsOfUserCard, USER_CARD } from './repo/held.ts';
import { CARD } from './repo/cards.ts';
import { BATCH } from './repo/codes.ts';

/** Held cards beyond their page (import, project limits, gifts, a code's user) and how cards are sold. */

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
    await wb.xlsx.load(body as any);
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
  for (const c of await repo.completeCardsByName(db, [...new Set(rows.map((r) => r.cardName))])) {
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
  const current = new Map((await projectsOfUserCard(db, f.id)).map((p: any) => [String(p.id), p]));
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

export async function postponeBatches(db: Scoped, ids: string[], validEnd: string) {
  for (const id of ids) await db.get(BATCH, id); // another tenant's batch: not found
  const rows = await repo.postponeBatches(db, ids, validEnd);
  if (rows.length !== ids.length) throw bad(ECARD_MSG.validityEnd);
  return rows.length;
}

export async function getChannels(db: Scoped, id: string) {
  const c = await db.get<any>(CARD, id);
  return String(c.channels ?? '')
    .split(',')
    .filter(Boolean);
}
export async function setChannels(db: Scoped, id: string, channels: string[]) {
  const r = await repo.setChannels(db, id, [...new Set(channels)].join(','));
  if (!r) throw notFound();
  return String(r.channels).split(',');
}

export const distributionList = async (db: Scoped): Promise<DistributionCard[]> =>
  (await repo.forDistribution(db)).map((c) => ({
    id: c.id,
    name: c.name,
    price: Number(c.price),
    left: Number(c.left),
    channels: String(c.channels ?? '')
      .split(',')
      .filter(Boolean),
  }));
