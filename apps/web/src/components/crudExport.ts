import { MSG, type ExportQueued } from '@yym/contract';
import type { MessageInstance } from 'antd/es/message/interface';
import type { CrudColumn, Row } from './crudTypes.ts';

/** The shown rows as CSV (option values as their labels); the BOM makes Excel read it as UTF-8. */
export function rowsToCsv<T extends Row>(rows: T[], cols: CrudColumn<T>[]): Blob {
  const esc = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;
  const lines = [
    cols.map((c) => esc(c.title)).join(','),
    ...rows.map((r) => cols.map((c) => esc(c.options?.find((o) => o.value === r[c.dataIndex])?.label ?? r[c.dataIndex])).join(',')),
  ];
  return new Blob(['\ufeff' + lines.join('\n')], { type: 'text/csv;charset=utf-8' });
}

export function saveBlob(blob: Blob, name: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/**
 * What an export answered: the file, saved at once; or word that it is long and goes on in the
 * background (报表下载 in the top bar shows its progress and then the file).
 */
export function saveExport(answer: Blob | ExportQueued, name: string, message: MessageInstance) {
  if (answer instanceof Blob) {
    saveBlob(answer, name);
    return void message.success('导出成功');
  }
  void message.info({ content: MSG.exportQueued(answer.total), duration: 8 });
}
