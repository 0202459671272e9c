import type { z } from 'zod';
import type { zArt } from '@yym/contract';

/** A drawn placeholder picture (served by the decoration module), so the demo storefront looks like one without image files. */
export function art(label: string, from: string, to: string, w = 750, h = 360, sub = ''): string {
  const params = new URLSearchParams({
    t: label,
    a: from.slice(1),
    b: to.slice(1),
    w: String(w),
    h: String(h),
    ...(sub ? { s: sub } : {}),
  });
  return `/api/yym-content-api/h5/art.svg?${params}`;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A gradient placeholder picture with a caption (demo images; no files needed). */
export function drawArt(o: z.output<typeof zArt>): string {
  const { w, h } = o;
  const fs = Math.round(Math.min(w, h) / (o.s ? 6 : 5));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${o.a}"/><stop offset="1" stop-color="#${o.b}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${w * 0.82}" cy="${h * 0.22}" r="${Math.min(w, h) * 0.12}" fill="#fff" opacity=".22"/>` +
    `<path d="M0 ${h * 0.8} L ${w * 0.22} ${h * 0.52} L ${w * 0.4} ${h * 0.72} L ${w * 0.62} ${h * 0.42} L ${w} ${h * 0.78} V ${h} H 0 Z" fill="#fff" opacity=".16"/>` +
    `<text x="50%" y="${o.s ? '44%' : '52%'}" font-family="sans-serif" font-size="${fs}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${esc(o.t)}</text>` +
    (o.s
      ? `<text x="50%" y="66%" font-family="sans-serif" font-size="${Math.round(fs * 0.45)}" fill="#fff" opacity=".92" text-anchor="middle">${esc(o.s)}</text>`
      : '') +
    `</svg>`
  );
}

const PALETTE = [
  ['#10AB7F', '#0E7C86'],
  ['#EF5E32', '#F5A623'],
  ['#3A7BD5', '#00D2FF'],
  ['#8E54E9', '#4776E6'],
  ['#F7971E', '#FFD200'],
  ['#11998E', '#38EF7D'],
];
/** The demo pictures' colour pairs, by index (cycling). */
export const palette = (i: number) => PALETTE[i % PALETTE.length]!;
