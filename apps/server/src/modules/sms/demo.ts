import type { DemoSeeder } from '../../platform/module.ts';
import { sql } from '../../platform/sql.ts';

/**
 * Demo: the platform's sandbox account sending for the first merchant; its approved sign 云游票务,
 * approved templates bound to the login, hotel and activation scenes, one template waiting for the
 * platform's audit, and a few records (one failed, to resend).
 */
export const smsDemo: DemoSeeder = async (q, { demo }) => {
  await q.query(sql`INSERT INTO sms_account (tenant_id, account_name, provider, tenant_ids, remark)
    VALUES ('000000', '平台沙箱短信', 'sandbox', ${[demo]}::text[], '演示账号: 不真实发送, 正式环境请配置阿里云或腾讯云短信')`);
  const sign = await q.one<{ id: string }>(sql`INSERT INTO sms_sign (tenant_id, sign_name, sign_source, remark, audit_status, audit_time)
    VALUES (${demo}, '云游票务', 1, '景区票务通知', 1, now()) RETURNING id`);
  await q.query(sql`INSERT INTO sms_sign (tenant_id, sign_name, sign_source, remark) VALUES (${demo}, '云游酒店', 1, '酒店预订通知')`);
  const tpl = async (name: string, type: number, content: string, variables: string[], approved: boolean) =>
    (await q.one<{ id: string }>(sql`INSERT INTO sms_template (tenant_id, template_name, template_type, sign_id, content, variables,
        audit_status, audit_time, provider_code)
      VALUES (${demo}, ${name}, ${type}, ${sign!.id}, ${content}, ${variables}::text[], ${approved ? 1 : 0},
        ${approved ? sql`now()` : null}, ${approved ? 'SMS_DEMO' : null}) RETURNING id`))!.id;
  const login = await tpl('登录验证码', 1, '您的验证码为${code}, 5分钟内有效, 请勿泄露。', ['code'], true);
  const hotel = await tpl('酒店订单通知', 2, '${text}', ['text'], true);
  const card = await tpl('电子卡激活码', 2, '${text}', ['text'], true);
  await tpl('订单支付成功', 2, '您的订单${orderNo}(${product})已支付成功, 请按时游玩。', ['orderNo', 'product'], false);
  for (const [scene, id] of [
    ['login_code', login],
    ['hotel_confirmed', hotel],
    ['activation_code', card],
  ] as const)
    await q.query(sql`INSERT INTO sms_scene (tenant_id, scene_code, template_id) VALUES (${demo}, ${scene}, ${id})`);
  const rec = (phone: string, scene: string, content: string, status: number, reason: string | null, minutesAgo: number) =>
    q.query(sql`INSERT INTO sms_record (tenant_id, phone, scene_code, sign_name, content, provider, biz_id, send_status, fail_reason,
        attempts, send_time, receive_time, create_time)
      VALUES (${demo}, ${phone}, ${scene}, '云游票务', ${content}, 'sandbox', ${`demo-${phone}-${minutesAgo}`}, ${status}, ${reason}, 1,
        now() - make_interval(mins => ${minutesAgo}), ${status === 2 ? sql`now() - make_interval(mins => ${minutesAgo})` : null},
        now() - make_interval(mins => ${minutesAgo}))`);
  await rec('13800138000', 'login_code', '【云游票务】您的验证码为******, 5分钟内有效, 请勿泄露。', 2, null, 120);
  await rec('13912345678', 'hotel_confirmed', '【云游票务】您预订的云栖山居大床房1间已确认, 请凭入住人证件办理入住。', 2, null, 60);
  await rec(
    '17000001234',
    'activation_code',
    '【云游票务】李强,您的年卡激活码: 8K2M9Q, 请于2026-12-31前激活',
    3,
    '号码无法接收短信(沙箱)',
    30,
  );
};
