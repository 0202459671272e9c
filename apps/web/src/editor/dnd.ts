import type { KeyboardEvent as ReactKeyboardEvent, MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import { BLOCK_NAMES, type BlockType } from '@yym/contract';
import { editor, useEditor } from './store.ts';

/**
 * Drag and drop of the designer: new blocks from the palette, and reordering on the canvas by pointer
 * and by keyboard (Space lifts, arrows move, Space drops, Esc cancels).
 *
 * Made for pages of 300 blocks: a drag renders nothing in React. While it lasts only a drop line, a
 * floating chip, a few classes and the live region change, written straight to the DOM; the drop is one
 * store change (add or move), after which React re-renders the canvas list, whose rows are memoised.
 * (A sortable library that re-renders every row at the start and end of a drag cost 80+ ms at 300.)
 */

type Source = { kind: 'new'; type: BlockType } | { kind: 'move'; id: string };

/** Pixels the pointer travels before a press becomes a drag (a shorter press is a click). */
const DRAG_DISTANCE = 5;
/** Height of the band at the stage's top and bottom edge that scrolls the stage during a drag. */
const SCROLL_EDGE = 56;

const canvasEl = () => document.querySelector<HTMLElement>('[data-testid="canvas"]');
const rowsOf = (canvas: HTMLElement) => Array.from(canvas.querySelectorAll<HTMLElement>(':scope > .ed-block'));
const indexOf = (id: string) => useEditor.getState().blocks.findIndex((b) => b.id === id);
const typeOf = (id: string) => useEditor.getState().blocks.find((b) => b.id === id)?.type;
const typeName = (type: BlockType | undefined) => (type ? `「${BLOCK_NAMES[type]}」组件` : '组件');
const blockName = (id: string) => typeName(typeOf(id));

/** What a screen reader hears (the live region is rendered by the canvas). */
function announce(text: string) {
  const live = document.getElementById('ed-drag-live');
  if (live) live.textContent = text;
}

/** Slot = the index of the row a block is inserted before; rows.length = after the last one. */
function slotAt(rows: HTMLElement[], y: number) {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const r = rows[mid]!.getBoundingClientRect();
    if (y < r.top + r.height / 2) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Show the drop line at a slot, or hide it (null). */
function showLine(canvas: HTMLElement, slot: number | null) {
  const line = canvas.querySelector<HTMLElement>('.ed-drop-line');
  if (!line) return;
  if (slot === null) {
    line.hidden = true;
    return;
  }
  const rows = rowsOf(canvas);
  const top = canvas.getBoundingClientRect().top;
  const last = rows[rows.length - 1];
  const y = slot < rows.length ? rows[slot]!.getBoundingClientRect().top - top : last ? last.getBoundingClientRect().bottom - top : 8;
  line.style.transform = `translateY(${Math.max(0, y - 2)}px)`;
  line.hidden = false;
}

/** Where a moved block ends up when it is dropped into a slot. */
const targetIndex = (from: number, slot: number) => (slot > from ? slot - 1 : slot);

// ---------------------------------------------------------------------------------------------------
// Pointer drags

interface PointerDrag {
  source: Source;
  /** The pressed element (palette item or block row), dimmed while dragging. */
  origin: HTMLElement;
  chip: HTMLElement;
  /** A transparent layer over the page during the drag: shows the grabbing cursor and keeps hover effects still. */
  shield: HTMLElement;
  slot: number | null;
  x: number;
  y: number;
  frame: number;
}
let pointerDrag: PointerDrag | null = null;
const preventSelect = (e: Event) => e.preventDefault();

function beginPointerDrag(source: Source, origin: HTMLElement, x: number, y: number) {
  const chip = document.createElement('div');
  chip.className = 'ed-pal-item ed-overlay';
  const type = source.kind === 'new' ? source.type : typeOf(source.id);
  chip.textContent = type ? BLOCK_NAMES[type] : '组件';
  const shield = document.createElement('div');
  shield.className = 'ed-drag-shield';
  document.body.append(shield, chip);
  origin.classList.add('dragging');
  // (a class on <body> would restyle the whole document at the start and at the drop: 100 ms at 300 blocks)
  getSelection()?.removeAllRanges();
  addEventListener('selectstart', preventSelect);
  pointerDrag = { source, origin, chip, shield, slot: null, x, y, frame: 0 };
  track();
  pointerDrag.frame = requestAnimationFrame(autoScroll);
}

/** Follow the pointer: move the chip, work out the slot under it and show the line there. */
function track() {
  const d = pointerDrag;
  const canvas = canvasEl();
  if (!d || !canvas) return;
  d.chip.style.transform = `translate(${d.x + 12}px, ${d.y + 12}px)`;
  const r = canvas.getBoundingClientRect();
  const inside = d.x >= r.left && d.x <= r.right && d.y >= r.top && d.y <= r.bottom;
  // a block being reordered follows the pointer's height wherever it is; a new one needs the canvas
  let slot: number | null = d.source.kind === 'move' || inside ? slotAt(rowsOf(canvas), d.y) : null;
  if (slot !== null && d.source.kind === 'move') {
    const from = indexOf(d.source.id);
    if (targetIndex(from, slot) === from) slot = null; // next to itself: no change
  }
  canvas.classList.toggle('over', d.source.kind === 'new' && inside);
  if (slot !== d.slot) showLine(canvas, slot);
  d.slot = slot;
}

/** Scroll the stage while the pointer is held near its top or bottom edge. */
function autoScroll() {
  const d = pointerDrag;
  if (!d) return;
  const stage = canvasEl()?.closest<HTMLElement>('.ed-stage');
  if (stage) {
    const r = stage.getBoundingClientRect();
    const within = d.x >= r.left && d.x <= r.right;
    const up = r.top + SCROLL_EDGE - d.y;
    const down = d.y - (r.bottom - SCROLL_EDGE);
    const step = !within ? 0 : up > 0 ? -Math.ceil(up / 3) : down > 0 ? Math.ceil(down / 3) : 0;
    if (step) {
      stage.scrollTop += step;
      track();
    }
  }
  d.frame = requestAnimationFrame(autoScroll);
}

/** Swallow the click that ends a drag (it would select or add a block). */
function swallowNextClick() {
  const stop = (e: MouseEvent) => {
    e.stopPropagation();
    e.preventDefault();
  };
  addEventListener('click', stop, { capture: true, once: true });
  setTimeout(() => removeEventListener('click', stop, true), 0);
}

function endPointerDrag(commit: boolean) {
  const d = pointerDrag;
  if (!d) return;
  pointerDrag = null;
  cancelAnimationFrame(d.frame);
  d.chip.remove();
  d.shield.remove();
  d.origin.classList.remove('dragging');
  removeEventListener('selectstart', preventSelect);
  const canvas = canvasEl();
  if (canvas) {
    canvas.classList.remove('over');
    showLine(canvas, null);
  }
  swallowNextClick();
  if (!commit || d.slot === null) return;
  if (d.source.kind === 'new') {
    editor.add(d.source.type, d.slot);
    announce(`已添加${typeName(d.source.type)}，在第 ${d.slot + 1} 个位置。`);
  } else {
    const from = indexOf(d.source.id);
    if (from < 0) return;
    const to = targetIndex(from, d.slot);
    editor.move(from, to);
    announce(`已将${blockName(d.source.id)}放到第 ${to + 1} 个位置。`);
  }
}

/**
 * Pointer down on a palette item or a block's handle: becomes a drag once the pointer has moved a few
 * pixels; a shorter press stays a click.
 */
export function startPointer(e: ReactPointerEvent<HTMLElement>, source: Source, origin: HTMLElement = e.currentTarget) {
  if (e.button !== 0 || pointerDrag || lifted) return;
  const { pointerId, clientX: x0, clientY: y0 } = e;
  const move = (ev: PointerEvent) => {
    if (ev.pointerId !== pointerId) return;
    if (!pointerDrag) {
      if (Math.hypot(ev.clientX - x0, ev.clientY - y0) < DRAG_DISTANCE) return;
      beginPointerDrag(source, origin, ev.clientX, ev.clientY);
    }
    pointerDrag!.x = ev.clientX;
    pointerDrag!.y = ev.clientY;
    track();
  };
  const finish = (commit: boolean) => {
    removeEventListener('pointermove', move);
    removeEventListener('pointerup', up);
    removeEventListener('pointercancel', cancel);
    removeEventListener('keydown', onEscape, true);
    endPointerDrag(commit);
  };
  const up = (ev: PointerEvent) => ev.pointerId === pointerId && finish(true);
  const cancel = () => finish(false);
  const onEscape = (ev: KeyboardEvent) => {
    if (ev.key !== 'Escape') return;
    ev.preventDefault();
    ev.stopPropagation();
    finish(false);
  };
  addEventListener('pointermove', move);
  addEventListener('pointerup', up);
  addEventListener('pointercancel', cancel);
  addEventListener('keydown', onEscape, true);
}

// ---------------------------------------------------------------------------------------------------
// Keyboard reordering on a block's handle

interface Lifted {
  id: string;
  from: number;
  to: number;
  handle: HTMLElement;
}
let lifted: Lifted | null = null;

function setLifted(l: Lifted, on: boolean) {
  if (on) l.handle.setAttribute('aria-pressed', 'true');
  else l.handle.removeAttribute('aria-pressed');
  l.handle.closest('.ed-block')?.classList.toggle('lifted', on);
}

function putDown(commit: boolean) {
  const l = lifted;
  if (!l) return;
  lifted = null;
  setLifted(l, false);
  const canvas = canvasEl();
  if (canvas) showLine(canvas, null);
  if (!commit) return announce(`已取消拖动，${blockName(l.id)}回到原位。`);
  const name = blockName(l.id);
  if (l.to === l.from) return announce(`已放下${name}，位置未变。`);
  editor.move(l.from, l.to);
  announce(`已将${name}放到第 ${l.to + 1} 个位置。`);
  // the row's element moved in the DOM and lost the focus: give it back to the same handle
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-block-id="${l.id}"] .ed-handle`)?.focus());
}

function step(by: number) {
  const l = lifted!;
  const count = useEditor.getState().blocks.length;
  l.to = Math.min(count - 1, Math.max(0, l.to + by));
  const canvas = canvasEl();
  if (canvas) {
    showLine(canvas, l.to === l.from ? null : l.to > l.from ? l.to + 1 : l.to);
    const line = canvas.querySelector<HTMLElement>('.ed-drop-line');
    (l.to === l.from || !line ? l.handle : line).scrollIntoView({ block: 'nearest' });
  }
  announce(`${blockName(l.id)}移到了第 ${l.to + 1} 个位置。`);
}

/** Keys on a block's handle. */
export function handleKey(e: ReactKeyboardEvent<HTMLElement>) {
  const key = e.key;
  const activate = key === ' ' || key === 'Enter';
  if (!lifted) {
    if (!activate || pointerDrag) return;
    e.preventDefault();
    const id = e.currentTarget.closest('[data-block-id]')?.getAttribute('data-block-id');
    const from = id ? indexOf(id) : -1;
    if (from < 0) return;
    lifted = { id: id!, from, to: from, handle: e.currentTarget };
    setLifted(lifted, true);
    announce(`已拿起${blockName(id!)}，当前在第 ${from + 1} 个位置。`);
    return;
  }
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    e.preventDefault();
    step(key === 'ArrowDown' ? 1 : -1);
  } else if (activate) {
    e.preventDefault();
    putDown(true);
  } else if (key === 'Escape') {
    e.preventDefault();
    e.stopPropagation();
    putDown(false);
  }
}

/** Leaving the handle while a block is lifted cancels the move. */
export function handleBlur() {
  if (lifted) putDown(false);
}

/** A click on the handle made by the keyboard must not select the block (a mouse click may). */
export function handleClick(e: ReactMouseEvent<HTMLElement>) {
  if (e.detail === 0) e.stopPropagation();
}
