import { SECKILL_PAGE, centsToYuan } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { Raster, decodePng } from './png.ts';
import * as repo from './repo/activity.ts';
import { info } from './service.ts';

// A 5×7 pixel font for the figures the poster prints (prices and times; no font library is needed).
const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '.': ['00000', '00000', '00000', '00000', '00000', '01100', '01100'],
  ':': ['00000', '01100', '01100', '00000', '01100', '01100', '00000'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  '¥': ['10001', '01010', '00100', '11111', '00100', '11111', '00100'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

function text(img: Raster, s: string, x: number, y: number, scale: number, color: readonly number[]) {
  let cx = x;
  for (const ch of s) {
    const g = GLYPHS[ch] ?? GLYPHS[' ']!;
    for (const [j, row] of g.entries())
      for (let i = 0; i < row.length; i++) if (row[i] === '1') img.fill(cx + i * scale, y + j * scale, scale, scale, color);
    cx += 6 * scale;
  }
  return cx;
}
const textWidth = (s: string, scale: number) => [...s].length * 6 * scale - scale;

const RED = [245, 34, 45];
const ORANGE = [255, 122, 69];
const GREY = [140, 140, 140];
const DARK = [38, 38, 38];

/**
 * The share poster (PNG, 600×960): a red sale band, the first item's seckill price and original price,
 * the sale's times, and the mini-program code of the seckill page (the sandbox provider draws a QR
 * code of the storefront link) with the activity id as its scene.
 */
export async function generatePoster(ctx: Ctx, seckillId: string, channelType: string): Promise<Buffer> {
  const a = await info(ctx.data, seckillId);
  const goods = await repo.goodsOf(ctx.data, seckillId);
  const W = 600;
  const img = new Raster(W, 960);
  for (let y = 0; y < 960; y += 8) {
    const t = y / 960;
    img.fill(
      0,
      y,
      W,
      8,
      RED.map((c, k) => Math.round(c + (ORANGE[k]! - c) * t)),
    );
  }
  img.fill(30, 150, W - 60, 780, [255, 255, 255]);
  const g = goods[0];
  const price = `¥${centsToYuan(Number(g?.seckill_price ?? 0))}`;
  text(img, price, (W - textWidth(price, 10)) / 2, 40, 10, [255, 255, 255]);
  const was = `¥${centsToYuan(Number(g?.original_price ?? 0))}`;
  const wx = (W - textWidth(was, 5)) / 2;
  text(img, was, wx, 190, 5, GREY);
  img.fill(wx - 4, 190 + 17, textWidth(was, 5) + 8, 3, GREY);
  const when = `${a.startTime.slice(5, 16)} - ${a.endTime.slice(5, 16)}`;
  text(img, when, (W - textWidth(when, 3)) / 2, 260, 3, DARK);
  img.fill(60, 300, W - 120, 4, RED);
  const code = await ctx.svc.providers.miniProgram.unlimitedCode({
    tenantId: ctx.tenantId,
    page: SECKILL_PAGE,
    scene: `seckillId=${seckillId}&channel=${channelType}`,
    width: 430,
  });
  const qr = decodePng(code);
  if (qr) img.blit(qr, (W - 420) / 2, 340, 420, 420);
  return img.toPng();
}
