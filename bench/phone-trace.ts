import type { Browser } from 'playwright-core';
import { openPhone, settled } from './phone.ts';

/**
 * Where one cold load of a customer page goes on the phone profile (`PHONE_TRACE=<page name>` with the
 * phone section): the page's own timings (navigation and resource timing, its LCP element) and the
 * main thread's work from a Chromium performance trace, up to the LCP. Printed as a few lines.
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

// Main-thread work by kind; an event inside a counted one is part of it (only the outermost counts).
const KINDS: [string, RegExp][] = [
  [
    'JS compile + run',
    /^(EvaluateScript|v8\.evaluateModule|v8\.compile|v8\.compileModule|FunctionCall|TimerFire|EventDispatch|v8\.runMicrotasks|RunMicrotasks|V8\.GCScavenger|MajorGC|MinorGC)$/,
  ],
  ['style + layout', /^(UpdateLayoutTree|Layout|ParseAuthorStyleSheet|RecalculateStyles)$/],
  ['paint', /^(Paint|PrePaint|Layerize|Commit|PaintImage|Decode Image|ImageDecodeTask)$/],
  ['HTML parse', /^ParseHTML$/],
];

function mainThreadWork(events: TraceEvent[], untilMs: number): Record<string, number> {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // the page's renderer: the main thread with the most script evaluation
  const main = threads
    .map((t) => ({ t, n: events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'EvaluateScript').length }))
    .sort((a, b) => b.n - a.n)[0]?.t;
  const out: Record<string, number> = Object.fromEntries(KINDS.map(([k]) => [k, 0]));
  if (!main) return out;
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid);
  const t0 = nav?.ts ?? 0;
  const counted = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && e.ts >= t0 && (e.ts - t0) / 1000 <= untilMs)
    .sort((a, b) => a.ts - b.ts);
  let end = 0;
  for (const e of counted) {
    const kind = KINDS.find(([, re]) => re.test(e.name))?.[0];
    if (!kind || e.ts < end) continue;
    out[kind] += e.dur! / 1000;
    end = e.ts + e.dur!;
  }
  return out;
}

export async function traceLoad(browser: Browser, url: string, name: string) {
  const { ctx, page } = await openPhone(browser);
  try {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'loading', 'blink.user_timing'],
    });
    // the bench runs under tsx, which names functions through a helper the page does not have
    await page.addInitScript({ content: 'window.__name = (f) => f' });
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    const { lcp } = await settled(page);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const t = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const pick = (kind: (r: PerformanceResourceTiming) => boolean) =>
        res.filter(kind).map((r) => ({
          name: new URL(r.name).pathname.split('/').pop()!,
          start: Math.round(r.startTime),
          end: Math.round(r.responseEnd),
          kb: Math.round(r.encodedBodySize / 102.4) / 10,
        }));
      return {
        ttfb: Math.round(nav.responseStart),
        htmlEnd: Math.round(nav.responseEnd),
        domReady: Math.round(nav.domContentLoadedEventEnd),
        scripts: pick((r) => r.initiatorType === 'script' || r.initiatorType === 'link' || r.name.endsWith('.js')),
        api: pick((r) => r.initiatorType === 'fetch'),
        images: pick((r) => r.initiatorType === 'img'),
        lcpWhat: (window as any).__lcpWhat as string,
      };
    });
    const work = mainThreadWork(trace.traceEvents, lcp);
    const js = t.scripts.filter((s) => s.name.endsWith('.js'));
    console.log(`\n## Where the ${name} page's load goes (one cold load, phone profile): ${url.replace(/^https?:\/\/[^/]+/, '')}`);
    console.log(`- HTML: first byte ${t.ttfb} ms, complete ${t.htmlEnd} ms; DOM ready ${t.domReady} ms`);
    console.log(
      `- JS: ${js.length} files, ${js.reduce((a, s) => a + s.kb, 0).toFixed(1)} KiB, downloading from ${Math.min(...js.map((s) => s.start))} to ${Math.max(...js.map((s) => s.end))} ms`,
    );
    for (const s of js.sort((a, b) => a.start - b.start)) console.log(`    ${s.name} ${s.kb} KiB  ${s.start}–${s.end} ms`);
    console.log(
      `- API calls: ${t.api.length ? t.api.map((a) => `${a.name} ${a.start}–${a.end} ms`).join(', ') : 'none (first answers inline)'}`,
    );
    console.log(`- images: ${t.images.map((a) => `${a.name.slice(0, 24)} ${a.start}–${a.end} ms`).join(', ') || 'none'}`);
    console.log(
      `- main thread to LCP (4× CPU): ${Object.entries(work)
        .map(([k, v]) => `${k} ${Math.round(v)} ms`)
        .join(', ')}`,
    );
    console.log(`- LCP ${Math.round(lcp)} ms: ${t.lcpWhat}`);
  } finally {
    await ctx.close();
  }
}
