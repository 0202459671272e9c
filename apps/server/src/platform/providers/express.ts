import { createHash } from 'node:crypto';

/** Express tracking (KDNIAO): the courier's steps of a parcel, by courier code and tracking number. */
export interface ExpressTrack {
  /** none: the courier knows nothing yet; transit: on its way; signed: delivered. */
  state: 'none' | 'transit' | 'signed';
  steps: { time: string; text: string }[];
}
export interface ExpressProvider {
  readonly name: string;
  readonly sandbox: boolean;
  /** Ask to follow a parcel (called after the shipping commits). */
  subscribe(p: { tenantId: string; expressCode: string; trackingNo: string }): Promise<void>;
  track(p: { expressCode: string; trackingNo: string; phone?: string }): Promise<ExpressTrack>;
}

const stamp = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Tracks nothing real: it keeps the parcels it was asked to follow in memory and moves each on one step
 * per query (picked up → at the sorting centre → out for delivery), so a demo shows a moving parcel.
 * `deliver` signs one (tests, demos).
 */
export class SandboxExpress implements ExpressProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;
  private readonly parcels = new Map<string, ExpressTrack>();
  private static readonly ROUTE = ['快件已到达分拨中心', '快件正在派送中,派送员: 张师傅 13800000000'];

  async subscribe(p: { expressCode: string; trackingNo: string }) {
    const key = `${p.expressCode}:${p.trackingNo}`;
    if (!this.parcels.has(key))
      this.parcels.set(key, { state: 'transit', steps: [{ time: stamp(new Date()), text: '快递员已揽收(沙箱)' }] });
  }

  async track(p: { expressCode: string; trackingNo: string }): Promise<ExpressTrack> {
    const t = this.parcels.get(`${p.expressCode}:${p.trackingNo}`);
    if (!t) return { state: 'none', steps: [] };
    const next = SandboxExpress.ROUTE[t.steps.length - 1];
    if (t.state === 'transit' && next) t.steps.push({ time: stamp(new Date()), text: next });
    return { state: t.state, steps: [...t.steps].reverse() };
  }

  deliver(expressCode: string, trackingNo: string) {
    const t = this.parcels.get(`${expressCode}:${trackingNo}`);
    if (!t) return;
    t.state = 'signed';
    t.steps.push({ time: stamp(new Date()), text: '已签收(沙箱)' });
  }
}

/**
 * The KDNIAO open API (instant query 8001, subscription 8008): a form POST whose DataSign is
 * base64(md5(RequestData + ApiKey)). Configured by EXPRESS_PROVIDER=kdniao, KDNIAO_EBUSINESS_ID and
 * KDNIAO_API_KEY (config.ts); a failed call answers "no steps" rather than failing the page.
 */
export class KdniaoExpress implements ExpressProvider {
  readonly name = 'kdniao';
  readonly sandbox = false;
  constructor(
    private readonly businessId: string,
    private readonly apiKey: string,
    private readonly base = 'https://api.kdniao.com',
  ) {}

  private async call(path: string, type: string, data: object) {
    const body = JSON.stringify(data);
    const sign = createHash('md5')
      .update(body + this.apiKey)
      .digest('base64');
    const form = new URLSearchParams({ RequestData: body, EBusinessID: this.businessId, RequestType: type, DataSign: sign, DataType: '2' });
    const res = await fetch(`${this.base}${path}`, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
    return (await res.json()) as { Success?: boolean; State?: string; Traces?: { AcceptTime: string; AcceptStation: string }[] };
  }

  async subscribe(p: { expressCode: string; trackingNo: string }) {
    await this.call('/api/dist', '8008', { ShipperCode: p.expressCode, LogisticCode: p.trackingNo });
  }

  async track(p: { expressCode: string; trackingNo: string; phone?: string }): Promise<ExpressTrack> {
    const r = await this.call('/Ebusiness/EbusinessOrderHandle.aspx', '8001', {
      ShipperCode: p.expressCode,
      LogisticCode: p.trackingNo,
      // SF needs the last four digits of a phone on the parcel
      ...(p.phone ? { CustomerName: p.phone.slice(-4) } : {}),
    }).catch(() => null);
    if (!r?.Success) return { state: 'none', steps: [] };
    const steps = (r.Traces ?? []).map((t) => ({ time: t.AcceptTime, text: t.AcceptStation })).reverse();
    return { state: r.State === '3' ? 'signed' : steps.length ? 'transit' : 'none', steps };
  }
}
