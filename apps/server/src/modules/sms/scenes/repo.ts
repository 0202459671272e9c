import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

export const SCENE: TableSpec = { name: 'sms_scene', tenant: true, orderBy: 'id', writable: ['scene_code', 'template_id'] };

/** The tenant's bound scenes with their templates. */
export const bound = (db: Scoped) =>
  db.query<{ id: string; scene_code: string; template_id: string; template_name: string | null; content: string | null }>(sql`
    SELECT c.id, c.scene_code, c.template_id, t.template_name, t.content
      FROM sms_scene c LEFT JOIN sms_template t ON t.tenant_id = c.tenant_id AND t.id = c.template_id AND t.is_deleted = 0
     WHERE ${db.tenant('c')} AND c.is_deleted = 0`);

/** Bind (or re-bind) an event: one row per event and tenant. */
export const bind = (db: Scoped, scene: string, templateId: string) =>
  db.one(sql`INSERT INTO sms_scene (tenant_id, scene_code, template_id, create_user, update_user)
    VALUES (${db.tenantId}, ${scene}, ${templateId}, ${db.userId}, ${db.userId})
    ON CONFLICT (tenant_id, scene_code) WHERE is_deleted = 0
    DO UPDATE SET template_id = excluded.template_id, update_user = excluded.update_user, update_time = now() RETURNING id`);

export const unbind = (db: Scoped, scene: string) =>
  db.query(sql`UPDATE sms_scene SET is_deleted = 1, update_time = now(), update_user = ${db.userId}
    WHERE ${db.base(SCENE)} AND scene_code = ${scene} RETURNING id`);

/** The approved template bound to an event, with its sign (null: not bound, or the template is no longer approved). */
export const templateOf = (db: Scoped, scene: string) =>
  db.one<{ template_id: string; content: string; variables: string[]; provider_code: string | null; sign_name: string }>(sql`
    SELECT t.id AS template_id, t.content, t.variables, t.provider_code, s.sign_name
      FROM sms_scene c
      JOIN sms_template t ON t.tenant_id = c.tenant_id AND t.id = c.template_id AND t.is_deleted = 0 AND t.audit_status = 1
      JOIN sms_sign s ON s.tenant_id = t.tenant_id AND s.id = t.sign_id AND s.is_deleted = 0 AND s.audit_status = 1
     WHERE ${db.tenant('c')} AND c.is_deleted = 0 AND c.scene_code = ${scene}`);
