import { createElement, type ReactElement } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { BLOCK_NAMES, BLOCK_TYPES, type BlockType } from '@yym/contract';
import { BLOCKS } from './registry.ts';
import { editor } from './store.ts';

const GROUPS: { title: string; types: BlockType[] }[] = [
  { title: '基础组件', types: ['search', 'photoAdvert', 'nav', 'title', 'notice', 'gap', 'cube', 'richText', 'tip'] },
  { title: '商品组件', types: ['goods', 'goodsCard', 'waterfall', 'seckill', 'group'] },
  { title: '多媒体', types: ['video', 'live', 'audio'] },
];

const paletteAttributes = { roleDescription: '可拖到画布' };

// One icon element per type: a drag re-renders every palette item, React then skips the icons.
const icons = Object.fromEntries(BLOCK_TYPES.map((t) => [t, createElement(BLOCKS[t].icon)])) as Record<BlockType, ReactElement>;

function PaletteItem({ type }: { type: BlockType }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `new:${type}`, data: { type }, attributes: paletteAttributes });
  return (
    <button ref={setNodeRef} className={`ed-pal-item${isDragging ? ' dragging' : ''}`} data-palette={type} {...listeners} {...attributes}
      // a click (or Enter) appends the block; dragging places it
      onClick={() => editor.add(type)} title={`添加${BLOCK_NAMES[type]}`}>
      <span className="ed-pal-icon">{icons[type]}</span>
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
          <div className="ed-pal-grid">{g.types.map((t) => <PaletteItem key={t} type={t} />)}</div>
        </div>
      ))}
    </aside>
  );
}
// every block type is on the palette exactly once
void (BLOCK_TYPES.length === GROUPS.flatMap((g) => g.types).length || console.warn('palette misses a block type'));
