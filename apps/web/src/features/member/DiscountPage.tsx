import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, InputNumber, Switch, Table, Tag } from 'antd';
import { MEMBER_MSG, MSG } from '@yym/contract';
import { useCan } from '../../components/index.ts';
import { useList, useRefresh, rowsOf } from '../../app/data.ts';
import { levels, memberCalls, type MemberLevelRow } from './api.ts';
import './member.css';

type Draft = { id: string; discount: number | null; discountEnabled: number };
const zhe = (d: number) => (d >= 100 ? '不打折' : `${(d / 10).toFixed(d % 10 ? 1 : 0)}折`);

/** 会员折扣: each level's discount, applied on the server when a member of that level orders. */
export default function DiscountPage() {
  const { message } = App.useApp();
  const canEdit = useCan('member_discount_edit');
  const q = useList(levels, {});
  const refresh = useRefresh(levels);
  const rows = rowsOf(q.data) as MemberLevelRow[];
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [saving, setSaving] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drafts start again when the levels are (re)loaded, not on each render's new rows
  useEffect(() => {
    setDrafts(Object.fromEntries(rows.map((r) => [r.id, { id: r.id, discount: r.discount, discountEnabled: r.discountEnabled }])));
  }, [q.data]);
  const set = (id: string, patch: Partial<Draft>) => setDrafts((d) => ({ ...d, [id]: { ...d[id]!, ...patch } }));
  const save = async () => {
    const list = Object.values(drafts);
    if (list.some((d) => d.discount == null || d.discount < 1 || d.discount > 100)) return void message.error(MEMBER_MSG.discountRange);
    setSaving(true);
    try {
      await memberCalls.saveDiscounts({ levels: list.map((d) => ({ ...d, discount: d.discount! })) });
      void message.success(MSG.updateSuccess);
      void refresh();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      size="small"
      title="会员折扣"
      extra={
        canEdit && (
          <Button type="primary" loading={saving} disabled={!rows.length} onClick={save}>
            保存
          </Button>
        )
      }
    >
      <Alert
        className="mb-section"
        type="info"
        showIcon
        message="折扣按下单手机号对应会员的等级计算,下单时由系统自动抵扣并记录在订单上;填写 95 表示 9.5 折,100 为不打折。"
      />
      <Table
        rowKey="id"
        size="middle"
        loading={q.isLoading}
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '等级', dataIndex: 'levelNo', width: 80 },
          { title: '等级名称', dataIndex: 'name', render: (v: string) => <Tag color="gold">{v}</Tag> },
          { title: '成长值门槛', dataIndex: 'growthMin', width: 120 },
          { title: '会员人数', dataIndex: 'memberCount', width: 100 },
          {
            title: '折扣(%)',
            dataIndex: 'discount',
            width: 200,
            render: (_v, r) => (
              <InputNumber
                aria-label={`${r.name}折扣`}
                disabled={!canEdit}
                min={1}
                max={100}
                precision={0}
                value={drafts[r.id]?.discount}
                onChange={(x) => set(r.id, { discount: x })}
                addonAfter={zhe(drafts[r.id]?.discount ?? 100)}
              />
            ),
          },
          {
            title: '启用',
            dataIndex: 'discountEnabled',
            width: 90,
            render: (_v, r) => (
              <Switch
                aria-label={`${r.name}启用折扣`}
                disabled={!canEdit}
                checked={drafts[r.id]?.discountEnabled === 1}
                onChange={(c) => set(r.id, { discountEnabled: c ? 1 : 0 })}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
