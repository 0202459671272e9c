/** A payment provider refused or could not be reached; the message is shown to the merchant / customer. */
export class PayProviderError extends Error {
  constructor(
    message: string,
    readonly status = 0,
    readonly providerCode?: string,
  ) {
    super(message);
  }
}

/** A provider's JSON answer (its signature checked), read field by field as the provider's documentation names them. */
// biome-ignore lint/suspicious/noExplicitAny: the providers' answers are documented, not typed; each field read is converted (String, Number) where used
export type ProviderJson = Record<string, any>;

/** One header, whatever its case and whether it arrived once or repeated. */
export function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const found = Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? found[0] : found;
}

/** PEM text pasted with or without its armour lines (Alipay hands keys out bare). */
export function pem(text: string, kind: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const t = text.trim();
  if (t.startsWith('-----BEGIN')) return t;
  const body = t.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN ${kind}-----\n${body.trim()}\n-----END ${kind}-----\n`;
}
