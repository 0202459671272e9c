import { createHash } from 'node:crypto';

/** A tripartite system as the sync sees it (the secret already unsealed). */
export interface PartnerSystem {
  kind: number;
  code: string;
  endpoint: string;
  appKey: string;
  secret: string;
}

/**
 * Other platforms a tenant works with: tripartite supplier and distribution systems (their product
 * sync) and the short-video platforms (douyin, kuaishou: account binding and product sync).
 */
export interface PartnerProvider {
  readonly name: string;
  readonly sandbox: boolean;
  syncSystem(s: PartnerSystem): Promise<{ count: number; message: string }>;
  videoBind(platform: string, authCode: string): Promise<{ accountId: string; accountName: string }>;
  videoSync(platform: string, accountId: string, products: { id: string; name: string }[]): Promise<{ outIds: string[] }>;
}

/** Why a call was refused by the other side (its message is shown to the merchant). */
export class PartnerRefused extends Error {}

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('|')).digest('hex');

/**
 * Answers like the other side would, without leaving the process: a code or endpoint containing
 * "fail" is refused with a reason, so a failing sync can be rehearsed too.
 */
export class SandboxPartners implements PartnerProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;

  async syncSystem(s: PartnerSystem) {
    if (/fail/i.test(s.endpoint)) throw new PartnerRefused('对方系统返回:签名校验失败');
    return { count: 3, message: `沙箱:已从 ${new URL(s.endpoint).host} 同步 3 个商品` };
  }

  async videoBind(platform: string, authCode: string) {
    if (/fail/i.test(authCode)) throw new PartnerRefused('授权码无效或已过期');
    const id = digest(platform, authCode).slice(0, 16);
    return { accountId: id, accountName: `${platform === 'douyin' ? '抖音' : '快手'}沙箱号-${id.slice(0, 4)}` };
  }

  async videoSync(platform: string, accountId: string, products: { id: string; name: string }[]) {
    return { outIds: products.map((p) => `${platform.slice(0, 2)}${digest(accountId, p.id).slice(0, 12)}`) };
  }
}

/** Production without a configured adapter: every call is refused with a reason, the app still starts. */
export class UnconfiguredPartners implements PartnerProvider {
  readonly name = 'none';
  readonly sandbox = false;
  private refuse(): never {
    throw new PartnerRefused('未配置三方系统与短视频平台的接入,请联系平台管理员');
  }
  async syncSystem(): Promise<never> {
    this.refuse();
  }
  async videoBind(): Promise<never> {
    this.refuse();
  }
  async videoSync(): Promise<never> {
    this.refuse();
  }
}
