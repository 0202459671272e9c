import { createHash } from 'node:crypto';
import type { Database } from '../db.ts';
import { sql } from '../sql.ts';

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
 * Tracks nothing real: it keeps the parcels it was asked to follow in the app's database (so a restart or
 * a second server process tracks them too) and moves each on one step per query (picked up → at the
 * sorting centre → out for delivery), so a demo shows a moving parcel. `deliver` signs one (tests, demos).
 */
export class SandboxExpress implements ExpressProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;
  private static readonly ROUTE = ['快件已到达分拨中心', '快件正在派送中,派送员: 张师傅 13800000000'];
  constructor(private readonly db: () => Database | undefined) {}

  private base(): Database {
    const d = this.db();
    if (!d) throw new Error('沙箱快递未连接数据库');
    return d;
  }

  async subscribe(p: { expressCode: string; trackingNo: string }) {
    const first = JSON.stringify([{ time: stamp(new Date()), text: '快递员已揽收(沙箱)' }]);
    await this.base().query(sql`INSERT INTO express_sandbox_parcel (express_code, tracking_no, steps)
      VALUES (${p.expressCode}, ${p.trackingNo}, ${first}::jsonb) ON CONFLICT DO NOTHING`);
  }

  async track(p: { expressCode: string; trackingNo: string }): Promise<ExpressTrack> {
    // One statement moves the parcel a step and answers it, so parallel queries never skip or repeat one.
    const t = await this.base().one<{ state: ExpressTrack['state']; steps: unknown }>(sql`UPDATE express_sandbox_parcel
      SET steps = CASE WHEN state = 'transit' AND jsonb_array_length(steps) <= ${SandboxExpress.ROUTE.length}
        THEN steps || jsonb_build_array(jsonb_build_object('time', ${stamp(new Date())}::text,
          'text', (${SandboxExpress.ROUTE}::text[])[jsonb_array_length(steps)]))
        ELSE steps END
      WHERE express_code = ${p.expressCode} AND tracking_no = ${p.trackingNo} RETURNING state, steps`);
    if (!t) return { state: 'none', steps: [] };
    return { state: t.state, steps: [...stepsOf(t.steps)].reverse() };
  }

  async deliver(expressCode: string, trackingNo: string) {
    const last = JSON.stringify([{ time: stamp(new Date()), text: '已签收(沙箱)' }]);
    await this.base().query(sql`UPDATE express_sandbox_parcel SET state = 'signed', steps = steps || ${last}::jsonb
      WHERE express_code = ${expressCode} AND tracking_no = ${trackingNo} AND state <> 'signed'`);
  }
}

const stepsOf = (v: unknown): ExpressTrack['steps'] => (typeof v === 'string' ? JSON.parse(v) : (v as ExpressTrack['steps']));

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
