/** The login code a demo server answers instead of texting it (sandbox SMS, never in production). */
export function DemoCode({ code }: { code: string }) {
  return (
    <div
      role="status"
      data-testid="demo-code"
      style={{ margin: '4px 0 12px', fontSize: 13, color: '#8c6d1f', background: '#fffbe6', padding: '6px 10px', borderRadius: 6 }}
    >
      演示环境不发短信, 验证码: <b style={{ letterSpacing: 2 }}>{code}</b>
    </div>
  );
}
