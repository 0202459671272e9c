import { useState } from 'react';
import { App, Button, Tag } from 'antd';
import { PAPER_SIZE, WINDOW_PERMS as P } from '@yym/contract';
import { useRefresh } from '../../app/data.ts';
import { CrudPage, type CrudColumn, useCan } from '../../components/index.ts';
import { type TemplateRow, copyTemplate, templates } from './api.ts';
import { Designer } from './Designer.tsx';
import './window.css';

type Draft = Parameters<typeof Designer>[0]['initial'];
const blank = (paper: '80mm' | 'A4'): Draft =>
  paper === 'A4'
    ? { name: '', paper, widthMm: 100, heightMm: 70, perPage: 8, fields: [] }
    : { name: '', paper, widthMm: PAPER_SIZE['80mm'].width, heightMm: PAPER_SIZE['80mm'].height, perPage: 1, fields: [] };

const columns: CrudColumn<TemplateRow>[] = [
  { title: '模板名称', dataIndex: 'name', search: true },
  { title: '纸张', dataIndex: 'paper', width: 100, render: (v: string) => <Tag color={v === 'A4' ? 'purple' : 'blue'}>{v}</Tag> },
  { title: '票面尺寸', dataIndex: 'size', width: 130, render: (_, r) => `${r.widthMm} × ${r.heightMm} mm` },
  { title: '每页张数', dataIndex: 'perPage', width: 90 },
  { title: '字段数', dataIndex: 'fields', width: 80, render: (v: unknown[]) => v.length },
  { title: '更新时间', dataIndex: 'updateTime', width: 170 },
];

/** 打印模板: the templates tickets are printed from; add (80 mm or A4), design, copy, batch delete. */
export default function DesignPage() {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Draft | null>(null);
  const refresh = useRefresh(templates);
  const can = { add: useCan(P.templateAdd), edit: useCan(P.templateEdit), copy: useCan(P.templateCopy) };
  return (
    <>
      <CrudPage<TemplateRow>
        resource={templates}
        title="打印模板"
        columns={columns}
        perms={{ add: false, edit: false, remove: P.templateDelete, view: false, export: false }}
        actionWidth={200}
        toolbar={() =>
          can.add && (
            <>
              <Button type="primary" onClick={() => setEditing(blank('80mm'))}>
                新增80mm模板
              </Button>
              <Button onClick={() => setEditing(blank('A4'))}>新增A4模板</Button>
            </>
          )
        }
        rowActions={(r) => (
          <>
            {can.edit && (
              <Button type="link" size="small" onClick={() => setEditing({ ...r })}>
                设计
              </Button>
            )}
            {can.copy && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  void copyTemplate(r.id).then(() => {
                    message.success('已复制');
                    return refresh();
                  })
                }
              >
                复制
              </Button>
            )}
          </>
        )}
      />
      {editing && <Designer initial={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />}
    </>
  );
}
