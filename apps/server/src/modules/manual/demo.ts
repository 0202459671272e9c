import type { DemoSeeder } from '../../platform/module.ts';
import { sql } from '../../platform/sql.ts';

/** Demo: the first chapters of both manuals (the platform's, read by every merchant). */
export const manualDemo: DemoSeeder = async (q) => {
  const add = async (kind: number, parent: string, title: string, content: string, sort: number) =>
    (await q.one<{ id: string }>(sql`INSERT INTO yym_manual (tenant_id, kind, parent_id, title, content, sort)
      VALUES ('000000', ${kind}, ${parent}, ${title}, ${content}, ${sort}) RETURNING id`))!.id;
  const start = await add(1, '0', '快速入门', '<p>欢迎使用商户后台。本手册介绍从开通到售票的全部步骤。</p>', 1);
  await add(1, start, '登录与切换商户', '<p>使用账号密码或<b>短信验证码</b>登录; 右上角头像菜单可切换商户。</p>', 1);
  await add(1, start, '首页与通知', '<p>顶部铃铛显示未读的站内信数量, 点击查看并标记已读; 通知公告每5分钟刷新一次。</p>', 2);
  const sell = await add(1, '0', '商品与售票', '<p>先建景区, 再建门票商品, 设置价格日历与库存后上架。</p>', 2);
  await add(1, sell, '门票商品上架', '<p>在<b>商品管理</b>中新增门票, 填写规格、价格日历和库存, 保存后点击上架。</p>', 1);
  await add(1, sell, '订单与退款', '<p>订单列表可按状态筛选; 游客申请的退款在退款审核中处理。</p>', 2);
  const sms = await add(1, '0', '短信与开放接口', '<p>短信签名和模板需平台审核通过后才能使用。</p>', 3);
  await add(1, sms, '申请短信签名和模板', '<p>在<b>短信管理</b>中申请签名, 通过后申请模板, 模板变量写作 ${code} 并在变量中声明。</p>', 1);
  await add(
    1,
    sms,
    '开放接口对接',
    '<p>在<b>开放接口</b>中创建账号, 密钥只显示一次, 请立即保存。签名方法见接口文档 /api/open/v1/openapi.json。</p>',
    2,
  );
  const fund = await add(2, '0', '资金结算', '<p>在线支付的款项由支付渠道结算到商户账户。</p>', 1);
  await add(2, fund, '退款资金流向', '<p>退款原路退回; 挂账(开放接口)订单的款项由商户与分销商线下结算。</p>', 1);
  await add(2, fund, '对账', '<p>财务报表按日汇总收款、退款和手续费, 可导出Excel对账。</p>', 2);
};
