import type { z } from 'zod';
import { SMS_MSG, SMS_SCENES, type SmsSceneRow, type smsSceneForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad } from '../../../platform/errors.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { approvedTemplate } from '../templates/service.ts';
import * as repo from './repo.ts';

/** Inform scenes (通知场景): each business event and the approved template it is sent with. */
export async function list(ctx: Ctx): Promise<SmsSceneRow[]> {
  const rows = new Map((await repo.bound(ctx.data)).map((r) => [r.scene_code, r]));
  return SMS_SCENES.map((s) => {
    const r = rows.get(s.value);
    return {
      scene: s.value,
      sceneName: s.label,
      variables: s.variables,
      id: r?.id ?? null,
      templateId: r?.template_id ?? null,
      templateName: r?.template_name ?? null,
      content: r?.content ?? null,
    };
  });
}

/** Bind an event to an approved template whose variables the event fills. */
export async function submit(ctx: Ctx, form: z.output<typeof smsSceneForm>) {
  const scene = SMS_SCENES.find((s) => s.value === form.scene)!;
  const t = await approvedTemplate(ctx, form.templateId);
  const missing = t.variables.find((v) => !(scene.variables as readonly string[]).includes(v));
  if (missing) throw bad(`${scene.label}不提供变量${missing}, 可用: ${scene.variables.join(', ')}`);
  await repo.bind(ctx.data, form.scene, form.templateId);
  return (await list(ctx)).find((s) => s.scene === form.scene)!;
}

export async function remove(ctx: Ctx, scene: string) {
  if (!SMS_SCENES.some((s) => s.value === scene)) throw bad(SMS_MSG.providerRequired);
  return (await repo.unbind(ctx.data, scene)).length;
}

export const groups = () => [
  { group: '验证码', scenes: SMS_SCENES.filter((s) => s.value === 'login_code') },
  { group: '订单通知', scenes: SMS_SCENES.filter((s) => s.value !== 'login_code') },
];

export const templateOf = (db: Scoped, scene: string) => repo.templateOf(db, scene);
