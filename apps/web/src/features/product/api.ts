import {
  classifyApi,
  labelApi,
  productApi as productEndpoints,
  scenicApi,
  specApi,
  supplierCodeApi,
  type BodyOf,
  type ClassifyRow,
  type LabelRow,
  type PoiRow,
  type ProductRow,
  type SpecRow,
  type StockRecordRow,
  type SupplierCodeRow,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource, type Row } from '../../app/data.ts';

export type { BatchSummary, ProductRow, Sku, SpecRow } from '@yym/contract';
export { WEEKDAY_NAMES as WEEK } from '@yym/contract';

type Query = Row;

/** The total of a list answer that is a page (0 for a plain array or while loading). */

/** Products and tickets: the ticket list, its form steps, calendar and actions. */
export const productApi = {
  page: (query: Query) => call(productEndpoints.page, { query: { spuType: 1, ...query } }),
  detail: (id: string) => call(productEndpoints.detail, { query: { id } }),
  saveInfo: (body: Query) => call(productEndpoints.saveInfo, { body: body as BodyOf<typeof productEndpoints.saveInfo> }),
  saveRule: (body: Query) => call(productEndpoints.saveRule, { body: body as BodyOf<typeof productEndpoints.saveRule> }),
  inventory: (id: string) => call(productEndpoints.inventory, { query: { id } }),
  saveInventory: (body: BodyOf<typeof productEndpoints.saveInventory>) => call(productEndpoints.saveInventory, { body }),
  shelf: (ids: string[], status: 0 | 1) => call(productEndpoints.shelf, { query: { productIds: idList(ids), status } }),
  copy: (id: string) => call(productEndpoints.copy, { query: { id } }),
  remove: (ids: string[]) => call(productEndpoints.remove, { query: { productIds: idList(ids) } }),
  batch: (body: BodyOf<typeof productEndpoints.batch>) => call(productEndpoints.batch, { body }),
  skusFromSpecs: (productId: string, specIds: string[]) => call(productEndpoints.skusFromSpecs, { body: { productId, specIds } }),
  pois: () => call(scenicApi.options, { query: {} }),
  classifies: () => call(classifyApi.tree),
  labels: () => call(labelApi.list),
  specOptions: () => call(specApi.page, { query: { status: 1, size: 200 } }),
};

/** The tenant's tickets (the ticket page lists them by hand with useList). */
export const tickets = defineResource<ProductRow>({ key: 'tickets', list: productApi.page, detail: productApi.detail });

export const scenicSpots = defineResource<PoiRow>({
  key: 'scenic',
  list: (query) => call(scenicApi.page, { query }),
  detail: (id) => call(scenicApi.detail, { query: { id } }),
  add: (row) => call(scenicApi.submit, { body: row as BodyOf<typeof scenicApi.submit> }),
  update: (row) => call(scenicApi.submit, { body: row as BodyOf<typeof scenicApi.submit> }),
  remove: (ids) => call(scenicApi.remove, { query: { ids: idList(ids) } }),
  exportFile: (query) => call(scenicApi.exportFile, { query }) as Promise<Blob>,
});
export const scenicActions = {
  shelf: (ids: string[], status: 0 | 1) => call(scenicApi.shelves, { query: { ids: idList(ids), status } }),
  recommend: (id: string, offlineRecommend: 0 | 1) => call(scenicApi.recommend, { body: { id, offlineRecommend } }),
};

export const supplierCodes = defineResource<SupplierCodeRow>({
  key: 'supplier-code',
  list: (query) => call(supplierCodeApi.page, { query }),
  detail: (id) => call(supplierCodeApi.info, { query: { id } }),
  add: (row) => call(supplierCodeApi.submit, { body: row as BodyOf<typeof supplierCodeApi.submit> }),
  update: (row) => call(supplierCodeApi.submit, { body: row as BodyOf<typeof supplierCodeApi.submit> }),
  remove: (ids) => call(supplierCodeApi.delete, { query: { ids: idList(ids) } }),
});

/** Categories, shown as a flat list with the tree's depth in the name. */
const flatten = (nodes: ClassifyRow[], depth = 0): ClassifyRow[] =>
  nodes.flatMap((n) => [{ ...n, name: `${'— '.repeat(depth)}${n.name}`, rawName: n.name }, ...flatten(n.children ?? [], depth + 1)]);
export const categories = defineResource<ClassifyRow>({
  key: 'classify',
  list: async () => flatten(await call(classifyApi.tree)),
  add: (row) => call(classifyApi.save, { body: row as BodyOf<typeof classifyApi.save> }),
  update: (row) => call(classifyApi.update, { body: row as BodyOf<typeof classifyApi.update> }),
  remove: (ids) => call(classifyApi.remove, { query: { ids: idList(ids) } }),
});
export const categoryActions = {
  tops: () => call(classifyApi.poiParents),
  show: (id: string, isDisplay: 0 | 1) => call(classifyApi.show, { query: { id, isDisplay } }),
};

export const labels = defineResource<LabelRow>({
  key: 'product-label',
  list: () => call(labelApi.list),
  add: (row) => call(labelApi.add, { body: row as BodyOf<typeof labelApi.add> }),
  update: (row) => call(labelApi.update, { body: row as BodyOf<typeof labelApi.update> }),
  remove: (ids) => call(labelApi.remove, { query: { ids: idList(ids) } }),
});

export const stockRecords = defineResource<StockRecordRow>({
  key: 'stock-record',
  list: (query) => call(productEndpoints.stockRecords, { query }),
  exportFile: (query) => call(productEndpoints.stockExport, { query }) as Promise<Blob>,
});

export const specTemplates = defineResource<SpecRow>({
  key: 'specs-config',
  list: (query) => call(specApi.page, { query }),
  detail: (id) => call(specApi.detail, { query: { id } }),
  add: (row) => call(specApi.save, { body: row as BodyOf<typeof specApi.save> }),
  update: (row) => call(specApi.update, { body: row as BodyOf<typeof specApi.update> }),
  remove: (ids) => call(specApi.remove, { query: { ids: idList(ids) } }),
});
/** The products made from a template (a page of its own, listed by hand). */
export const specProducts = defineResource<Row>({
  key: 'spec-products',
  list: (query) => call(specApi.products, { query: query as Query & { id: string } }),
});
