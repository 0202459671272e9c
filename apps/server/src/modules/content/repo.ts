import type { z } from 'zod';
import type { ImageTextRow, imageTextQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';

export const IMAGE_TEXT: TableSpec = {
  name: 'cnt_image_text',
  tenant: true,
  orderBy: 'update_time DESC, id DESC',
  writable: ['heading', 'subtitle', 'image_url', 'content'],
};

const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${'%' + v + '%'}`;
const filters = (q: z.output<typeof imageTextQuery>) => [like('heading', q.heading), like('subtitle', q.subtitle)];

/** The management page's list (every column). */
export const imageTextPage = (db: Scoped, q: z.output<typeof imageTextQuery>) =>
  db.page<ImageTextRow>(IMAGE_TEXT, { current: q.current, size: q.size, where: filters(q) });

/** The picker's list: no bodies. */
export const imageTextPickerPage = (db: Scoped, q: z.output<typeof imageTextQuery>) =>
  db.page<ImageTextRow>(IMAGE_TEXT, {
    current: q.current,
    size: q.size,
    where: filters(q),
    columns: sql.raw('id, heading, subtitle, image_url, update_time'),
  });

/** Demo rows of one tenant. */
export async function insertDemoImageTexts(db: Scoped, rows: { heading: string; subtitle: string; imageUrl: string; content: string }[]) {
  for (const row of rows) {
    await db.query(sql`INSERT INTO cnt_image_text (tenant_id, heading, subtitle, image_url, content)
      VALUES (${db.tenantId}, ${row.heading}, ${row.subtitle}, ${row.imageUrl}, ${row.content})`);
  }
}
