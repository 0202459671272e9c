import { useState } from 'react';
import { App, Button, DatePicker, Descriptions, Drawer, InputNumber, Modal, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ECARD_PERMS, USER_CARD_SOURCE, USER_CARD_STATUS } from '@yym/contract';
import { CrudPage, escGuard, useCan, type CrudColumn } from '../../components/index.ts';
import { useDetail, useRefresh } from '../../app/data.ts';
import { userCardActions, userCards, type CardProject, type UserCardRow } from './api.ts';
import { HeldImportDialog } from './HeldImport.tsx';
import { FaceDrawer } from './FacePage.tsx';
import { BoundPeopleTab, HeldCouponsTab } from './HeldPeople.tsx';

const P = ECARD_PERMS;
const STATUS_COLOR: Record<number, string> = { 1: 'green', 2: 'default', 3: 'orange' };

type HeldProject = CardProject & { id: string; used: number; name: string };

/** 修改次数: each project's daily and total uses (the server refuses a total below what is used). */
function ProjectLimitsDialog({
  id,
  projects,
  onClose,
  onSaved,
}: {
  id: string;
  projects: HeldProject[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [limits, setLimits] = useState(() => projects.map((p) => ({ id: p.id, dayLimit: p.dayLimit, totalLimit: p.totalLimit })));
  const [busy, setBusy] = useState(false);
  const set = (i: number, k: 'dayLimit' | 'totalLimit', v: number | null) =>
    setLimits((l) => l.map((x, j) => (j === i ? { ...x, [k]: v ?? 0 } : x)));
  const save = async () => {
    setBusy(true);
    try {
      await userCardActions.updateProjects({ id, projects: limits });
      onSaved();
    } catch {
      // the client showed the server's message; the dialog stays open
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal modalRender={escGuard} open title="修改项目次数" onCancel={onClose} onOk={() => void save()} okText="保存" confirmLoading={busy}>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={projects}
        columns={[
          { title: '项目', dataIndex: 'name' },
          { title: '已用', dataIndex: 'used', width: 60 },
          {
            title: '每日次数(0 不限)',
            width: 130,
            render: (_, _p, i) => (
              <InputNumber min={0} max={999} precision={0} value={limits[i]!.dayLimit} onChange={(v) => set(i, 'dayLimit', v)} />
            ),
          },
          {
            title: '总次数',
            width: 110,
            render: (_, p, i) => (
              <InputNumber
                min={Math.max(1, p.used)}
                max={99999}
                precision={0}
                value={limits[i]!.totalLimit}
                onChange={(v) => set(i, 'totalLimit', v)}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}

/** One held card: its projects with the uses left, validity edit, cancel. */
function HeldDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { message } = App.useApp();
  const d = useDetail(userCards, id);
  const refresh = useRefresh(userCards);
  const canEdit = useCan(P.memberEdit);
  const canCancel = useCan(P.memberRemove);
  const [dates, setDates] = useState<[Dayjs, Dayjs] | null>(null);
  const [limits, setLimits] = useState(false);
  const u = d.data;
  const act = async (p: Promise<unknown>, text: string) => {
    await p;
    void message.success(text);
    void d.refetch();
    void refresh();
  };
  return (
    <Drawer open width={760} title={`会员卡 ${u?.cardNo ?? ''}`} onClose={onClose}>
      {u && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="电子卡">{u.cardName}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={STATUS_COLOR[u.cardStatus]}>{u.cardStatusText}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="持卡人">{u.holderName}</Descriptions.Item>
            <Descriptions.Item label="手机号">{u.holderPhone}</Descriptions.Item>
            <Descriptions.Item label="来源">{u.sourceText}</Descriptions.Item>
            <Descriptions.Item label="有效期">
              {u.validStart} 至 {u.validEnd}
            </Descriptions.Item>
          </Descriptions>
          <Space style={{ margin: '16px 0' }} wrap>
            {canEdit && (
              <>
                <DatePicker.RangePicker
                  value={dates ?? (u.validStart && u.validEnd ? [dayjs(u.validStart), dayjs(u.validEnd)] : null)}
                  onChange={(v) => setDates(v as [Dayjs, Dayjs])}
                />
                <Button
                  disabled={!dates}
                  onClick={() =>
                    dates &&
                    void act(userCardActions.validity(id, dates[0].format('YYYY-MM-DD'), dates[1].format('YYYY-MM-DD')), '有效期已更新')
                  }
                >
                  修改有效期
                </Button>
              </>
            )}
            {canEdit && u.cardStatus !== 2 && <Button onClick={() => setLimits(true)}>修改次数</Button>}
            {canCancel && u.cardStatus !== 2 && (
              <Popconfirm title="作废后该卡不能再核销,确定?" onConfirm={() => act(userCardActions.cancel(id), '已作废')}>
                <Button danger>作废</Button>
              </Popconfirm>
            )}
          </Space>
          <Tabs
            items={[
              {
                key: 'projects',
                label: '适用项目',
                children: (
                  <Table
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={u.projects ?? []}
                    columns={[
                      { title: '项目', dataIndex: 'name' },
                      { title: '每日次数', dataIndex: 'dayLimit', width: 90, render: (v) => (v ? v : '不限') },
                      { title: '今日已用', dataIndex: 'dayUsed', width: 90 },
                      { title: '已用/总次数', dataIndex: 'used', width: 110, render: (_, p) => `${p.used} / ${p.totalLimit}` },
                      { title: '剩余', dataIndex: 'left', width: 80 },
                    ]}
                  />
                ),
              },
              { key: 'people', label: '绑定人员', children: <BoundPeopleTab id={id} cancelled={u.cardStatus === 2} /> },
              { key: 'coupons', label: '优惠券', children: <HeldCouponsTab id={id} /> },
            ]}
          />
          {limits && (
            <ProjectLimitsDialog
              id={id}
              projects={(u.projects ?? []) as HeldProject[]}
              onClose={() => setLimits(false)}
              onSaved={() => {
                setLimits(false);
                void act(Promise.resolve(), '项目次数已更新');
              }}
            />
          )}
        </>
      )}
    </Drawer>
  );
}

/** 会员卡: the cards customers hold (bought, exchanged with a code, given), with their uses. */
export default function MemberCardPage() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [facing, setFacing] = useState(false);
  const canImport = useCan('member_card_add');
  const refresh = useRefresh(userCards);
  const columns: CrudColumn<UserCardRow>[] = [
    { title: '卡号', dataIndex: 'cardNo', width: 180, search: true },
    { title: '电子卡', dataIndex: 'cardName' },
    { title: '持卡人', dataIndex: 'holderName', width: 100 },
    { title: '手机号', dataIndex: 'holderPhone', width: 130, search: true },
    { title: '来源', dataIndex: 'source', width: 110, render: (v) => USER_CARD_SOURCE[v] },
    {
      title: '状态',
      dataIndex: 'cardStatus',
      width: 90,
      search: true,
      options: Object.entries(USER_CARD_STATUS).map(([v, l]) => ({ value: Number(v), label: l })),
      render: (v) => <Tag color={STATUS_COLOR[v]}>{USER_CARD_STATUS[v]}</Tag>,
    },
    { title: '有效期', dataIndex: 'validEnd', width: 200, render: (_, r) => `${r.validStart ?? ''} 至 ${r.validEnd ?? ''}` },
    { title: '激活时间', dataIndex: 'activateTime', width: 170, hideInTable: true },
  ];
  return (
    <>
      <CrudPage<UserCardRow>
        resource={userCards}
        title="会员卡"
        columns={columns}
        exportName="会员卡"
        perms={{ add: false, edit: false, remove: false, view: false, export: P.memberExport }}
        actionWidth={80}
        toolbar={() => (
          <>
            {canImport && (
              <Button onClick={() => setImporting(true)} data-testid="held-import">
                导入
              </Button>
            )}
            <Button onClick={() => setFacing(true)} data-testid="face-manage">
              人脸管理
            </Button>
          </>
        )}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setOpenId(r.id)}>
            详情
          </Button>
        )}
      />
      {openId && <HeldDrawer id={openId} onClose={() => setOpenId(null)} />}
      {facing && <FaceDrawer onClose={() => setFacing(false)} />}
      {importing && <HeldImportDialog onClose={() => setImporting(false)} onImported={() => void refresh()} />}
    </>
  );
}
