import { CRUD, CRUD_EXPORT, type MenuSeed } from './menu-seed.ts';

/** Partners, devices, merchant settings, system administration, tenants and monitoring. */
export const ADMIN_MENUS: MenuSeed[] = [
  {
    code: 'cooperative',
    name: '合作伙伴',
    path: '/cooperative',
    icon: 'icon-hezuo',
    children: [
      {
        code: 'cooperative_distributor',
        name: '分销商账户',
        path: '/cooperative/distributor',
        buttons: [...CRUD_EXPORT, ['adjust', '调账'], ['approve', '调账审批'], ['order', '代下单']],
      },
      {
        code: 'cooperative_supplier',
        name: '供应商账户',
        path: '/cooperative/supplier',
        buttons: [...CRUD_EXPORT, ['adjust', '调账'], ['approve', '调账审批']],
      },
    ],
  },
  {
    code: 'device',
    name: '设备管理',
    path: '/device',
    icon: 'icon-shebei',
    children: [
      {
        code: 'device_manage',
        name: '设备列表',
        path: '/deviceManage/index',
        buttons: [...CRUD, ['status', '启用停用'], ['credential', '设备凭证']],
      },
      { code: 'device_monitor', name: '设备监控', path: '/deviceMonitor/index', buttons: [['refresh', '刷新']] },
    ],
  },
  {
    code: 'merchant_general',
    name: '商户设置',
    path: '/merchantGeneral',
    icon: 'icon-shezhi',
    children: [
      {
        code: 'mp',
        name: '小程序发布',
        path: '/merchantManage/mp',
        buttons: [
          ['audit', '提交审核'],
          ['release', '发布'],
          ['revert', '回退'],
          ['auth', '授权'],
          ['upload', '上传代码'],
          ['setting', '设置'],
        ],
      },
      {
        code: 'pay_config',
        name: '支付配置',
        path: '/merchantGeneral/payConfig',
        roles: 'administrator,admin',
        buttons: [
          ['edit', '修改'],
          ['start', '启用停用'],
        ],
      },
      { code: 'sms', name: '短信管理', path: '/merchantGeneral/sms', buttons: [...CRUD, ['audit', '审核']] },
      {
        code: 'invoice',
        name: '发票管理',
        path: '/invoiceManagement/index',
        buttons: [...CRUD_EXPORT, ['issue', '开票'], ['red', '红冲']],
      },
      { code: 'shipping_template', name: '运费模板', path: '/shippingTemplate/index', buttons: CRUD },
      { code: 'open_api', name: '开放接口', path: '/openAPIAccount/index', buttons: [...CRUD, ['enable', '启用停用']] },
      { code: 'manual', name: '操作手册', path: '/merchantGeneral/manual', buttons: false },
      { code: 'notice', name: '通知公告', path: '/merchantGeneral/notice', buttons: CRUD },
    ],
  },
  {
    code: 'system',
    name: '系统管理',
    path: '/system',
    icon: 'icon-xitong',
    children: [
      { code: 'user', name: '用户管理', path: '/system/user', buttons: [...CRUD, ['role', '角色配置'], ['reset', '密码重置']] },
      { code: 'dept', name: '机构管理', path: '/system/dept' },
      { code: 'post', name: '岗位管理', path: '/system/post' },
      { code: 'role', name: '角色管理', path: '/system/role', buttons: [...CRUD, ['menu', '权限设置']] },
      { code: 'dict', name: '字典管理', path: '/system/dict' },
      { code: 'topmenu', name: '顶部菜单', path: '/system/topmenu', buttons: [...CRUD, ['setting', '菜单配置']] },
      { code: 'menu', name: '菜单管理', path: '/system/menu', scope: 'platform' },
      { code: 'param', name: '参数管理', path: '/system/param', scope: 'platform' },
      { code: 'region', name: '行政区划', path: '/system/region', scope: 'platform' },
      { code: 'data_scope', name: '数据权限', path: '/authority/datascope', scope: 'platform' },
      { code: 'api_scope', name: '接口权限', path: '/authority/apiscope', scope: 'platform' },
      { code: 'client', name: '应用管理', path: '/system/client', scope: 'platform' },
      {
        code: 'oss',
        name: '对象存储',
        path: '/resource/oss',
        scope: 'platform',
        buttons: [...CRUD, ['enable', '启用']],
      },
    ],
  },
  {
    code: 'tenant_manage',
    name: '租户管理',
    path: '/tenant',
    icon: 'icon-zuhu',
    scope: 'platform',
    children: [
      { code: 'tenant', name: '租户列表', path: '/system/tenant', buttons: [...CRUD, ['setting', '授权配置']] },
      {
        code: 'tenant_apply',
        name: '租户申请',
        path: '/system/tenantApply',
        buttons: [
          ['audit', '审核'],
          ['delete', '删除'],
          ['view', '查看'],
        ],
      },
      { code: 'tenant_package', name: '产品版本', path: '/system/tenantPackage' },
      { code: 'tenant_service', name: '附加服务', path: '/system/tenantService' },
    ],
  },
  {
    code: 'monitor',
    name: '系统监控',
    path: '/monitor',
    icon: 'icon-jiankong',
    children: [
      { code: 'log_api', name: '操作日志', path: '/monitor/log/api', buttons: false },
      { code: 'log_error', name: '错误日志', path: '/monitor/log/error', buttons: false },
    ],
  },
];
