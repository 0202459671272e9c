import { memo, useEffect, type MouseEvent, type PointerEvent } from 'react';
import { create } from 'zustand';
import { Button, Popconfirm, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { BLOCK_NAMES, MSG, type BlockInstance } from '@yym/contract';
import { BlockView } from './kit/BlockView.tsx';
import { editor, useEditor } from './store.ts';
import { handleBlur, handleClick, handleKey, startPointer } from './dnd.ts';

/** Scroll the canvas so a block is in view (after it was added at the end, copied, or named by a message). */
export function revealBlock(id: string, block: ScrollLogicalPosition = 'nearest') {
  const find = () => document.querySelector(`[data-testid="canvas"] [data-block-id="${id}"]`);
  const show = () => find()?.scrollIntoView({ block });
  // a block added in this event is on the canvas once React has rendered: wait a frame for it
  if (find()) show();
  else requestAnimationFrame(show);
}

/**
 * Which block's delete is being confirmed. The toolbar's delete button and the Delete key open the same
 * small confirm next to the block (no full-page dialog: it closes together with the deleted block).
 */
const useDeleteAsk = create<{ id: string | null }>(() => ({ id: null }));
export const askDelete = (id: string) => useDeleteAsk.setState({ id });
export const stopAskingDelete = () => useDeleteAsk.setState({ id: null });

/** The toolbar of the selected block (rendered for one block only). */
function BlockTools({ id }: { id: string }) {
  const asking = useDeleteAsk((s) => s.id === id);
  // a confirm left open for a block that is no longer selected is dropped
  useEffect(
    () => () => {
      if (useDeleteAsk.getState().id === id) stopAskingDelete();
    },
    [id],
  );
  const move = (d: number) => {
    const blocks = useEditor.getState().blocks;
    const i = blocks.findIndex((b) => b.id === id);
    if (i + d >= 0 && i + d < blocks.length) editor.move(i, i + d);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: keeps a click on the tools from reselecting the block; the buttons inside are the controls
    <div className="ed-block-tools" onClick={(e) => e.stopPropagation()}>
      <Tooltip title="上移" placement="left">
        <Button size="small" aria-label="上移组件" icon={<ArrowUpOutlined />} onClick={() => move(-1)} />
      </Tooltip>
      <Tooltip title="下移" placement="left">
        <Button size="small" aria-label="下移组件" icon={<ArrowDownOutlined />} onClick={() => move(1)} />
      </Tooltip>
      <Tooltip title="复制" placement="left">
        <Button
          size="small"
          aria-label="复制组件"
          icon={<CopyOutlined />}
          onClick={() => {
            const copy = editor.duplicate(id);
            if (copy) revealBlock(copy);
          }}
        />
      </Tooltip>
      <Popconfirm
        open={asking}
        onOpenChange={(open) => (open ? askDelete(id) : stopAskingDelete())}
        placement="left"
        title={MSG.edDeleteBlock}
        okText="删除"
        cancelText="取消"
        okButtonProps={{ danger: true, autoFocus: true }}
        onConfirm={() => {
          stopAskingDelete();
          editor.remove(id);
        }}
      >
        {/* the hint would cover the confirm: hidden while it is open */}
        <Tooltip title="删除" placement="left" open={asking ? false : undefined}>
          <Button size="small" aria-label="删除组件" danger icon={<DeleteOutlined />} />
        </Tooltip>
      </Popconfirm>
    </div>
  );
}

const selectBlock = (e: MouseEvent<HTMLDivElement>) => {
  e.stopPropagation();
  editor.select(e.currentTarget.getAttribute('data-block-id'));
};

const moveFromHandle = (e: PointerEvent<HTMLButtonElement>) => {
  const row = e.currentTarget.closest<HTMLElement>('[data-block-id]')!;
  startPointer(e, { kind: 'move', id: row.getAttribute('data-block-id')! }, row);
};

// One element for every handle: React skips re-rendering the icon when a row re-renders.
const holderIcon = <HolderOutlined />;

/**
 * One block on the canvas, memoised on (block object, selected): an edit, a move, a delete or an undo
 * re-renders only the rows whose block or selection changed. Drags render nothing (see dnd.ts).
 */
const CanvasItem = memo(function CanvasItem({ block, selected }: { block: BlockInstance; selected: boolean }) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a click on the preview selects the block; from the keyboard its handle button does (the click bubbles here)
    <div data-block-id={block.id} data-block-type={block.type} className={`ed-block${selected ? ' selected' : ''}`} onClick={selectBlock}>
      <button
        type="button"
        className="ed-handle"
        aria-label={`拖动排序 ${BLOCK_NAMES[block.type]}`}
        aria-roledescription="可拖动排序"
        aria-describedby="ed-drag-help"
        onPointerDown={moveFromHandle}
        onKeyDown={handleKey}
        onBlur={handleBlur}
        onClick={handleClick}
      >
        {holderIcon}
      </button>
      <span className="ed-block-name">{BLOCK_NAMES[block.type]}</span>
      <div className="ed-block-body">
        <BlockView block={block} />
      </div>
      {selected && <BlockTools id={block.id} />}
    </div>
  );
});

export function Canvas() {
  const blocks = useEditor((s) => s.blocks);
  const selectedId = useEditor((s) => s.selectedId);
  const page = useEditor((s) => s.page);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a click beside the blocks clears the selection, a mouse shortcut for the page settings (also reached by their tab)
    <div className="ed-phone" onClick={() => editor.select(null)}>
      <div className="ed-phone-status">
        <span>9:41</span>
        <span>●●● ▮</span>
      </div>
      <div className={`ed-phone-title${selectedId === null ? ' selected' : ''}`} title="页面设置">
        {page.title || '未命名页面'}
      </div>
      <div className="ed-phone-body pv-root" style={{ background: page.backgroundColor }} data-testid="canvas">
        {blocks.map((b) => (
          <CanvasItem key={b.id} block={b} selected={b.id === selectedId} />
        ))}
        {!blocks.length && <div className="ed-drop-hint">从左侧拖入组件，或点击组件添加</div>}
        <div className="ed-drop-line" hidden aria-hidden="true" />
      </div>
      <div id="ed-drag-help" hidden>
        按空格键拿起组件，用上下方向键移动，再按空格键放下，按 Esc 键取消。
      </div>
      <div id="ed-drag-live" className="ed-sr-only" role="status" aria-live="assertive" aria-atomic="true" />
    </div>
  );
}
