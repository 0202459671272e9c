import { useState } from 'react';
import { App, Button, Drawer, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { CINEMA_MSG as M, CINEMA_PERMS as P, MSG } from '@yym/contract';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { SmallTable, escGuard, useBusy, useCan } from '../../components/index.ts';
import { cinemaActions, cinemaRes, cinemas, type CinemaHallRow, type CinemaRow } from './api.ts';
import { LayoutEditor, resize } from './LayoutEditor.tsx';

type Editing = { id?: string; name: string; layout: string[] };

function HallDialog({ cinemaId, hall, onClose }: { cinemaId: string; hall: Editing; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Editing>();
  const { message } = App.useApp();
  const { busy, attempt } = useBusy();
  const save = async () => {
    const v = await form.validateFields();
    await attempt(async () => {
      await cinemaActions.hallSubmit({ id: hall.id, cinemaId, name: v.name, layout: v.layout });
      void message.success('保存成功');
      onClose(true);
    }, form);
  };
  return (
    <Modal
      open
      modalRender={escGuard}
      width={760}
      title={hall.id ? '编辑影厅' : '新增影厅'}
      onCancel={() => onClose(false)}
      onOk={() => void save()}
      okText="保存"
      okButtonProps={{ loading: busy }}
    >
      <Form form={form} layout="vertical" initialValues={hall}>
        <Form.Item name="name" label="影厅名称" rules={[{ required: true, whitespace: true, message: M.hallNameRequired }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="layout"
          label="座位图"
          rules={[
            {
              validator: async (_, v: string[]) =>
                v?.some((l) => l.includes('S')) ? undefined : Promise.reject(new Error(M.layoutNoSeat)),
            },
          ]}
        >
          <LayoutEditor />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A cinema's halls: each with its seat count; add, edit (the seat layout drawn), remove. */
export default function HallsDrawer({ cinema, onClose }: { cinema: CinemaRow; onClose: () => void }) {
  const q = useQueryOf(cinemas, ['halls', cinema.id], () => cinemaActions.halls(cinema.id));
  const refresh = useRefresh(cinemas, cinemaRes);
  const { message } = App.useApp();
  const can = { add: useCan(P.add), edit: useCan(P.edit), remove: useCan(P.remove) };
  const [editing, setEditing] = useState<Editing | null>(null);
  const closed = (saved: boolean) => {
    setEditing(null);
    if (saved) void refresh();
  };
  return (
    <Drawer open width={720} title={`${cinema.name} · 影厅`} onClose={onClose} destroyOnHidden>
      {can.add && (
        <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing({ name: '', layout: resize([], 8, 12) })}>
          新增影厅
        </Button>
      )}
      <SmallTable<CinemaHallRow>
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        columns={[
          { title: '影厅', dataIndex: 'name' },
          { title: '排 × 列', dataIndex: 'seatRows', width: 90, render: (_, r) => `${r.seatRows} × ${r.seatCols}` },
          { title: '座位数', dataIndex: 'seatCount', width: 80 },
          {
            title: '操作',
            dataIndex: 'id',
            width: 150,
            render: (_, r) => (
              <Space size={0}>
                {can.edit && (
                  <Button type="link" size="small" onClick={() => setEditing({ id: r.id, name: r.name, layout: r.layout })}>
                    编辑座位
                  </Button>
                )}
                {can.remove && (
                  <Popconfirm
                    title={`删除影厅 ${r.name}?`}
                    onConfirm={async () => {
                      await cinemaActions.hallRemove([r.id]);
                      void message.success(MSG.deleteSuccess);
                      void refresh();
                    }}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && <HallDialog cinemaId={cinema.id} hall={editing} onClose={closed} />}
    </Drawer>
  );
}
