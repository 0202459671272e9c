import { reportApi, type ExportRecord } from '@yym/contract';
import { call } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { ExportRecord } from '@yym/contract';

/** 报表下载: the caller's own exports (every area's xlsx exports are kept there). */
export const exportRecords = defineResource<ExportRecord>({
  key: 'report-export',
  list: (query) => call(reportApi.exportRecordPage, { query }),
});

/** The kept xlsx of one export, again. */
export const downloadExport = (id: string) => call(reportApi.exportRecordDownload, { query: { id } }) as Promise<Blob>;
