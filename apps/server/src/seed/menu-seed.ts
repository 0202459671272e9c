/**
 * The product's menu: every feature route group of spec 1 §2 and spec 3 §2, with button codes.
 * `scope: 'platform'` items exist only for the platform tenant 000000. Paths are the web routes;
 * a page that is not built yet shows "coming soon" in the shell.
 */
export interface MenuSeed {
  code: string;
  name: string;
  path?: string;
  icon?: string;
  scope?: 'platform';
  keepAlive?: boolean;
  isTab?: boolean;
  isAuth?: boolean;
  roles?: string;
  sort?: number;
  /** Buttons: suffixes of `${code}_` with names; default add/edit/delete/view. */
  buttons?: [string, string][] | false;
  children?: MenuSeed[];
}

export const CRUD: [string, string][] = [
  ['add', '新增'],
  ['edit', '修改'],
  ['delete', '删除'],
  ['view', '查看'],
];
export const CRUD_EXPORT: [string, string][] = [...CRUD, ['export', '导出']];
export const SHELF: [string, string][] = [...CRUD_EXPORT, ['shelf', '上下架'], ['copy', '复制']];
export const ORDER: [string, string][] = [
  ['view', '查看'],
  ['export', '导出'],
  ['refund', '退款'],
  ['part_refund', '部分退款'],
  ['forced_refund', '强制退款'],
  ['audit', '审核'],
  ['remark', '备注'],
];
