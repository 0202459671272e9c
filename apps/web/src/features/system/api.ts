import {
  apiScopeApi,
  clientApi,
  dataScopeApi,
  deptApi,
  dictApi,
  menuApi,
  ossApi,
  paramApi,
  postApi,
  regionApi,
  roleApi,
  tenantApi,
  tenantApplyApi,
  tenantPackageApi,
  tenantServiceApi,
  topMenuApi,
  userApi,
  type ClientRow,
  type DeptRow,
  type DictRow,
  type BodyOf,
  type Endpoint,
  type Page,
  type MenuRow,
  type OssRow,
  type ParamRow,
  type PostRow,
  type RoleRow,
  type ScopeRow,
  type TenantApplyRow,
  type TenantPackageRow,
  type TenantRow,
  type TenantServiceRow,
  type TopMenuRow,
  type TreeNode,
  type UserRow,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource, type Resource, type Row } from '../../app/data.ts';

/** Typed calls and resources of the system-administration pages (server: modules/user, menu, role, org, dict, param, region, client, tenant). */

type AnyEndpoint = Endpoint;
/** The calls a managed table's resource needs (the contract's `crudEndpoints`, or an area's own endpoints of the same shape). */
interface CrudCalls {
  page: AnyEndpoint;
  detail: AnyEndpoint;
  submit: AnyEndpoint;
  remove: AnyEndpoint;
}

/** A resource from a managed table's endpoints: list, detail, add/update through submit, remove. */
export const crudResource = <T extends Row>(
  key: string,
  eps: CrudCalls,
  toBody: (row: Partial<T>) => unknown = (row) => row,
): Resource<T> =>
  defineResource<T>({
    key,
    // the table's endpoints answer its rows, whatever row type the resource names
    list: (query) => call(eps.page, { query }) as Promise<Page<T> | T[]>,
    detail: (id) => call(eps.detail, { query: { id } }) as Promise<T>,
    add: (row) => call(eps.submit, { body: toBody(row) }),
    update: (row) => call(eps.submit, { body: toBody(row) }),
    remove: (ids) => call(eps.remove, { query: { ids: idList(ids) } }),
  });

/** A picker list (a tree or options) kept in the resource cache. */
const picker = <T extends Row>(key: string, load: () => Promise<T[]>) => defineResource<T>({ key, list: load });

// ------------------------------------------------------------------ users
export const users = defineResource<UserRow>({
  key: 'user',
  list: (query) => call(userApi.page, { query }),
  detail: (id) => call(userApi.detail, { query: { id } }),
  add: (row) => call(userApi.save, { body: row as BodyOf<typeof userApi.save> }),
  update: (row) => call(userApi.update, { body: row as BodyOf<typeof userApi.update> }),
  remove: (ids) => call(userApi.remove, { query: { ids: idList(ids) } }),
});
export const resetPasswords = (userIds: string[]) => call(userApi.resetPassword, { query: { userIds: idList(userIds) } });
export const grantUserRoles = (userIds: string[], roleIds: string[]) =>
  call(userApi.grant, { query: { userIds: idList(userIds), roleIds: idList(roleIds) } });

// ------------------------------------------------------------------ roles and scopes
export const roles = crudResource<RoleRow>('role', {
  page: roleApi.list,
  detail: roleApi.detail,
  submit: roleApi.submit,
  remove: roleApi.remove,
});
export const roleTree = picker('role-tree', () => call(roleApi.tree));
export const dataScopes = crudResource<ScopeRow>('data_scope', dataScopeApi);
export const apiScopes = crudResource<ScopeRow>('api_scope', apiScopeApi);
export const grantTrees = () => call(menuApi.grantTree);
export const roleGrants = (roleIds: string[]) => call(menuApi.roleTreeKeys, { query: { roleIds: idList(roleIds) } });
export const grantRoles = (grant: { roleIds: string[]; menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] }) =>
  call(roleApi.grant, { body: grant });

// ------------------------------------------------------------------ menus
export const menus = crudResource<MenuRow>('menu', {
  page: menuApi.list,
  detail: menuApi.detail,
  submit: menuApi.submit,
  remove: menuApi.remove,
});
export const menuTree = picker<TreeNode>('menu-tree', () => call(menuApi.tree));
export const topMenus = crudResource<TopMenuRow>('topmenu', topMenuApi);
export const topMenuGrants = (topMenuIds: string[]) => call(topMenuApi.treeKeys, { query: { topMenuIds: idList(topMenuIds) } });
export const grantTopMenus = (topMenuIds: string[], menuIds: string[]) =>
  call(topMenuApi.grant, { body: { topMenuIds: idList(topMenuIds), menuIds } });

// ------------------------------------------------------------------ organisation
export const depts = crudResource<DeptRow>(
  'dept',
  { page: deptApi.list, detail: deptApi.detail, submit: deptApi.submit, remove: deptApi.remove },
  (row) => ({ ...row, parentId: row.parentId ?? '0' }),
);
export const deptTree = picker<TreeNode>('dept-tree', () => call(deptApi.tree));
export const posts = crudResource<PostRow>('post', postApi);
export const postOptions = picker('post-select', () => call(postApi.select));

// ------------------------------------------------------------------ dictionaries, parameters, clients
const dictCalls = { detail: dictApi.detail, submit: dictApi.submit, remove: dictApi.remove };
export const dictParents = crudResource<DictRow>('dict-parent', { page: dictApi.list, ...dictCalls });
export const dictChildren = crudResource<DictRow>('dict-child', { page: dictApi.childList, ...dictCalls });
export const sealDicts = (ids: string[], isSealed: 0 | 1) => call(dictApi.seal, { query: { ids: idList(ids), isSealed } });
export const params = crudResource<ParamRow>('param', paramApi);
export const clients = crudResource<ClientRow>('client', clientApi);

/** 对象存储 (platform): the storage configurations; enable one per scope, test a connection. */
export const ossConfigs = crudResource<OssRow>('oss', {
  page: ossApi.list,
  detail: ossApi.detail,
  submit: ossApi.submit,
  remove: ossApi.remove,
});
export const enableOss = (id: string) => call(ossApi.enable, { query: { id } });
export const testOss = (id: string) => call(ossApi.test, { query: { id } });

// ------------------------------------------------------------------ regions (a lazy tree)
export const regionChildren = (parentCode: string) => call(regionApi.lazyTree, { query: { parentCode } });
export const regionDetail = (code: string) => call(regionApi.detail, { query: { code } });
export const saveRegion = (region: BodyOf<typeof regionApi.submit>) => call(regionApi.submit, { body: region });
export const removeRegion = (code: string) => call(regionApi.remove, { query: { id: code } });

// ------------------------------------------------------------------ tenants
export const tenants = crudResource<TenantRow>('tenant', tenantApi);
/** The form edits the menus as `menuId` (a list, sent comma-joined). */
export const tenantPackages = crudResource<TenantPackageRow & { menuId?: string | string[] }>('tenant-package', tenantPackageApi);
export const tenantPackageOptions = picker('tenant-packages', () => call(tenantPackageApi.select));
export const tenantServices = crudResource<TenantServiceRow>('tenant-service', tenantServiceApi);
export const tenantApplies = defineResource<TenantApplyRow>({
  key: 'tenant-apply',
  list: (query) => call(tenantApplyApi.page, { query }),
  remove: (ids) => call(tenantApplyApi.remove, { query: { ids: idList(ids) } }),
});
export const auditApply = (id: string, verdict: { auditStatus: number; auditRemark?: string }) =>
  call(tenantApplyApi.audit, { body: { id, ...verdict } });
