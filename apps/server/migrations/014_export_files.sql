-- Exports are kept so the report-download page can give them again: the file's storage key
-- (private storage, never under the public /files route). Older records have none.
ALTER TABLE biz_export_record ADD COLUMN file_key varchar(120);
ALTER TABLE biz_export_record ADD COLUMN file_size int;
CREATE INDEX biz_export_record_user ON biz_export_record (tenant_id, create_user, id DESC);
