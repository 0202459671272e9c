import { useEffect, useState } from 'react';
import { Space } from 'antd';
import QRCode from 'qrcode';
import { MSG } from '@yym/contract';
import type { DecoPage } from './api.ts';
import { CopyButton } from '../components/LinkCopy.tsx';

/** The storefront links of a page: the tenant's home link for the home page, the page link always. */
function storefrontLinks(page: DecoPage | undefined, tenantId: string) {
  if (!page) return [];
  const links = [{ label: '页面链接', url: `${location.origin}/h5/page/${page.id}` }];
  if (page.isHome) links.unshift({ label: '店铺首页', url: `${location.origin}/h5/page/home?tenantId=${tenantId}` });
  return links;
}

/** 扫码预览: the QR codes of a published page's storefront links. */
export function QrPanel({ page, tenantId }: { page: DecoPage | undefined; tenantId: string }) {
  const links = storefrontLinks(page, tenantId);
  const [img, setImg] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn again when the links' addresses change, not on each render's new list
  useEffect(() => {
    void Promise.all(links.map((l) => QRCode.toDataURL(l.url, { margin: 1, width: 160 }))).then(setImg);
  }, [links.map((l) => l.url).join()]);
  if (!page?.publishedVersionId) return <div style={{ width: 220 }}>{MSG.edNotPublished}</div>;
  return (
    <Space align="start" size={16} data-testid="qr">
      {links.map((l, i) => (
        <div key={l.url} style={{ textAlign: 'center', width: 170 }}>
          {img[i] && <img src={img[i]} alt={l.label} width={160} height={160} />}
          <div style={{ fontWeight: 600 }}>{l.label}</div>
          <a href={l.url} target="_blank" rel="noreferrer" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {l.url.replace(location.origin, '')}
          </a>
          <div>
            <CopyButton text={l.url} size="small" type="link" aria-label={`复制${l.label}`} />
          </div>
        </div>
      ))}
    </Space>
  );
}
