import { useState } from 'react';
import { App, Button, Card, Popconfirm, Tabs, Tag, Typography } from 'antd';
import { BLINDBOX_MSG, BLINDBOX_PERMS as P, MSG, centsToYuan, yuanToCents } from '@yym/contract';
import { useRefresh } from '../../app/data.ts';
import { useSession } from '../../app/session.ts';
import { CrudPage, DateTimeField, Money, UploadField, useCan, type CrudColumn } from '../../components/index.ts';
import { boxActions, boxes, type BlindBoxRow } from './api.ts';
import { BlindBoxOrders } from './BlindBoxOrders.tsx';
import { BoxSettings } from './BoxSettings.tsx';
import { JackpotDrawer } from './JackpotDrawer.tsx';

const SHELF = [
  { value: 1, label: '已上架' },
  { value: 0, label: '已下架' },
];

const columns: CrudColumn<BlindBoxRow>[] = [
  { title: '名称', dataIndex: 'name', search: true, form: { required: BLINDBOX_MSG.nameRequired, span: 24 } },
  {
    title: '售价(元)',
    dataIndex: 'price',
    width: 90,
    render: (v) => <Money cents={v} />,
    form: { type: 'number', min: 0, span: 12, required: BLINDBOX_MSG.priceRequired },
  },
  { title: '原价(元)', dataIndex: 'originalPrice', hideInTable: true, form: { type: 'number', min: 0, span: 12 } },
  { title: '每单限购', dataIndex: 'perOrder', width: 80, form: { type: 'number', min: 1, max: 50, span: 12 } },
  {
    title: '奖池',
    dataIndex: 'poolId',
    width: 150,
    form: false,
    render: (_, r) =>
      r.poolId ? (
        <span>
          {r.stock - r.sold}/{r.stock} 剩余{r.hasDraft && <Tag style={{ marginLeft: 4 }}>有草稿</Tag>}
        </span>
      ) : (
        <Tag color={r.hasDraft ? 'orange' : 'default'}>{r.hasDraft ? '草稿未发布' : '未设置'}</Tag>
      ),
  },
  { title: '已开盒', dataIndex: 'drawn', width: 70, form: false },
  {
    title: '封面',
    dataIndex: 'cover',
    hideInTable: true,
    form: { span: 24, control: <UploadField maxFiles={1} maxMb={3} dir="blindbox" hint="建议尺寸750×400,不超过3MB" /> },
  },
  { title: '开售时间', dataIndex: 'saleStart', hideInTable: true, form: { span: 12, control: <DateTimeField placeholder="不限" /> } },
  { title: '停售时间', dataIndex: 'saleEnd', hideInTable: true, form: { span: 12, control: <DateTimeField placeholder="不限" /> } },
  {
    title: '销售时间',
    dataIndex: 'saleEnd',
    width: 200,
    form: false,
    render: (_, r) => (r.saleStart || r.saleEnd ? `${r.saleStart ?? '不限'} ~ ${r.saleEnd ?? '不限'}` : '不限'),
  },
  {
    title: '状态',
    dataIndex: 'shelfStatus',
    width: 80,
    options: SHELF,
    search: true,
    form: false,
    render: (v) => <Tag color={v === 1 ? 'green' : 'default'}>{v === 1 ? '已上架' : '已下架'}</Tag>,
  },
];

function BoxList() {
  const { message, modal } = App.useApp();
  const refresh = useRefresh(boxes);
  const can = { shelf: useCan(P.shelf), edit: useCan(P.edit) };
  const tenantId = useSession((s) => s.tenantId);
  const [pool, setPool] = useState<BlindBoxRow | null>(null);
  const [settings, setSettings] = useState<BlindBoxRow | null>(null);
  const shelve = async (r: BlindBoxRow) => {
    await boxActions.shelve([r.id], r.shelfStatus === 1 ? 0 : 1);
    void message.success(MSG.updateSuccess);
    void refresh();
  };
  const preview = (r: BlindBoxRow) => {
    const url = `${window.location.origin}/h5/blindbox/box/${r.id}?tenantId=${tenantId}`;
    modal.info({ title: `预览:${r.name}`, content: <Typography.Paragraph copyable={{ text: url }}>{url}</Typography.Paragraph> });
  };
  return (
    <>
      <CrudPage<BlindBoxRow>
        resource={boxes}
        title="盲盒"
        columns={columns}
        dialogWidth={720}
        exportName="盲盒"
        addedMessage="已新增(请设置奖池并发布后上架)"
        perms={{ add: P.add, edit: P.edit, remove: P.remove, view: false, export: P.exportFile }}
        actionWidth={380}
        // biome-ignore lint/suspicious/noExplicitAny: a new box's form values, not a whole row
        defaults={{ originalPrice: 0, perOrder: 10 } as any}
        rowActions={(r) => (
          <>
            {can.edit && (
              <Button type="link" size="small" onClick={() => setPool(r)} data-testid={`bb-pool-${r.id}`}>
                奖池
              </Button>
            )}
            {can.edit && (
              <Button type="link" size="small" onClick={() => setSettings(r)} data-testid={`bb-settings-${r.id}`}>
                须知与渠道
              </Button>
            )}
            {can.shelf &&
              (r.shelfStatus === 1 ? (
                <Popconfirm title="下架后顾客不能再购买,确定下架?" onConfirm={() => void shelve(r)}>
                  <Button type="link" size="small" data-testid={`bb-shelf-${r.id}`}>
                    下架
                  </Button>
                </Popconfirm>
              ) : (
                <Button type="link" size="small" data-testid={`bb-shelf-${r.id}`} onClick={() => void shelve(r)}>
                  上架
                </Button>
              ))}
            <Button type="link" size="small" onClick={() => preview(r)} data-testid={`bb-preview-${r.id}`}>
              预览
            </Button>
          </>
        )}
        toForm={(r) => ({
          ...r,
          // biome-ignore lint/suspicious/noExplicitAny: the form holds yuan where the row holds cents
          price: Number(centsToYuan(r.price)) as any,
          // biome-ignore lint/suspicious/noExplicitAny: as above
          originalPrice: Number(centsToYuan(r.originalPrice)) as any,
        })}
        beforeSubmit={(r) => ({
          ...r,
          price: yuanToCents(String(r.price ?? 0)),
          originalPrice: yuanToCents(String(r.originalPrice ?? 0)),
          saleStart: r.saleStart || null,
          saleEnd: r.saleEnd || null,
        })}
      />
      {pool && <JackpotDrawer box={pool} onClose={() => setPool(null)} onChanged={() => void refresh()} />}
      {settings && <BoxSettings box={settings} onClose={() => setSettings(null)} />}
    </>
  );
}

/** 盲盒管理: the boxes (info, pool, instructions, channels, shelf) and, on the second tab, their orders. */
export default function BlindBoxPage() {
  const [tab, setTab] = useState('list');
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'list', label: '盲盒', children: <BoxList /> },
          { key: 'orders', label: <span data-testid="bb-orders-tab">盲盒订单</span>, children: <BlindBoxOrders /> },
        ]}
      />
    </Card>
  );
}
