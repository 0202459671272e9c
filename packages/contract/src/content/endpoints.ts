import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zFilter, zId, zIds, zPageQuery } from '../schemas.ts';

/** An item of the image-text dictionary (图文字典), listed by the page editor's image-text picker. */
export interface ImageTextRow {
  id: string;
  heading: string;
  subtitle: string | null;
  imageUrl: string | null;
  content: string | null;
  createTime: string;
  updateTime: string;
  [k: string]: unknown;
}
/** The picker's list answers {total, list} (spec 2 §7). */
export interface ImageTextList {
  total: number;
  list: ImageTextRow[];
  current: number;
  size: number;
}

/** The table's column sizes (cnt_image_text); the page shows the same messages beside the fields. */
export const IMAGE_TEXT_LIMITS = { heading: 50, subtitle: 50, content: 50_000 } as const;
export const IMAGE_TEXT_MSG = {
  headingRequired: '请输入标题',
  headingMax: `标题最多${IMAGE_TEXT_LIMITS.heading}个字`,
  subtitleMax: `副标题最多${IMAGE_TEXT_LIMITS.subtitle}个字`,
  imageUrlLong: '封面图地址过长',
  contentMax: `内容最多${IMAGE_TEXT_LIMITS.content}个字符`,
} as const;

export const imageTextForm = z.object({
  id: zId.optional(),
  heading: z
    .string({ error: IMAGE_TEXT_MSG.headingRequired })
    .trim()
    .min(1, IMAGE_TEXT_MSG.headingRequired)
    .max(IMAGE_TEXT_LIMITS.heading, IMAGE_TEXT_MSG.headingMax),
  subtitle: z.string().trim().max(IMAGE_TEXT_LIMITS.subtitle, IMAGE_TEXT_MSG.subtitleMax).optional().default(''),
  imageUrl: z.string().max(500, IMAGE_TEXT_MSG.imageUrlLong).optional().default(''),
  content: z.string().max(IMAGE_TEXT_LIMITS.content, IMAGE_TEXT_MSG.contentMax).optional().default(''),
});
/** The management page and the picker both search by heading (and subtitle). */
export const imageTextQuery = zPageQuery.extend({ heading: zFilter, subtitle: zFilter });

export const IMAGE_TEXT_PERMS = {
  add: 'image_text_dict_add',
  edit: 'image_text_dict_edit',
  remove: 'image_text_dict_delete',
  view: 'image_text_dict_view',
} as const;

const IMAGE_TEXT = '/yym-content-api/imageText';
/** yym-content-api: the image-text dictionary (spec 3). */
export const contentApi = {
  imageTextList: endpoint({
    method: 'GET',
    path: `${IMAGE_TEXT}/list`,
    summary: 'Image-text dictionary (picker list)',
    query: imageTextQuery,
    response: returns<ImageTextList>(),
  }),
  imageTextPage: endpoint({
    method: 'GET',
    path: `${IMAGE_TEXT}/page`,
    summary: 'Image-text dictionary: page',
    query: imageTextQuery,
    response: returns<Page<ImageTextRow>>(),
  }),
  imageTextDetail: endpoint({
    method: 'GET',
    path: `${IMAGE_TEXT}/detail`,
    summary: 'Image-text dictionary: detail',
    query: z.object({ id: zId }),
    response: returns<ImageTextRow>(),
  }),
  imageTextSubmit: endpoint({
    method: 'POST',
    path: `${IMAGE_TEXT}/submit`,
    summary: 'Image-text dictionary: add or update',
    body: imageTextForm,
    perm: [IMAGE_TEXT_PERMS.add, IMAGE_TEXT_PERMS.edit],
    response: returns<ImageTextRow>(),
  }),
  imageTextSave: endpoint({
    method: 'POST',
    path: `${IMAGE_TEXT}/save`,
    summary: 'Image-text dictionary: add',
    body: imageTextForm,
    perm: [IMAGE_TEXT_PERMS.add],
    response: returns<ImageTextRow>(),
  }),
  imageTextUpdate: endpoint({
    method: 'POST',
    path: `${IMAGE_TEXT}/update`,
    summary: 'Image-text dictionary: update',
    body: imageTextForm,
    perm: [IMAGE_TEXT_PERMS.edit],
    response: returns<ImageTextRow>(),
  }),
  imageTextRemove: endpoint({
    method: 'POST',
    path: `${IMAGE_TEXT}/remove`,
    summary: 'Image-text dictionary: remove',
    query: z.object({ ids: zIds }),
    perm: [IMAGE_TEXT_PERMS.remove],
    response: returns<number>(),
  }),
};
