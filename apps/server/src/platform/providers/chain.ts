import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db.ts';
import { sql } from '../sql.ts';

/**
 * A blockchain that mints a numbered edition (数字藏品) and moves its tokens. Every call carries an
 * idempotency key: the same key answers the same result and moves nothing again, so a call whose answer
 * was lost is simply made again.
 */
export interface ChainNetwork {
  id: string;
  name: string;
}
export interface ChainMinted {
  contract: string;
  txHash: string;
  /** The token ids the chain issued, in order (all owned by the issuer). */
  tokenIds: number[];
}
export interface ChainProvider {
  readonly name: string;
  readonly sandbox: boolean;
  /** The networks a product may be minted on (the spec's chainConfg/list). */
  networks(): ChainNetwork[];
  /** Deploy the edition's contract and mint `supply` tokens to the issuer. */
  mint(p: { key: string; chainId: string; name: string; supply: number; issuer: string }): Promise<ChainMinted>;
  /** Transfer one token from its owner to another address. */
  transfer(p: { key: string; contract: string; tokenId: number; from: string; to: string }): Promise<{ txHash: string }>;
}

const hex = (s: string, n: number) => createHash('sha256').update(s).digest('hex').slice(0, n);
/** A custodial address derived from who holds it (a tenant's treasury, a customer). */
export const chainAddress = (who: string) => `0x${hex(`address:${who}`, 40)}`;

/**
 * A chain that keeps its ledger in the app's database (chain_sandbox_*): contracts with their
 * addresses, token ids issued 1, 2, 3 … per contract, the owner of each token and a transaction hash per
 * mint and transfer. Each call runs in its own short transaction (never inside the caller's). Like the
 * other sandboxes it is refused in production. `failFor` (tests, demos of the failure path): a transfer
 * to an address in it is refused.
 */
