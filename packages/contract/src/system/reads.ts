import type { Endpoint } from '../endpoint.ts';

/**
 * Who may read configuration, staff and the grants: reads are guarded like writes. Each list names
 * the page's menu code and its view button (a role granted the whole page holds both; one granted
 * some of its buttons holds only the buttons), plus the pages whose forms pick from the list (the
 * user form picks departments, roles and posts). The platform administrator holds every code.
 */
export const READ_PERMS = {
  param: ['param', 'param_view'],
  client: ['client', 'client_view'],
  user: ['user', 'user_view'],
  role: ['role', 'role_view'],
  /** The role tree: the role page and the user form's role pickers. */
  rolePicker: ['role', 'role_view', 'user', 'user_view', 'user_role'],
  /** What roles are granted, and the trees of the grant dialog. */
  roleGrant: ['role', 'role_view', 'role_menu'],
  menu: ['menu', 'menu_view'],
  /** The menu tree: the menu, top menu, scope and product version pages pick menus from it. */
  menuPicker: [
    'menu',
    'menu_view',
    'topmenu',
    'topmenu_view',
    'topmenu_setting',
    'data_scope',
    'data_scope_view',
    'api_scope',
    'api_scope_view',
    'tenant_package',
    'tenant_package_view',
    'role_menu',
  ],
  topMenu: ['topmenu', 'topmenu_view', 'topmenu_setting'],
  dataScope: ['data_scope', 'data_scope_view'],
  apiScope: ['api_scope', 'api_scope_view'],
  dept: ['dept', 'dept_view'],
  /** The department tree: the department page and the user form. */
  deptPicker: ['dept', 'dept_view', 'user', 'user_view'],
  post: ['post', 'post_view'],
  postPicker: ['post', 'post_view', 'user', 'user_view'],
  dict: ['dict', 'dict_view'],
  /** The /wel/dashboard figures: staff, roles, departments and the operation log of the tenant. */
  dashboard: ['user', 'user_view', 'log_api'],
} as const satisfies Record<string, readonly string[]>;

type Reads = { page: Endpoint; detail: Endpoint };

/** A managed table's endpoints with a button code on their reads (page and detail) too. */
export function guardReads<E extends Reads>(eps: E, perm: readonly string[]): E {
  return { ...eps, page: { ...eps.page, perm }, detail: { ...eps.detail, perm } };
}
