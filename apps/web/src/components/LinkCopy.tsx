import { copyText } from '../app/clipboard.ts';
import { App, Button, Space } from 'antd';

/** A copy button that says whether the copy worked. */
export function CopyButton({
  text,
  label = '复制链接',
  done = '链接已复制',
  ...rest
}: { text: string; label?: string; done?: string } & React.ComponentProps<typeof Button>) {
  const { message } = App.useApp();
  return (
    <Button
      {...rest}
      onClick={() => void copyText(text).then((ok) => (ok ? message.success(done) : message.warning('复制失败,请手动选择链接复制')))}
    >
      {label}
    </Button>
  );
}

/**
 * The link a QR code opens, beside it: readable, openable and copyable, so a merchant can paste it into a
 * chat or a browser instead of scanning their own screen.
 */
export function LinkCopy({ url, label = '链接' }: { url: string; label?: string }) {
  return (
    <Space direction="vertical" size={4} style={{ width: '100%', marginTop: 8 }} data-testid="link-copy">
      <a href={url} target="_blank" rel="noreferrer" aria-label={`${label}:${url}`} style={{ fontSize: 12, wordBreak: 'break-all' }}>
        {url}
      </a>
      <CopyButton text={url} size="small" />
    </Space>
  );
}