export class SandboxChain implements ChainProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;
  readonly failFor = new Set<string>();
  constructor(private readonly db: () => Database | undefined) {}

  networks(): ChainNetwork[] {
    return [{ id: 'sandbox', name: '沙箱链(测试网)' }];
  }

  private base(): Database {
    const d = this.db();
    if (!d) throw new Error('沙箱链未连接数据库');
    return d;
  }

  /** The answer kept for this key, or null when the key is new (claimed by this transaction). */
  private static async claim(
    q: Queryable,
    key: string,
    kind: string,
    address: string,
    answer: object,
    tx: string,
    move?: { tokenId: number; from: string; to: string },
  ) {
    const claimed =
      await q.one(sql`INSERT INTO chain_sandbox_tx (tx_hash, call_key, kind, address, token_id, from_address, to_address, answer)
      VALUES (${tx}, ${key}, ${kind}, ${address}, ${move?.tokenId ?? null}, ${move?.from ?? null}, ${move?.to ?? null}, ${JSON.stringify(answer)}::jsonb)
      ON CONFLICT (call_key) DO NOTHING RETURNING tx_hash`);
    if (claimed) return null;
    const kept = await q.one<{ answer: unknown; kind: string }>(sql`SELECT answer, kind FROM chain_sandbox_tx WHERE call_key = ${key}`);
    if (!kept || kept.kind !== kind) throw new Error('交易键已用于其他调用');
    return (typeof kept.answer === 'string' ? JSON.parse(kept.answer) : kept.answer) as never;
  }

  /** The mint inside a given transaction (the demo seed writes the ledger in its own). */
  static async mintIn(
    q: Queryable,
    p: { key: string; chainId: string; name: string; supply: number; issuer: string },
  ): Promise<ChainMinted> {
    const contract = `0x${hex(`contract:${p.key}`, 40)}`;
    const txHash = `0x${hex(`tx:${p.key}`, 64)}`;
    const answer: ChainMinted = { contract, txHash, tokenIds: Array.from({ length: p.supply }, (_, i) => i + 1) };
    const kept = await SandboxChain.claim(q, p.key, 'mint', contract, answer, txHash);
    if (kept) return kept;
    await q.query(sql`INSERT INTO chain_sandbox_contract (address, chain_id, name, supply, issuer)
      VALUES (${contract}, ${p.chainId}, ${p.name}, ${p.supply}, ${p.issuer})`);
    await q.query(sql`INSERT INTO chain_sandbox_token (address, token_id, owner)
      SELECT ${contract}, g, ${p.issuer} FROM generate_series(1, ${p.supply}::int) g`);
    return answer;
  }

  /** The transfer inside a given transaction (the demo seed). */
  static async transferIn(q: Queryable, p: { key: string; contract: string; tokenId: number; from: string; to: string }) {
    const txHash = `0x${hex(`tx:${p.key}`, 64)}`;
    const kept = await SandboxChain.claim(q, p.key, 'transfer', p.contract, { txHash }, txHash, p);
    if (kept) return kept as { txHash: string };
    const moved = await q.one(sql`UPDATE chain_sandbox_token SET owner = ${p.to}
      WHERE address = ${p.contract} AND token_id = ${p.tokenId} AND owner = ${p.from} RETURNING token_id`);
    if (!moved) throw new Error('转出地址不持有该藏品');
    return { txHash };
  }

  async mint(p: { key: string; chainId: string; name: string; supply: number; issuer: string }): Promise<ChainMinted> {
    if (!this.networks().some((n) => n.id === p.chainId)) throw new Error('上链网络不存在');
    return this.base().tx((q) => SandboxChain.mintIn(q, p));
  }

  async transfer(p: { key: string; contract: string; tokenId: number; from: string; to: string }): Promise<{ txHash: string }> {
    if (this.failFor.has(p.to)) throw new Error('链上交易失败(沙箱)');
    return this.base().tx((q) => SandboxChain.transferIn(q, p));
  }

  /** The owner of a token as the ledger says (tests, the demo). */
  async ownerOf(contract: string, tokenId: number): Promise<string | null> {
    const r = await this.base().one<{ owner: string }>(
      sql`SELECT owner FROM chain_sandbox_token WHERE address = ${contract} AND token_id = ${tokenId}`,
    );
    return r?.owner ?? null;
  }
}

/**
 * A chain service reached over HTTP (a BaaS gateway in front of the chain's nodes): JSON POSTs to
 * `${url}/v1/mint` and `${url}/v1/transfer` with `Authorization: Bearer <key>` and the call's
 * `Idempotency-Key`. Configured by CHAIN_PROVIDER=http, CHAIN_API_URL, CHAIN_API_KEY and CHAIN_NETWORKS
 * ("id:name,id:name").
 */
export class HttpChain implements ChainProvider {
  readonly name = 'http';
  readonly sandbox = false;
  constructor(
    private readonly url: string,
    private readonly apiKey: string,
    private readonly nets: ChainNetwork[],
  ) {}

  networks() {
    return this.nets;
  }

  private async post<T>(path: string, key: string, body: object): Promise<T> {
    const res = await fetch(`${this.url.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.apiKey}`, 'Idempotency-Key': key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const answer = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: T } | null;
    if (!res.ok || !answer || (answer.code !== undefined && answer.code !== 0 && answer.code !== 200) || !answer.data)
      throw new Error(answer?.msg || `链服务应答 ${res.status}`);
    return answer.data;
  }

  mint(p: { key: string; chainId: string; name: string; supply: number; issuer: string }) {
    return this.post<ChainMinted>('/v1/mint', p.key, p);
  }
  transfer(p: { key: string; contract: string; tokenId: number; from: string; to: string }) {
    return this.post<{ txHash: string }>('/v1/transfer', p.key, p);
  }
}

/** CHAIN_NETWORKS: "id:name,id:name". */
export const parseNetworks = (s: string): ChainNetwork[] =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => {
      const [id, ...name] = x.split(':');
      return { id: id!.trim(), name: name.join(':').trim() || id!.trim() };
    });
