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

const CRUD: [string, string][] = [['add', '新增'], ['edit', '修改'], ['delete', '删除'], ['view', '查看']];
const CRUD_EXPORT: [string, string][] = [...CRUD, ['export', '导出']];
const SHELF: [string, string][] = [...CRUD_EXPORT, ['shelf', '上下架'], ['copy', '复制']];
const ORDER: [string, string][] = [['view', '查看'], ['export', '导出'], ['refund', '退款'], ['part_refund', '部分退款'], ['forced_refund', '强制退款'], ['audit', '审核'], ['remark', '备注']];

export const MENU_TREE: MenuSeed[] = [
  {
    code: 'product', name: '产品管理', path: '/product', icon: 'icon-shangpin', children: [
      { code: 'scenic', name: '景区管理', path: '/scenic/index', buttons: [...SHELF, ['preview', '预览'], ['recommend', '线下推荐']] },
      { code: 'product_ticket', name: '门票管理', path: '/product/ticket', keepAlive: true, buttons: [...SHELF, ['inventory', '库存价格'], ['channel', '渠道'], ['batch', '批量修改'], ['sync', '同步']] },
      { code: 'product_specs', name: '规格模板', path: '/product/specsConfig', buttons: CRUD },
      { code: 'product_classify', name: '商品分类', path: '/goods/classify', buttons: [...CRUD, ['show', '显示隐藏'], ['transfer', '转移商品']] },
      { code: 'product_label', name: '商品标签', path: '/goods/label' },
      { code: 'product_stock', name: '库存记录', path: '/product/stockRecord', buttons: [['view', '查看'], ['export', '导出']] },
      { code: 'hotel', name: '酒店管理', path: '/hotel/index', buttons: SHELF },
      { code: 'hotel_housetype', name: '房型管理', path: '/hotel/housetype', keepAlive: true, buttons: SHELF },
      { code: 'hotel_product', name: '酒店产品', path: '/hotel/product', keepAlive: true, buttons: SHELF },
      { code: 'food', name: '美食管理', path: '/food/index', buttons: SHELF },
      { code: 'line', name: '线路管理', path: '/line/index', buttons: SHELF },
      { code: 'goods', name: '商品管理', path: '/goods/index', buttons: SHELF },
      { code: 'combined_goods', name: '组合商品', path: '/combinedGoods/index', buttons: SHELF },
      { code: 'blind_box', name: '盲盒管理', path: '/blindBoxManage/index', buttons: SHELF },
      { code: 'digital_collection', name: '数字藏品', path: '/digitalCollection/index', buttons: SHELF },
      { code: 'audio', name: '语音导览', path: '/audioManage/index', buttons: SHELF },
      { code: 'movie', name: '影院影片', path: '/movie/index', keepAlive: true, buttons: SHELF },
      { code: 'meal_set_coupon', name: '套餐券', path: '/mealSetCoupon/index', buttons: SHELF },
      { code: 'group_coupon', name: '团购券', path: '/groupCouponManage/index', buttons: SHELF },
      { code: 'one_code_pass', name: '一码通', path: '/oneCodePassManage/index', buttons: CRUD },
      { code: 'supplier_code', name: '供应商编码', path: '/merchantResources/supplierCode', buttons: CRUD },
    ],
  },
  {
    code: 'merchant_order', name: '订单管理', path: '/merchantOrder', icon: 'icon-dingdan', children: [
      { code: 'order_scenic', name: '景区订单', path: '/merchantOrder/scenic', keepAlive: true, buttons: [...ORDER, ['place', '下单'], ['cancel', '取消订单'], ['reschedule', '改期']] },
      { code: 'order_abnormal', name: '异常订单', path: '/merchantOrder/abnormal', keepAlive: true, buttons: ORDER },
      { code: 'order_team', name: '团队订单', path: '/merchantOrder/team', keepAlive: true, buttons: ORDER },
      { code: 'order_goods', name: '商品订单', path: '/merchantOrder/goods', buttons: ORDER },
      { code: 'order_hotel', name: '酒店订单', path: '/merchantOrder/hotel', keepAlive: true, buttons: [...ORDER, ['confirm', '确认'], ['reschedule', '改期']] },
      { code: 'order_package_coupon', name: '套餐券订单', path: '/merchantOrder/packageCoupon', buttons: ORDER },
      { code: 'order_voice', name: '语音订单', path: '/merchantOrder/voiceOrder', buttons: ORDER },
      { code: 'order_book_goods', name: '预约商品订单', path: '/merchantOrder/bookGoodsList', buttons: ORDER },
    ],
  },
  {
    code: 'ticket', name: '检票管理', path: '/ticket', icon: 'icon-jianpiao', children: [
      { code: 'ticket_check', name: '检票核销', path: '/ticket/check', buttons: [['verify', '核销'], ['batch_verify', '批量核销']] },
      { code: 'ticket_verification', name: '核销记录', path: '/ticket/verification', keepAlive: true, buttons: [['view', '查看'], ['export', '导出']] },
      { code: 'ticket_verifier', name: '核销员', path: '/ticket/verifier', buttons: [...CRUD, ['status', '启用停用']] },
      { code: 'ticket_verify_config', name: '核销方式配置', path: '/ticket/verifyConfig', buttons: [['edit', '修改']] },
      { code: 'ticket_verify_power', name: '核销权限', path: '/ticket/verifyPower', buttons: CRUD },
      { code: 'ticket_device_record', name: '设备核销记录', path: '/ticket/deviceRecord', buttons: [['view', '查看']] },
    ],
  },
  {
    code: 'window_ticket', name: '窗口售票', path: '/windowTicket', icon: 'icon-shoupiao', children: [
      { code: 'window_ticket_sale', name: '售票', path: '/windowTicket/index', buttons: [['sell', '售票'], ['print', '打印'], ['refund', '退票'], ['forced_refund', '强制退票'], ['reschedule', '改签']] },
      { code: 'window_ticket_setting', name: '售票设置', path: '/windowTicket/ticketSetting', buttons: CRUD },
      { code: 'window_ticket_template', name: '打印模板', path: '/windowTicket/design', buttons: [...CRUD, ['copy', '复制']] },
      { code: 'window_ticket_report', name: '售票报表', path: '/windowTicket/salesReports', buttons: [['view', '查看'], ['export', '导出']] },
      { code: 'window_ticket_customer', name: '窗口客户', path: '/windowTicket/customer', buttons: [...CRUD_EXPORT, ['enable', '启用停用']] },
    ],
  },
  {
    code: 'ele_card', name: '电子卡', path: '/eleCardManage', icon: 'icon-ka', children: [
      { code: 'ele_card_list', name: '电子卡列表', path: '/eleCardManage/index', keepAlive: true, buttons: [...SHELF, ['give', '赠送']] },
      { code: 'ele_card_order', name: '电子卡订单', path: '/eleCardManage/order', buttons: ORDER },
      { code: 'ele_card_exchange', name: '兑换记录', path: '/eleCardManage/exchange', keepAlive: true, buttons: [['view', '查看'], ['export', '导出']] },
      { code: 'ele_card_write_off', name: '核销记录', path: '/eleCardManage/writeOff', keepAlive: true, buttons: [['view', '查看'], ['export', '导出']] },
      { code: 'ele_card_code', name: '激活码', path: '/eleCardManage/activationCode', buttons: [...CRUD_EXPORT, ['forbidden', '禁用'], ['start', '启用'], ['message', '发送短信']] },
      { code: 'ele_card_upgrade', name: '升级方案', path: '/eleCardManage/upgrade', buttons: CRUD },
      { code: 'member_card', name: '会员卡', path: '/memberCardManage/index', buttons: CRUD_EXPORT },
    ],
  },
  {
    code: 'marketing', name: '营销中心', path: '/activityNew', icon: 'icon-yingxiao', children: [
      { code: 'seckill', name: '秒杀活动', path: '/activityNew/seckill', buttons: [...CRUD, ['effective', '生效失效'], ['copy', '复制']] },
      { code: 'group_buy', name: '拼团活动', path: '/activityNew/groupBuy', buttons: [...CRUD, ['effective', '生效失效'], ['copy', '复制']] },
      { code: 'reservation', name: '活动预约', path: '/activityNew/reservation', buttons: [...CRUD, ['audit', '审核']] },
      { code: 'coupon', name: '优惠券', path: '/couponManagement/index', buttons: [...CRUD_EXPORT, ['shelf', '上下架']] },
      { code: 'point', name: '积分商城', path: '/pointManagement/index', buttons: CRUD },
      { code: 'distribution', name: '分销裂变', path: '/distribution/index', buttons: [...CRUD_EXPORT, ['audit', '审核']] },
      { code: 'distribution_goods', name: '商品分销', path: '/distribution/goods',
        buttons: [['view', '查看'], ['authorize', '分销授权'], ['price', '自动调价'], ['inventory', '分销库存'], ['model', '分销模式']] },
      { code: 'ad_banner', name: '广告位', path: '/adBanner/index', buttons: [...CRUD, ['open', '开启关闭']] },
      { code: 'new_year_festival', name: '新春活动', path: '/newYearFestival/index', sort: -999, buttons: CRUD },
    ],
  },
  {
    code: 'member', name: '会员管理', path: '/memberManagement', icon: 'icon-huiyuan', children: [
      { code: 'member_settings', name: '会员设置', path: '/memberManagement/settings', buttons: [['edit', '修改']] },
      { code: 'member_discount', name: '会员折扣', path: '/memberManagement/discount', buttons: [['edit', '修改']] },
      { code: 'merchant_user', name: '用户列表', path: '/merchantUser/index', buttons: [['view', '查看'], ['export', '导出'], ['label', '标签']] },
      { code: 'blacklist', name: '黑名单', path: '/merchantUser/blacklist', buttons: [['lock', '拉黑'], ['unlock', '解除']] },
    ],
  },
  {
    code: 'customize', name: '店铺装修', path: '/customize', icon: 'icon-zhuangxiu', children: [
      { code: 'customize_page', name: '页面装修', path: '/customize/index', buttons: [...CRUD, ['publish', '发布'], ['rollback', '回滚']] },
      { code: 'image_text_dict', name: '图文字典', path: '/imageTextdDictionary/index', buttons: CRUD },
    ],
  },
  {
    code: 'report', name: '数据报表', path: '/report', icon: 'icon-baobiao', children: [
      { code: 'order_report', name: '订单报表', path: '/orderReport/index', buttons: [['export', '导出']] },
      { code: 'scenic_operation', name: '景区运营', path: '/scenicOperation/index', buttons: [['export', '导出']] },
      { code: 'ticket_statistics', name: '检票统计', path: '/report/ticketStatistics/list', isAuth: true, buttons: [['export', '导出']] },
      { code: 'ecard_report', name: '电子卡报表', path: '/eCardReport/dailySales', buttons: [['export', '导出']] },
      { code: 'sup_dis_report', name: '供应分销报表', path: '/supDisReport/index', keepAlive: true, buttons: [['export', '导出']] },
      { code: 'users_report', name: '用户分析', path: '/usersReport/sex', buttons: [['export', '导出']] },
      { code: 'supply_market_report', name: '供应市场报表', path: '/supplyMarketReport/index', buttons: [['export', '导出']] },
      { code: 'finance_report', name: '财务报表', path: '/report/finance', buttons: [['export', '导出']] },
      { code: 'hotel_report', name: '酒店报表', path: '/hotel/report', keepAlive: true, buttons: [['export', '导出']] },
      { code: 'real_time', name: '实时客流', path: '/realTimeMan/index', buttons: CRUD },
    ],
  },
  {
    code: 'cooperative', name: '合作伙伴', path: '/cooperative', icon: 'icon-hezuo', children: [
      { code: 'cooperative_distributor', name: '分销商账户', path: '/cooperative/distributor', buttons: [...CRUD_EXPORT, ['adjust', '调账']] },
      { code: 'cooperative_supplier', name: '供应商账户', path: '/cooperative/supplier', buttons: [...CRUD_EXPORT, ['adjust', '调账']] },
    ],
  },
  {
    code: 'device', name: '设备管理', path: '/device', icon: 'icon-shebei', children: [
      { code: 'device_manage', name: '设备列表', path: '/deviceManage/index', buttons: CRUD },
      { code: 'device_monitor', name: '设备监控', path: '/deviceMonitor/index', buttons: [['refresh', '刷新']] },
    ],
  },
  {
    code: 'merchant_general', name: '商户设置', path: '/merchantGeneral', icon: 'icon-shezhi', children: [
      { code: 'mp', name: '小程序发布', path: '/merchantManage/mp', buttons: [['audit', '提交审核'], ['release', '发布'], ['revert', '回退']] },
      { code: 'pay_config', name: '支付配置', path: '/merchantGeneral/payConfig', roles: 'administrator,admin', buttons: [['edit', '修改'], ['start', '启用停用']] },
      { code: 'sms', name: '短信管理', path: '/merchantGeneral/sms', buttons: [...CRUD, ['audit', '审核']] },
      { code: 'invoice', name: '发票管理', path: '/invoiceManagement/index', buttons: CRUD },
      { code: 'shipping_template', name: '运费模板', path: '/shippingTemplate/index', buttons: CRUD },
      { code: 'open_api', name: '开放接口', path: '/openAPIAccount/index', buttons: [...CRUD, ['enable', '启用停用']] },
      { code: 'manual', name: '操作手册', path: '/merchantGeneral/manual', buttons: false },
      { code: 'notice', name: '通知公告', path: '/merchantGeneral/notice', buttons: CRUD },
    ],
  },
  {
    code: 'system', name: '系统管理', path: '/system', icon: 'icon-xitong', children: [
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
    ],
  },
  {
    code: 'tenant_manage', name: '租户管理', path: '/tenant', icon: 'icon-zuhu', scope: 'platform', children: [
      { code: 'tenant', name: '租户列表', path: '/system/tenant', buttons: [...CRUD, ['setting', '授权配置']] },
      { code: 'tenant_apply', name: '租户申请', path: '/system/tenantApply', buttons: [['audit', '审核'], ['delete', '删除'], ['view', '查看']] },
      { code: 'tenant_package', name: '产品版本', path: '/system/tenantPackage' },
      { code: 'tenant_service', name: '附加服务', path: '/system/tenantService' },
    ],
  },
  {
    code: 'monitor', name: '系统监控', path: '/monitor', icon: 'icon-jiankong', children: [
      { code: 'log_api', name: '操作日志', path: '/monitor/log/api', buttons: false },
      { code: 'log_error', name: '错误日志', path: '/monitor/log/error', buttons: false },
    ],
  },
];
