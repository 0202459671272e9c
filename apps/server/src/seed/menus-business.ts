import { CRUD, CRUD_EXPORT, ORDER, SHELF, type MenuSeed } from './menu-seed.ts';

/** The merchant's other business: e-cards, marketing, members, decoration, reports. */
export const BUSINESS_MENUS: MenuSeed[] = [
  {
    code: 'ele_card',
    name: '电子卡',
    path: '/eleCardManage',
    icon: 'icon-ka',
    children: [
      { code: 'ele_card_list', name: '电子卡列表', path: '/eleCardManage/index', keepAlive: true, buttons: [...SHELF, ['give', '赠送']] },
      { code: 'ele_card_order', name: '电子卡订单', path: '/eleCardManage/order', buttons: ORDER },
      {
        code: 'ele_card_exchange',
        name: '兑换记录',
        path: '/eleCardManage/exchange',
        keepAlive: true,
        buttons: [
          ['view', '查看'],
          ['export', '导出'],
        ],
      },
      {
        code: 'ele_card_write_off',
        name: '核销记录',
        path: '/eleCardManage/writeOff',
        keepAlive: true,
        buttons: [
          ['view', '查看'],
          ['export', '导出'],
        ],
      },
      {
        code: 'ele_card_code',
        name: '激活码',
        path: '/eleCardManage/activationCode',
        buttons: [...CRUD_EXPORT, ['forbidden', '禁用'], ['start', '启用'], ['message', '发送短信']],
      },
      { code: 'ele_card_upgrade', name: '升级方案', path: '/eleCardManage/upgrade', buttons: CRUD },
      { code: 'member_card', name: '会员卡', path: '/memberCardManage/index', buttons: CRUD_EXPORT },
    ],
  },
  {
    code: 'marketing',
    name: '营销中心',
    path: '/activityNew',
    icon: 'icon-yingxiao',
    children: [
      { code: 'seckill', name: '秒杀活动', path: '/activityNew/seckill', buttons: [...CRUD, ['effective', '生效失效'], ['copy', '复制']] },
      {
        code: 'group_buy',
        name: '拼团活动',
        path: '/activityNew/groupBuy',
        buttons: [...CRUD, ['effective', '生效失效'], ['copy', '复制']],
      },
      { code: 'reservation', name: '活动预约', path: '/activityNew/reservation', buttons: [...CRUD, ['audit', '审核']] },
      { code: 'coupon', name: '优惠券', path: '/couponManagement/index', buttons: [...CRUD_EXPORT, ['shelf', '上下架']] },
      { code: 'point', name: '积分商城', path: '/pointManagement/index', buttons: CRUD },
      { code: 'distribution', name: '分销裂变', path: '/distribution/index', buttons: [...CRUD_EXPORT, ['audit', '审核']] },
      {
        code: 'distribution_goods',
        name: '商品分销',
        path: '/distribution/goods',
        buttons: [
          ['view', '查看'],
          ['authorize', '分销授权'],
          ['price', '自动调价'],
          ['inventory', '分销库存'],
          ['model', '分销模式'],
        ],
      },
      { code: 'ad_banner', name: '广告位', path: '/adBanner/index', buttons: [...CRUD, ['open', '开启关闭']] },
      // The calls of this page are guarded by the 营销中心 code itself (MARKETING_TOOL_PERM).
      { code: 'shop_setting', name: '商城设置', path: '/activityNew/shopSetting', buttons: false },
      { code: 'new_year_festival', name: '新春活动', path: '/newYearFestival/index', sort: -999, buttons: CRUD },
      { code: 'free_ticket', name: '免票政策', path: '/activityNew/freeTicket', buttons: CRUD },
    ],
  },
  {
    code: 'member',
    name: '会员管理',
    path: '/memberManagement',
    icon: 'icon-huiyuan',
    children: [
      { code: 'member_settings', name: '会员设置', path: '/memberManagement/settings', buttons: [['edit', '修改']] },
      { code: 'member_discount', name: '会员折扣', path: '/memberManagement/discount', buttons: [['edit', '修改']] },
      {
        code: 'merchant_user',
        name: '用户列表',
        path: '/merchantUser/index',
        buttons: [
          ['view', '查看'],
          ['export', '导出'],
          ['label', '标签'],
          ['unmask', '查看完整信息'],
          ['edit', '修改'],
          ['delete', '删除'],
        ],
      },
      {
        code: 'blacklist',
        name: '黑名单',
        path: '/merchantUser/blacklist',
        buttons: [
          ['lock', '拉黑'],
          ['unlock', '解除'],
        ],
      },
    ],
  },
  {
    code: 'customize',
    name: '店铺装修',
    path: '/customize',
    icon: 'icon-zhuangxiu',
    children: [
      { code: 'customize_page', name: '页面装修', path: '/customize/index', buttons: [...CRUD, ['publish', '发布'], ['rollback', '回滚']] },
      { code: 'image_text_dict', name: '图文字典', path: '/imageTextdDictionary/index', buttons: CRUD },
    ],
  },
  {
    code: 'report',
    name: '数据报表',
    path: '/report',
    icon: 'icon-baobiao',
    children: [
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
];
