import type { Page } from '@yym/contract';
import { http } from '../../app/http.ts';

export interface ImageTextRow {
  id: string; heading: string; subtitle: string | null; imageUrl: string | null; content: string | null;
  createTime: string; updateTime: string; [k: string]: unknown;
}

const B = '/yym-content-api/imageText';
/** The image-text dictionary (spec 3 "image-text dictionary"): the calls the editor's picker list shares its table with. */
export const imageTextApi = {
  page: (params: Record<string, unknown>) => http.get<Page<ImageTextRow>>(`${B}/page`, params),
  detail: (id: string) => http.get<ImageTextRow>(`${B}/detail`, { id }),
  save: (row: Partial<ImageTextRow>) => http.post(`${B}/save`, row),
  update: (row: Partial<ImageTextRow>) => http.post(`${B}/update`, row),
  remove: (ids: string[]) => http.post(`${B}/remove`, undefined, { ids: ids.join(',') }),
};
