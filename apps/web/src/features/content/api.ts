import { contentApi, type BodyOf, type ImageTextRow } from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { ImageTextRow } from '@yym/contract';

type ImageTextForm = BodyOf<typeof contentApi.imageTextSave>;

/** The image-text dictionary (spec 3 "image-text dictionary"): the table the editor's image-text picker lists. */
export const imageTexts = defineResource<ImageTextRow>({
  key: 'image-text',
  list: (query) => call(contentApi.imageTextPage, { query }),
  detail: (id) => call(contentApi.imageTextDetail, { query: { id } }),
  add: (row) => call(contentApi.imageTextSave, { body: row as ImageTextForm }),
  update: (row) => call(contentApi.imageTextUpdate, { body: row as ImageTextForm }),
  remove: (ids) => call(contentApi.imageTextRemove, { query: { ids: idList(ids) } }),
});
