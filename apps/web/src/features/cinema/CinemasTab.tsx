import { useState } from 'react';
import { Button, Card } from 'antd';
import { CINEMA_MSG as M, CINEMA_PERMS as P } from '@yym/contract';
import { CrudPage, RowSwitch, UploadField, type CrudColumn } from '../../components/index.ts';
import { cinemaActions, cinemaRes, cinemas, type CinemaResRow, type CinemaRow } from './api.ts';
import HallsDrawer from './HallsDrawer.tsx';

const STATUS = [
  { value: 1, label: '营业中' },
  { value: 0, label: '已停用' },
];

const columns: CrudColumn<CinemaRow>[] = [
  { title: '影院名称', dataIndex: 'name', search: true, width: 180, form: { required: M.cinemaNameRequired, span: 24 } },
  { title: '地址', dataIndex: 'address', form: { span: 24 } },
  { title: '电话', dataIndex: 'phone', width: 130, form: { span: 12 } },
  { title: '影厅数', dataIndex: 'hallCount', width: 80, form: false },
  { title: '座位数', dataIndex: 'seatCount', width: 80, form: false },
  {
    title: '封面',
    dataIndex: 'cover',
    hideInTable: true,
    form: { span: 24, control: <UploadField maxFiles={1} maxMb={3} dir="cinema" /> },
  },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
  {
    title: '状态',
    dataIndex: 'cinemaStatus',
    width: 100,
    search: true,
    options: STATUS,
    form: false,
    render: (v, r) => (
      <RowSwitch
        checked={v === 1}
        label={`${r.name} 营业状态`}
        perm={P.shelf}
        resource={cinemas}
        onText="营业"
        offText="停用"
        onToggle={(on) => cinemaActions.cinemaStatus([r.id], on ? 1 : 0)}
      />
    ),
  },
];

const resColumns: CrudColumn<CinemaResRow>[] = [
  { title: '影院', dataIndex: 'cinemaName', search: true, width: 200 },
  { title: '影厅', dataIndex: 'hallName', width: 160 },
  { title: '座位数', dataIndex: 'seatCount', width: 90 },
  { title: '待放映场次', dataIndex: 'upcoming', width: 110 },
  { title: '影院状态', dataIndex: 'cinemaStatus', width: 100, render: (v) => (v === 1 ? '营业中' : '已停用') },
];

/** 影院: the cinemas with their halls (each hall's seats drawn in its drawer), and the halls as resources (cin-res). */
export default function CinemasTab() {
  const [halls, setHalls] = useState<CinemaRow | null>(null);
  return (
    <>
      <CrudPage<CinemaRow>
        resource={cinemas}
        columns={columns}
        dialogWidth={720}
        perms={{ add: P.add, edit: P.edit, remove: P.remove, view: false, export: false }}
        actionWidth={220}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setHalls(r)} data-testid={`cin-halls-${r.id}`}>
            影厅座位
          </Button>
        )}
      />
      <Card size="small" title="影厅资源" style={{ marginTop: 16 }}>
        <CrudPage<CinemaResRow>
          resource={cinemaRes}
          columns={resColumns}
          rowKey="hallId"
          perms={{ add: false, edit: false, remove: false, view: false, export: false }}
        />
      </Card>
      {halls && <HallsDrawer cinema={halls} onClose={() => setHalls(null)} />}
    </>
  );
}
