import { createCipheriv, createDecipheriv, createHash, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import type { MpAuditEvent } from './mp-open.ts';

// ---------------------------------------------------------------- WeChat message crypto (as documented)

/** msg_signature: sha1 of the sorted token, timestamp, nonce and encrypted text. */
export const wxSignature = (token: string, timestamp: string, nonce: string, encrypt: string) =>
  createHash('sha1').update([token, timestamp, nonce, encrypt].sort().join('')).digest('hex');

/** AES-256-CBC with the 43-character EncodingAESKey: random(16) + length(4, BE) + message + appId, PKCS#7 to 32. */
export function wxEncrypt(aesKey: string, appId: string, message: string): string {
  const key = Buffer.from(`${aesKey}=`, 'base64');
  const msg = Buffer.from(message);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(msg.length);
  const plain = Buffer.concat([randomBytes(16), len, msg, Buffer.from(appId)]);
  const pad = 32 - (plain.length % 32);
  const c = createCipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false);
  return Buffer.concat([c.update(Buffer.concat([plain, Buffer.alloc(pad, pad)])), c.final()]).toString('base64');
}

export function wxDecrypt(aesKey: string, appId: string, encrypt: string): string {
  const key = Buffer.from(`${aesKey}=`, 'base64');
  const d = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false);
  const plain = Buffer.concat([d.update(Buffer.from(encrypt, 'base64')), d.final()]);
  const pad = plain[plain.length - 1]!;
  if (pad < 1 || pad > 32) throw new Error('bad padding');
  const body = plain.subarray(16, plain.length - pad);
  const len = body.readUInt32BE(0);
  if (body.subarray(4 + len).toString() !== appId) throw new Error('another component');
  return body.subarray(4, 4 + len).toString();
}

/** The audit event in a decrypted WeChat push (weapp_audit_success / _fail / _delay). */
export function wxAuditEvent(text: string): MpAuditEvent | null {
  const m = JSON.parse(text) as Record<string, string>;
  if (!/^weapp_audit_(success|fail)$/.test(m.Event ?? '')) return null;
  return { appId: m.ToUserName ?? '', auditId: String(m.auditid ?? ''), pass: m.Event === 'weapp_audit_success', reason: m.Reason };
}

// ---------------------------------------------------------------- Alipay notice signing (RSA2)

/** The text an Alipay notice signs: every parameter but sign and sign_type, sorted, k=v joined by &. */
export const alipaySignText = (p: Record<string, string>) =>
  Object.keys(p)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && p[k] !== '')
    .sort()
    .map((k) => `${k}=${p[k]}`)
    .join('&');
export const alipayVerify = (p: Record<string, string>, publicKey: KeyObject) =>
  !!p.sign && createVerify('RSA-SHA256').update(alipaySignText(p)).verify(publicKey, p.sign, 'base64');

/** The audit event of an Alipay notice (alipay.open.mini.version.audit.passed / rejected). */
export function alipayAuditEvent(p: Record<string, string>): MpAuditEvent | null {
  const passed = p.msg_method === 'alipay.open.mini.version.audit.passed';
  if (!passed && p.msg_method !== 'alipay.open.mini.version.audit.rejected') return null;
  const biz = JSON.parse(p.biz_content ?? '{}') as Record<string, string>;
  return { appId: biz.mini_app_id ?? '', auditId: biz.mini_app_version ?? '', pass: passed, reason: biz.audit_reason };
}
