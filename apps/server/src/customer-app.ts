import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FIRST_DATA_ID,
  firstDataKey,
  h5ProductApi,
  storefrontPage,
  storefrontPageApi,
  thumbnailUrl,
  type BlockProps,
  type Published,
  type StoreProduct,
} from '@yym/contract';

/** Asks one public call as the page would, records its answer, and hands back its data when it succeeded. */
type Ask = <T>(path: string, query?: Record<string, string | undefined>) => Promise<T | undefined>;

const TENANT = /^\d{6}$/;

/** How long the HTML waits for the first answers before going without them. */
const FIRST_DATA_WAIT_MS = 1500;

/**
 * What a customer page asks for first, by its path: the same public calls with the same parameters as
 * the page (StorefrontPage, ProductPage), and only when the page would make them (a link it refuses
 * asks for nothing). `module` is the page's source in the build's manifest, so its code is fetched with
 * the entry's instead of after it; `ask` may answer the picture the page will paint largest, fetched
 * beside the code instead of after the first render. A page not listed here loads everything itself.
 */
const FIRST_CALLS: {
  path: RegExp;
  module: string;
  ask(m: RegExpMatchArray, q: URLSearchParams, ask: Ask): Promise<FirstScreen | undefined>;
}[] = [
  {
    path: /^\/h5\/page\/([^/]+)$/,
    module: 'src/h5/storefront/StorefrontPage.tsx',
    ask: async (m, q, ask) => {
      const tenantId = q.get('tenantId') ?? '';
      let page: Published | undefined;
      if (m[1] !== 'home') page = await ask<Published>(storefrontPage(m[1]!).path);
      else if (TENANT.test(tenantId)) page = await ask<Published>(storefrontPageApi.home.path, { tenantId });
      // a banner on the first screen (StorefrontDoc's first blocks): its first slide, as the block draws it
      const banner = page?.doc.blocks.slice(0, 3).find((b) => b.type === 'photoAdvert');
      const props = banner?.props as BlockProps<'photoAdvert'> | undefined;
      return { image: props && props.modelType !== 3 ? thumbnailUrl(props.list[0]?.imgUrl) : undefined };
    },
  },
  {
    path: /^\/h5\/product\/(\d+)$/,
    module: 'src/h5/product/ProductPage.tsx',
    ask: async (m, q, ask) => {
      const id = m[1]!;
      const tenantId = q.get('tenantId') ?? '';
      if (!TENANT.test(tenantId)) return undefined;
      const product = await ask<StoreProduct>(h5ProductApi.detail.path, { id, tenantId });
      if (!product) return undefined;
      // the calendar of the first ticket kind, as the page shows it until another is chosen
      await ask(h5ProductApi.calendar.path, { id, tenantId, skuId: product.skus?.[0]?.id });
      // the page's first picture, as ProductPage picks it
      const image = [product.image, ...(product.images ?? '').split(',')].map((s) => s?.trim()).find((s) => !!s);
      return { image, shell: productShell(product, image) };
    },
  },
];

/**
 * What the HTML carries besides the answers: the picture the page will paint largest (preloaded), and
 * the page's first screen drawn as the page draws it (`shell`), painted before the code arrives. The app
 * renders over it once the page's code is in (h5/main.tsx), in the same boxes, so nothing moves.
 */
interface FirstScreen {
  image?: string;
  shell?: string;
}

/** ProductPage's first screen: its bar, first picture, name, scenic spot and lowest price, in its markup and classes. */
const productShell = (p: StoreProduct, image: string | undefined) =>
  `<div class="h5o"><div class="h5o-bar">${attr(p.name)}</div>` +
  (image
    ? `<div class="h5p-imgs"><img src="${attr(image)}" alt="${attr(p.name)}" width="390" height="240" fetchpriority="high"></div>`
    : '') +
  `<div class="h5o-card"><h1 class="h5p-name">${attr(p.name)}</h1>` +
  (p.poiName ? `<div class="h5o-note">${attr(p.poiName)}</div>` : '') +
  `<div class="h5p-price">¥${attr(p.priceYuan)}<span class="h5o-note"> 起</span></div></div></div>`;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Preload links for a page's own chunks and styles (those the entry does not already load), from the build's manifest. */
