import { BLOCK_NAMES, BLOCK_TYPES, type BlockType } from '@yym/contract';
import { BLOCKS } from './registry.ts';
import { editor } from './store.ts';
import { startPointer } from './dnd.ts';
import { revealBlock } from './Canvas.tsx';

const GROUPS: { title: string; types: BlockType[] }[] = [
  { title: '基础组件', types: ['search', 'photoAdvert', 'nav', 'title', 'notice', 'gap', 'cube', 'richText', 'tip'] },
  { title: '商品组件', types: ['goods', 'goodsCard', 'waterfall', 'seckill', 'group'] },
  { title: '多媒体', types: ['video', 'live', 'audio'] },
];

function PaletteItem({ type }: { type: BlockType }) {
  const Icon = BLOCKS[type].icon;
  return (
    <button
      type="button"
      className="ed-pal-item"
      data-palette={type}
      aria-roledescription="可拖到画布"
      onPointerDown={(e) => startPointer(e, { kind: 'new', type })}
      // a click (or Enter) appends the block; dragging places it
      onClick={() => revealBlock(editor.add(type))}
      title={`添加${BLOCK_NAMES[type]}`}
    >
      <span className="ed-pal-icon">
        <Icon />
      </span>
      <span>{BLOCK_NAMES[type]}</span>
    </button>
  );
}

export function Palette() {
  return (
    <aside className="ed-palette" aria-label="组件库">
      {GROUPS.map((g) => (
        <div key={g.title}>
          <div className="ed-pal-title">{g.title}</div>
          <div className="ed-pal-grid">
            {g.types.map((t) => (
              <PaletteItem key={t} type={t} />
            ))}
          </div>
        </div>
      ))}
    </aside>
  );
}
// every block type is on the palette exactly once
void (BLOCK_TYPES.length === GROUPS.flatMap((g) => g.types).length || console.warn('palette misses a block type'));
