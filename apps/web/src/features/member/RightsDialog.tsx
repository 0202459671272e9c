import { useEffect, useState } from 'react';
import { App, Button, Input, InputNumber, Modal, Select, Switch, Table } from 'antd';
import { useQueryOf } from '../../app/data.ts';
import { MEMBER_MSG, MSG, RIGHT_TYPES, type LevelRightRow, type RightType } from '@yym/contract';
import { memberCalls, type MemberLevelRow } from './api.ts';

type Draft = Pick<LevelRightRow, 'rightType' | 'name' | 'enabled' | 'value'> & { key: number; remark: string };
let seq = 0;

/** A level's rights, edited as a table and saved together (submitByBatch). */
export function RightsDialog({ level, editable, onClose }: { level: MemberLevelRow; editable: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const q = useQueryOf('member-rights', [level.id], () => memberCalls.rights(level.id));
  const [rows, setRows] = useState<Draft[]>([]);
  useEffect(() => {
    if (q.data)
      setRows(
        q.data.map((r) => ({
          key: ++seq,
          rightType: r.rightType,
          name: r.name,
          enabled: r.enabled,
          value: r.value,
          remark: r.remark ?? '',
        })),
      );
  }, [q.data]);
  const set = (key: number, patch: Partial<Draft>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const save = async () => {
    if (rows.some((r) => !r.name.trim())) return void message.error(MEMBER_MSG.rightNameRequired);
    await memberCalls.saveRights({ levelId: level.id, rights: rows.map(({ key: _k, ...r }) => ({ ...r, name: r.name.trim() })) });
    void message.success(MSG.updateSuccess);
    onClose();
  };
  return (
    <Modal
      open
      width={760}
      title={`权益设置 · ${level.name}`}
      onCancel={onClose}
      onOk={editable ? save : onClose}
      okText={editable ? '保存' : '关闭'}
      cancelText="取消"
    >
      <Table
        size="small"
        rowKey="key"
        loading={q.isLoading}
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: '权益类型',
            dataIndex: 'rightType',
            width: 140,
            render: (v: RightType, r) => (
              <Select
                disabled={!editable}
                value={v}
                style={{ width: 120 }}
                onChange={(x) => set(r.key, { rightType: x })}
                options={Object.entries(RIGHT_TYPES).map(([value, label]) => ({ value, label }))}
              />
            ),
          },
          {
            title: '名称',
            dataIndex: 'name',
            render: (v: string, r) => (
              <Input disabled={!editable} value={v} maxLength={50} onChange={(e) => set(r.key, { name: e.target.value })} />
            ),
          },
          {
            title: '数值',
            dataIndex: 'value',
            width: 110,
            render: (v: number, r) => (
              <InputNumber disabled={!editable} value={v} min={0} precision={0} onChange={(x) => set(r.key, { value: x ?? 0 })} />
            ),
          },
          {
            title: '启用',
            dataIndex: 'enabled',
            width: 70,
            render: (v: number, r) => (
              <Switch disabled={!editable} checked={v === 1} onChange={(c) => set(r.key, { enabled: c ? 1 : 0 })} />
            ),
          },
          ...(editable
            ? [
                {
                  title: '操作',
                  key: 'op',
                  width: 70,
                  render: (_: unknown, r: Draft) => (
                    <Button type="link" danger size="small" onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}>
                      删除
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable && (
        <Button
          type="dashed"
          block
          style={{ marginTop: 8 }}
          onClick={() => setRows((rs) => [...rs, { key: ++seq, rightType: 'points', name: '', enabled: 1, value: 0, remark: '' }])}
        >
          添加权益
        </Button>
      )}
    </Modal>
  );
}
