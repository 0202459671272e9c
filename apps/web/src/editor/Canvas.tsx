import { memo, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useDndMonitor, useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { App, Button, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { BLOCK_NAMES, MSG, type BlockInstance } from '@yym/contract';
import { BlockView } from './kit/BlockView.tsx';
import { editor, useEditor } from './store.ts';

/** Delete with a confirm (shared by the toolbar and the Delete key). */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return (id: string) => modal.confirm({ title: MSG.edDeleteBlock, okText: '删除', okButtonProps: { danger: true }, cancelText: '取消', onOk: () => editor.remove(id) });
}

/** The toolbar of the selected block (rendered for one block only, so only it holds the modal hook). */
function BlockTools({ id }: { id: string }) {
  const confirmDelete = useConfirmDelete();
  const move = (d: number) => {
    const blocks = useEditor.getState().blocks;
    const i = blocks.findIndex((b) => b.id === id);
    if (i + d >= 0 && i + d < blocks.length) editor.move(i, i + d);
  };
  return (
    <div className="ed-block-tools" onClick={(e) => e.stopPropagation()}>
      <Tooltip title="上移" placement="left"><Button size="small" aria-label="上移组件" icon={<ArrowUpOutlined />} onClick={() => move(-1)} /></Tooltip>
      <Tooltip title="下移" placement="left"><Button size="small" aria-label="下移组件" icon={<ArrowDownOutlined />} onClick={() => move(1)} /></Tooltip>
      <Tooltip title="复制" placement="left"><Button size="small" aria-label="复制组件" icon={<CopyOutlined />} onClick={() => editor.duplicate(id)} /></Tooltip>
      <Tooltip title="删除" placement="left"><Button size="small" aria-label="删除组件" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(id)} /></Tooltip>
    </div>
  );
}

/** The inside of a block: memoised on (block object, selected), so it is skipped when only the order changes. */
const BlockRow = memo(function BlockRow({ block, selected }: { block: BlockInstance; selected: boolean }) {
  return (
    <>
      <span className="ed-block-name">{BLOCK_NAMES[block.type]}</span>
      <div className="ed-block-body"><BlockView block={block} /></div>
      {selected && <BlockTools id={block.id} />}
    </>
  );
});

const selectBlock = (e: MouseEvent<HTMLDivElement>) => {
  e.stopPropagation();
  editor.select(e.currentTarget.getAttribute('data-block-id'));
};

const handleAttributes = { roleDescription: '可拖动排序' };
// One element for every handle: React skips re-rendering the icon when a row re-renders.
const holderIcon = <HolderOutlined />;

/**
 * One block on the canvas. useSortable re-renders every block whenever the drag-and-drop contexts
 * change, so this shell holds only the sortable wrapper and the handle; the preview and the tools sit
 * in the memoised BlockRow. Outside a drag those contexts stay still (see Canvas), so an edit, a move,
 * a delete or an undo re-renders only the rows whose block or selection changed.
 */
const CanvasItem = memo(function CanvasItem({ block, selected }: { block: BlockInstance; selected: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, isSorting } = useSortable({ id: block.id, attributes: handleAttributes });
  // While sorting dnd-kit hands every block a transform (mostly zero) and a transition; written on all
  // 300 rows they make 300 layers and 300 restyles at the drop. Only the blocks that moved during this
  // drag get a style, and keep their transition until the drop so they slide back too.
  const shifted = !!transform && (transform.x !== 0 || transform.y !== 0);
  const moved = useRef(false);
  moved.current = isSorting && (moved.current || shifted);
  return (
    <div ref={setNodeRef} data-block-id={block.id} data-block-type={block.type}
      className={`ed-block${selected ? ' selected' : ''}${isDragging ? ' dragging' : ''}`}
      style={moved.current ? { transform: shifted ? CSS.Translate.toString(transform) : undefined, transition } : undefined}
      onClick={selectBlock}>
      <button className="ed-handle" aria-label={`拖动排序 ${BLOCK_NAMES[block.type]}`} {...attributes} {...listeners}>{holderIcon}</button>
      <BlockRow block={block} selected={selected} />
    </div>
  );
});

const NO_IDS: string[] = [];

export function Canvas() {
  const blocks = useEditor((s) => s.blocks);
  const selectedId = useEditor((s) => s.selectedId);
  const page = useEditor((s) => s.page);
  // The sortable context gets the block order when a drag starts and keeps that array until the next
  // drag: a new array re-renders all 300 sortable rows, so a move, add, delete or undo outside a drag
  // must not hand it one (the order only matters to dnd-kit while something is being dragged).
  const [sortIds, setSortIds] = useState(NO_IDS);
  useDndMonitor(useMemo(() => ({ onDragStart: () => setSortIds(useEditor.getState().blocks.map((b) => b.id)) }), []));
  const { setNodeRef, isOver } = useDroppable({ id: 'canvas' });
  return (
    <div className="ed-phone" onClick={() => editor.select(null)}>
      <div className="ed-phone-status"><span>9:41</span><span>●●● ▮</span></div>
      <div className={`ed-phone-title${selectedId === null ? ' selected' : ''}`} title="页面设置">{page.title || '未命名页面'}</div>
      <div ref={setNodeRef} className={`ed-phone-body pv-root${isOver ? ' over' : ''}`} style={{ background: page.backgroundColor }} data-testid="canvas">
        <SortableContext items={sortIds} strategy={verticalListSortingStrategy}>
          {blocks.map((b) => <CanvasItem key={b.id} block={b} selected={b.id === selectedId} />)}
        </SortableContext>
        {!blocks.length && <div className="ed-drop-hint">从左侧拖入组件，或点击组件添加</div>}
      </div>
    </div>
  );
}
