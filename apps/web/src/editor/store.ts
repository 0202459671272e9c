import { create } from 'zustand';
import {
  BLOCK_SCHEMAS,
  createBlock,
  newBlockId,
  type BlockInstance,
  type BlockType,
  type PageDoc,
  type PageMeta,
  PAGE_SCHEMA_VERSION,
} from '@yym/contract';

/**
 * The designer's document state. Blocks are immutable objects: a change replaces one block and keeps
 * every other object identical, so memoised previews of the other blocks do not re-render, and undo
 * snapshots share structure (cheap at 300 blocks).
 */
interface Snapshot {
  page: PageMeta;
  blocks: BlockInstance[];
}
export interface EditorState extends Snapshot {
  pageId: string | null;
  revision: number;
  selectedId: string | null;
  past: Snapshot[];
  future: Snapshot[];
  /** Changed since the last save. */
  dirty: boolean;
  /** Counter of changes (autosave watches it). */
  changeNo: number;
  /** Key of the last coalescable change (typing in one field makes one undo step). */
  lastKey: string | null;
  lastAt: number;
}

const HISTORY = 100;
const COALESCE_MS = 800;

const initial: EditorState = {
  pageId: null,
  revision: 0,
  page: { title: '', backgroundColor: '#F5F5F5', shareTitle: '', shareImage: '' },
  blocks: [],
  selectedId: null,
  past: [],
  future: [],
  dirty: false,
  changeNo: 0,
  lastKey: null,
  lastAt: 0,
};
export const useEditor = create<EditorState>()(() => initial);
const get = () => useEditor.getState();
const set = (p: Partial<EditorState>) => useEditor.setState(p);

/** Apply a document change, recording one undo step (or merging into the last one for the same key). */
function change(next: Partial<Snapshot>, key: string | null = null, extra: Partial<EditorState> = {}) {
  const s = get();
  const now = Date.now();
  const merge = key !== null && key === s.lastKey && now - s.lastAt < COALESCE_MS;
  const past = merge ? s.past : [...s.past.slice(-HISTORY + 1), { page: s.page, blocks: s.blocks }];
  set({ ...next, ...extra, past, future: [], dirty: true, changeNo: s.changeNo + 1, lastKey: key, lastAt: now });
}

export const editor = {
  load(pageId: string, revision: number, doc: PageDoc) {
    set({ ...initial, pageId, revision, page: doc.page, blocks: doc.blocks });
  },
  doc(): PageDoc {
    const s = get();
    return { schemaVersion: PAGE_SCHEMA_VERSION, page: s.page, blocks: s.blocks };
  },
  saved(revision: number, changeNo: number) {
    // Changes made while the save was in flight keep the page dirty.
    set({ revision, dirty: get().changeNo !== changeNo });
  },
  select(id: string | null) {
    if (get().selectedId !== id) set({ selectedId: id });
  },
  add(type: BlockType, index?: number) {
    const b = createBlock(type);
    const blocks = [...get().blocks];
    blocks.splice(index ?? blocks.length, 0, b);
    change({ blocks }, null, { selectedId: b.id });
    return b.id;
  },
  update(id: string, props: BlockInstance['props'], key?: string) {
    const blocks = get().blocks;
    const i = blocks.findIndex((b) => b.id === id);
    if (i < 0 || blocks[i]!.props === props) return;
    const next = blocks.slice();
    next[i] = { ...blocks[i]!, props };
    change({ blocks: next }, key ?? null);
  },
  setPage(page: PageMeta, key?: string) {
    change({ page }, key ?? 'page');
  },
  move(from: number, to: number) {
    if (from === to) return;
    const blocks = get().blocks.slice();
    const [b] = blocks.splice(from, 1);
    blocks.splice(to, 0, b!);
    change({ blocks });
  },
  duplicate(id: string): string | undefined {
    const blocks = get().blocks;
    const i = blocks.findIndex((b) => b.id === id);
    if (i < 0) return undefined;
    const copy: BlockInstance = { ...blocks[i]!, id: newBlockId(), props: structuredClone(blocks[i]!.props) };
    const next = blocks.slice();
    next.splice(i + 1, 0, copy);
    change({ blocks: next }, null, { selectedId: copy.id });
    return copy.id;
  },
  remove(id: string) {
    const blocks = get().blocks;
    if (!blocks.some((b) => b.id === id)) return;
    const next = blocks.filter((b) => b.id !== id);
    // the page settings show after a delete (mounting another block's panel would slow the delete down)
    change({ blocks: next }, null, { selectedId: get().selectedId === id ? null : get().selectedId });
  },
  undo() {
    const s = get();
    const prev = s.past[s.past.length - 1];
    if (!prev) return;
    set({
      ...prev,
      past: s.past.slice(0, -1),
      future: [{ page: s.page, blocks: s.blocks }, ...s.future],
      dirty: true,
      changeNo: s.changeNo + 1,
      lastKey: null,
      selectedId: prev.blocks.some((b) => b.id === s.selectedId) ? s.selectedId : null,
    });
  },
  redo() {
    const s = get();
    const next = s.future[0];
    if (!next) return;
    set({
      ...next,
      past: [...s.past, { page: s.page, blocks: s.blocks }],
      future: s.future.slice(1),
      dirty: true,
      changeNo: s.changeNo + 1,
      lastKey: null,
      selectedId: next.blocks.some((b) => b.id === s.selectedId) ? s.selectedId : null,
    });
  },
  /** Defaults of a block type, for the palette's drag overlay and tests. */
  defaults: (type: BlockType) => BLOCK_SCHEMAS[type].parse({}),
};
