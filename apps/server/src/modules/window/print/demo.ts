import type { TemplateField } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import * as repo from './repo.ts';

const f = (
  key: string,
  kind: TemplateField['kind'],
  x: number,
  y: number,
  w: number,
  h: number,
  o: Partial<TemplateField> = {},
): TemplateField => ({
  key,
  kind,
  x,
  y,
  w,
  h,
  fontSize: 10,
  bold: false,
  text: '',
  src: '',
  ...o,
});

/** An 80 mm thermal ticket: what the gate needs (QR code) and what the visitor reads. */
export const TICKET_80: TemplateField[] = [
  f('poi', 'poi', 4, 4, 72, 7, { fontSize: 12, bold: true }),
  f('name', 'ticketName', 4, 12, 72, 8, { fontSize: 14, bold: true }),
  f('date', 'date', 4, 22, 40, 6),
  f('price', 'price', 48, 22, 28, 6, { bold: true }),
  f('guest', 'guest', 4, 29, 72, 6),
  f('qr', 'qrcode', 20, 37, 40, 40),
  f('no', 'orderNo', 4, 80, 72, 5, { fontSize: 8 }),
  f('bar', 'barcode', 8, 87, 64, 14),
  f('seller', 'seller', 4, 104, 72, 5, { fontSize: 8 }),
  f('note', 'text', 4, 110, 72, 6, { fontSize: 8, text: '一票一人 当日有效 请妥善保管' }),
];
/** A4 sheets of eight tickets (100 × 70 mm each) for groups. */
export const TICKET_A4: TemplateField[] = [
  f('poi', 'poi', 4, 4, 60, 7, { fontSize: 11, bold: true }),
  f('name', 'ticketName', 4, 12, 60, 8, { fontSize: 13, bold: true }),
  f('date', 'date', 4, 22, 60, 6),
  f('price', 'price', 4, 29, 60, 6, { bold: true }),
  f('guest', 'guest', 4, 36, 60, 6),
  f('no', 'orderNo', 4, 43, 60, 5, { fontSize: 8 }),
  f('seller', 'seller', 4, 49, 60, 5, { fontSize: 8 }),
  f('note', 'text', 4, 58, 60, 6, { fontSize: 8, text: '团队票 凭码入园' }),
  f('qr', 'qrcode', 66, 14, 30, 30),
];

export async function seedTemplates(db: Scoped) {
  const ticket = await db.insert(repo.TEMPLATE, {
    name: '80mm 热敏门票',
    paper: '80mm',
    widthMm: 80,
    heightMm: 120,
    perPage: 1,
    fields: JSON.stringify(TICKET_80),
  });
  const a4 = await db.insert(repo.TEMPLATE, {
    name: 'A4 团队票(每页8张)',
    paper: 'A4',
    widthMm: 100,
    heightMm: 70,
    perPage: 8,
    fields: JSON.stringify(TICKET_A4),
  });
  return { ticket: String(ticket.id), a4: String(a4.id) };
}
