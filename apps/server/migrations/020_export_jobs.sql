-- Large exports run as a background job: the record exists from the start and shows its progress on
-- 报表下载 (export_status running → done | failed; row_count counts the rows written so far).
ALTER TABLE biz_export_record ADD COLUMN export_status varchar(10) NOT NULL DEFAULT 'done';
ALTER TABLE biz_export_record ADD COLUMN total_rows int;
ALTER TABLE biz_export_record ADD COLUMN error varchar(255);
ALTER TABLE biz_export_record ADD COLUMN update_time timestamptz NOT NULL DEFAULT now();
