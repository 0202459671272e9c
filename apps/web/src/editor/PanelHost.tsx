import { memo, useEffect, useMemo, useReducer } from 'react';
import { Alert, Skeleton } from 'antd';
import { BLOCK_NAMES, validateBlock, type BlockInstance } from '@yym/contract';
import { BLOCKS } from './registry.ts';
import { editor, useEditor } from './store.ts';
import { Color, IssuesContext, Section, Text } from './kit/fields.tsx';
import { ImageField } from './kit/ImageField.tsx';

function BlockPanel({ block }: { block: BlockInstance }) {
  const issues = useMemo(() => validateBlock(block.type, block.props), [block.type, block.props]);
  const byPath = useMemo(() => new Map(issues.map((i) => [i.path, i.message])), [issues]);
  const { Panel: entry, icon: Icon } = BLOCKS[block.type];
  // panels are preloaded by the designer; a plain component (not React.lazy) never suspends once loaded
  const [, loaded] = useReducer((x: number) => x + 1, 0);
  useEffect(() => {
    if (!entry.Component) void entry.load().then(loaded);
  }, [entry]);
  const Panel = entry.Component;
  return (
    <IssuesContext.Provider value={byPath}>
      <div className="ed-panel-head">
        <Icon /> {BLOCK_NAMES[block.type]}
      </div>
      {issues.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="ed-issues"
          message={
            <ul>
              {[...new Set(issues.map((i) => i.message))].map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          }
        />
      )}
      {Panel ? (
        <Panel key={block.id} props={block.props} set={(p, key) => editor.update(block.id, p, key ? `${block.id}:${key}` : undefined)} />
      ) : (
        <Skeleton active />
      )}
    </IssuesContext.Provider>
  );
}

/** Memoised without props: re-renders only when the page settings change. */
const PagePanel = memo(function PagePanel() {
  const page = useEditor((s) => s.page);
  const up = (x: Partial<typeof page>, key?: string) => editor.setPage({ ...page, ...x }, key);
  return (
    <>
      <div className="ed-panel-head">页面设置</div>
      <Section title="页面">
        <Text label="页面标题" value={page.title} max={30} onChange={(v) => up({ title: v }, 'title')} />
        <Color label="背景色" value={page.backgroundColor} onChange={(v) => up({ backgroundColor: v || '#F5F5F5' })} />
      </Section>
      <Section title="分享">
        <Text label="分享标题" value={page.shareTitle} max={50} onChange={(v) => up({ shareTitle: v }, 'shareTitle')} />
        <ImageField label="分享图" value={page.shareImage} size="500x400" onChange={(v) => up({ shareImage: v })} />
      </Section>
    </>
  );
});

/** The property panel of the selected block, or the page's settings when nothing is selected. */
export function PanelHost() {
  const block = useEditor((s) => (s.selectedId ? s.blocks.find((b) => b.id === s.selectedId) : undefined));
  // The page settings stay mounted (hidden while a block is selected): showing them after a delete or a
  // click on the canvas then costs no mount of their antd fields.
  return (
    <aside className="ed-panel" aria-label="属性">
      {block && <BlockPanel block={block} />}
      <div hidden={!!block}>
        <PagePanel />
      </div>
    </aside>
  );
}