async function pageLinks(webDist: string, module: string): Promise<string> {
  const manifest = await readFile(join(webDist, '.vite/manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as Record<string, ManifestChunk>)
    .catch(() => null);
  if (!manifest?.[module]) return '';
  const walk = (key: string, seen: Set<string>, skip = new Set<string>()) => {
    if (seen.has(key) || skip.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) walk(i, seen, skip);
  };
  const entry = new Set<string>();
  walk('h5.html', entry);
  const own = new Set<string>();
  walk(module, own, entry);
  const chunks = [...own].map((k) => manifest[k]!);
  return [
    ...chunks.map((c) => `<link rel="modulepreload" crossorigin href="/${attr(c.file)}">`),
    ...chunks.flatMap((c) => c.css ?? []).map((f) => `<link rel="stylesheet" crossorigin href="/${attr(f)}">`),
  ].join('');
}

/** Escaped for an HTML attribute value in double quotes. */
const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Escaped for a script element: no `</script>` or `<!--` can end it early. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/**
 * Sends the customer app (h5.html) for a customer path with the page's first answers inline (#41): the
 * page reads them instead of fetching, so a phone on a weak signal draws after one round trip for the
 * HTML instead of three (HTML, scripts, then data). The calls go through the app itself (`inject`) with
 * no credentials, so they are the public routes' own answers: their schema, tenant and shelf checks, and
 * the customer's address for their throttles. The HTML is then never cached (`no-cache`): the answers
 * are as fresh as the page. Answers false when there is nothing to inline (the caller sends the file).
 */
export async function sendCustomerApp(app: FastifyInstance, webDist: string, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const [path = '', search = ''] = req.url.split('?');
  const rule = FIRST_CALLS.map((r) => ({ r, m: path.match(r.path) })).find((x) => x.m);
  if (!rule) return false;
  const answers: Record<string, { status: number; body: unknown }> = {};
  const ask: Ask = async (apiPath, query = {}) => {
    const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1]));
    const url = `/api${apiPath}${params.size ? `?${params}` : ''}`;
    const res = await app.inject({ method: 'GET', url, remoteAddress: req.ip, headers: { 'user-agent': req.headers['user-agent'] ?? '' } });
    // a refusal the page shows (not on shelf, no such page) is sent too; a throttle or a failure is left to the page to ask again
    if (res.statusCode >= 429 || !String(res.headers['content-type']).includes('application/json')) return undefined;
    const body = res.json() as { code?: number; data?: unknown };
    answers[firstDataKey(url)] = { status: res.statusCode, body };
    return body.code === 200 ? (body.data as never) : undefined;
  };
  // a slow database must not hold the HTML back: past the wait the page gets the plain file and asks itself
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), FIRST_DATA_WAIT_MS)));
  const hints = await Promise.race([rule.r.ask(rule.m!, new URLSearchParams(search), ask), late]).finally(() => clearTimeout(timer));
  if (hints === 'late' || !Object.keys(answers).length) return false;
  const html = await readFile(join(webDist, 'h5.html'), 'utf8');
  const image = hints?.image ? `<link rel="preload" as="image" fetchpriority="high" href="${attr(hints.image)}">` : '';
  const tag = `<script type="application/json" id="${FIRST_DATA_ID}">${scriptJson(answers)}</script>`;
  const page = html
    .replace('</head>', `${image}${await pageLinks(webDist, rule.r.module)}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${hints?.shell ?? ''}</div>`)
    .replace('</body>', `${tag}</body>`);
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    await reply.header('Content-Encoding', 'gzip').send(gzipSync(page));
  } else await reply.send(page);
  return true;
}
