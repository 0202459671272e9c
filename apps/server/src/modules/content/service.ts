import type { z } from 'zod';
import { IMAGE_TEXT_PERMS, MSG, type ImageTextList, type ImageTextRow, type imageTextForm, type imageTextQuery } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { bad, forbidden, notFound } from '../../platform/errors.ts';
import * as repo from './repo.ts';

type ImageTextForm = z.output<typeof imageTextForm>;
type ImageTextQuery = z.output<typeof imageTextQuery>;

export const imageTextPage = (ctx: Ctx, q: ImageTextQuery) => repo.imageTextPage(ctx.data, q);

/** The editor's image-text picker: the list answers {total, list} (spec 2 §7). */
export async function imageTextList(ctx: Ctx, q: ImageTextQuery): Promise<ImageTextList> {
  const page = await repo.imageTextPickerPage(ctx.data, q);
  return { total: page.total, list: page.records, current: page.current, size: page.size };
}

export const imageTextDetail = (ctx: Ctx, id: string) => ctx.data.get<ImageTextRow>(repo.IMAGE_TEXT, id);

/** Add (no id) or update (with id); submit checks the button code of the one it does. */
export async function submitImageText(ctx: Ctx, form: ImageTextForm) {
  const code = form.id ? IMAGE_TEXT_PERMS.edit : IMAGE_TEXT_PERMS.add;
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
  return form.id ? updateImageText(ctx, form) : addImageText(ctx, form);
}

export const addImageText = (ctx: Ctx, form: ImageTextForm) => ctx.data.insert<ImageTextRow>(repo.IMAGE_TEXT, { ...form, id: undefined });

export function updateImageText(ctx: Ctx, form: ImageTextForm) {
  if (!form.id) throw bad(MSG.paramInvalid);
  return ctx.data.update<ImageTextRow>(repo.IMAGE_TEXT, form.id, form);
}

export async function removeImageTexts(ctx: Ctx, ids: string[]) {
  const removed = await ctx.data.remove(repo.IMAGE_TEXT, ids);
  if (!removed) throw notFound();
  return removed;
}
