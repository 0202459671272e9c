import { Select, Tag } from 'antd';
import type { DecoPage } from './api.ts';

/** The toolbar's page switcher; each page shows whether it is the home page and whether it was ever published. */
export function PageSelect({
  pages,
  pageId,
  loading,
  onChange,
}: {
  pages: DecoPage[];
  pageId: string | null;
  loading: boolean;
  onChange: (id: string) => void;
}) {
  return (
    <Select
      style={{ width: 220 }}
      value={pageId ?? undefined}
      placeholder="选择页面"
      loading={loading}
      onChange={onChange}
      aria-label="页面"
      options={pages.map((p) => ({
        value: p.id,
        label: (
          <span>
            {p.title} {p.isHome ? <Tag color="green">首页</Tag> : null}
            {!p.publishedVersionId && <Tag>草稿</Tag>}
          </span>
        ),
      }))}
    />
  );
}
