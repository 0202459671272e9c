/** The mini-program platform: the code (小程序码) that opens a storefront page. */
export interface MiniProgramProvider {
  readonly name: string;
  readonly sandbox: boolean;
  /** A PNG of the code that opens `page` with `scene` for this tenant's mini-program. */
  unlimitedCode(m: { tenantId: string; page: string; scene: string; width?: number }): Promise<Buffer>;
}

/** Draws a plain QR code of the storefront's web link instead of the platform's code. */
export class SandboxMiniProgram implements MiniProgramProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;
  constructor(private readonly publicUrl: string) {}

  async unlimitedCode(m: { tenantId: string; page: string; scene: string; width?: number }) {
    const { default: QRCode } = await import('qrcode');
    const link = `${this.publicUrl.replace(/\/$/, '')}/${m.page.replace(/^\//, '')}?tenantId=${m.tenantId}&scene=${encodeURIComponent(m.scene)}`;
    return QRCode.toBuffer(link, { type: 'png', width: m.width ?? 430, margin: 1 });
  }
}
