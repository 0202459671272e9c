import { z } from 'zod';
import { MSG } from '../messages.ts';
import { BLOCK_SCHEMAS, BLOCK_TYPES, type BlockType } from './blocks.ts';

/**
 * A saved page holds values only: `{ schemaVersion, page, blocks: [{ id, type, v, props }] }`.
 * schemaVersion is the page envelope's version; `v` is each block's props version.
 */
export const PAGE_SCHEMA_VERSION = 2;
export const BLOCK_VERSION: Record<BlockType, number> = Object.fromEntries(BLOCK_TYPES.map((t) => [t, 1])) as Record<BlockType, number>;
export const MAX_BLOCKS = 500;

export const zPageMeta = z.object({
  title: z.string().trim().max(30, MSG.edMaxLength(30)).default('首页'),
  backgroundColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{3,8}$/)
    .default('#F5F5F5'),
  shareTitle: z.string().max(50, MSG.edMaxLength(50)).default(''),
  shareImage: z.string().max(1000).default(''),
});
export type PageMeta = z.output<typeof zPageMeta>;

export const zBlockInstance = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, MSG.edSchemaInvalid),
  type: z.enum(BLOCK_TYPES as [BlockType, ...BlockType[]], { message: MSG.edSchemaInvalid }),
  v: z.number().int().min(1).default(1),
  props: z.record(z.string(), z.unknown()).default(() => ({})),
});
// biome-ignore lint/suspicious/noExplicitAny: a block's props are checked by its type's schema; the panels read them by name
type LooseProps = Record<string, any>;
export type BlockInstance = { id: string; type: BlockType; v: number; props: LooseProps };

/** The shape a draft must have to be stored (values may still be incomplete; publish checks them all). */
export const zPageDoc = z.object({
  schemaVersion: z.literal(PAGE_SCHEMA_VERSION, { message: MSG.edSchemaInvalid }),
  page: zPageMeta.prefault({}),
  blocks: z
    .array(zBlockInstance)
    .max(MAX_BLOCKS, MSG.edSchemaInvalid)
    .default(() => []),
});
export type PageDoc = { schemaVersion: number; page: PageMeta; blocks: BlockInstance[] };

let seq = 0;
/** A short block id, unique within a page. */
export function newBlockId(): string {
  seq = (seq + 1) % 1296;
  return `b${Date.now().toString(36)}${seq.toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** A block of a type with every default filled in. */
export function createBlock<T extends BlockType>(type: T, props: Record<string, unknown> = {}): BlockInstance {
  return { id: newBlockId(), type, v: BLOCK_VERSION[type], props: BLOCK_SCHEMAS[type].parse(props) as LooseProps };
}

export function emptyPage(title = '首页'): PageDoc {
  return { schemaVersion: PAGE_SCHEMA_VERSION, page: zPageMeta.parse({ title }), blocks: [] };
}

/**
 * Migrations of older saved pages, applied on read. Version 1 (the first release) stored
 * `{ version: 1, title, components: [{ key, name, data }] }` with the carousel named `ad` and the
 * divider height as `height`; version 2 is the current envelope.
 */
/** A stored page of any version, as read back: only the fields the migrations look at. */
type StoredDoc = {
  schemaVersion?: number;
  version?: number;
  title?: string;
  components?: { key?: string | number; name?: string; data?: Record<string, unknown> }[];
  blocks?: { type?: string; v?: number; props?: Record<string, unknown> }[];
};

const PAGE_MIGRATIONS: Record<number, (doc: StoredDoc) => StoredDoc & { page?: unknown }> = {
  1: (doc) => ({
    schemaVersion: 2,
    page: { title: doc.title ?? '首页' },
    blocks: (doc.components ?? []).map((c) => {
      const type = c.name === 'ad' ? 'photoAdvert' : (c.name ?? '');
      const props = { ...(c.data ?? {}) };
      if (type === 'gap' && 'height' in props) {
        props.h = props.height;
        delete props.height;
      }
      return { id: String(c.key ?? newBlockId()), type, v: 1, props };
    }),
  }),
};
/** Per-block props migrations: BLOCK_MIGRATIONS[type][v] turns props of version v into v + 1. */
const BLOCK_MIGRATIONS: Partial<Record<BlockType, Record<number, (p: Record<string, unknown>) => Record<string, unknown>>>> = {};

export function docVersion(raw: unknown): number {
  const doc = raw as StoredDoc | null | undefined;
  return Number(doc?.schemaVersion ?? doc?.version ?? 1);
}

/** Bring a stored page of any older schema version up to the current one (pure; the input is not changed). */
export function migratePageDoc(raw: unknown): PageDoc {
  let doc = (raw ?? {}) as StoredDoc;
  let v = docVersion(doc);
  while (v < PAGE_SCHEMA_VERSION) {
    const step = PAGE_MIGRATIONS[v];
    if (!step) throw new Error(`no migration from page schema ${v}`);
    doc = step(doc);
    v = docVersion(doc);
  }
  const blocks = (doc.blocks ?? []).map((b) => {
    let props = b.props ?? {};
    let bv = Number(b.v ?? 1);
    const steps = BLOCK_MIGRATIONS[b.type as BlockType] ?? {};
    while (steps[bv]) {
      props = steps[bv]!(props);
      bv++;
    }
    return { ...b, v: bv, props };
  });
  return { ...doc, blocks } as PageDoc;
}

export interface BlockIssue {
  blockId: string;
  type: BlockType;
  index: number;
  path: string;
  message: string;
}

/** The messages of one block's props (empty when valid). */
export function validateBlock(type: BlockType, props: unknown): { path: string; message: string }[] {
  const r = BLOCK_SCHEMAS[type].safeParse(props);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Every issue of a page: what publishing refuses. */
export function validatePage(doc: PageDoc): BlockIssue[] {
  const out: BlockIssue[] = [];
  doc.blocks.forEach((b, index) => {
    for (const i of validateBlock(b.type, b.props)) out.push({ blockId: b.id, type: b.type, index, ...i });
  });
  return out;
}

/** Fill every block's defaults (a published page renders without guessing). */
export function normalizePage(doc: PageDoc): PageDoc {
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    page: zPageMeta.parse(doc.page ?? {}),
    blocks: doc.blocks.map((b) => ({
      id: b.id,
      type: b.type,
      v: BLOCK_VERSION[b.type],
      props: BLOCK_SCHEMAS[b.type].parse(b.props) as LooseProps,
    })),
  };
}
