import { useState } from 'react';
import { App, Button, Input, Modal, Space, Tabs, Tag } from 'antd';
import { COUPON_PERMS, COUPON_TYPE_TEXT, MSG, USER_COUPON_SOURCE_TEXT, USER_COUPON_STATUS_TEXT } from '@yym/contract';
import { CrudPage, ListPage, escGuard, saveExport, useCan, type CrudColumn, useBusy } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { couponActions, couponBatches, coupons, userCoupons, type CouponBatchRow, type CouponRow, type UserCouponRow } from './api.ts';
import { CouponDialog } from './CouponDialog.tsx';

const opts = (m: Record<number, string>) => Object.entries(m).map(([value, label]) => ({ value: Number(value), label }));

function StateTag({ r }: { r: CouponRow }) {
  if (!r.isValid) return <Tag>已作废</Tag>;
  return r.shelfStatus ? <Tag color="green">已上架</Tag> : <Tag color="orange">已下架</Tag>;
}

const columns: CrudColumn<CouponRow>[] = [
  { title: '优惠券名称', dataIndex: 'name', search: true, form: false },
  {
    title: '类型',
    dataIndex: 'couponType',
    width: 70,
    search: true,
    options: opts(COUPON_TYPE_TEXT),
    form: false,
    render: (v) => COUPON_TYPE_TEXT[v],
  },
  { title: '优惠规则', dataIndex: 'ruleText', width: 150, form: false },
  { title: '适用商品', dataIndex: 'scope', width: 80, form: false, render: (v, r) => (v ? `指定 ${r.productIds.length} 个` : '全部商品') },
  { title: '有效期', dataIndex: 'validityText', width: 150, form: false },
  { title: '限领', dataIndex: 'perLimit', width: 56, form: false },
  {
    title: '已领/已用/总量',
    dataIndex: 'issuedCount',
    width: 120,
    form: false,
    render: (v, r) => `${v} / ${r.usedCount} / ${r.totalCount}`,
  },
  {
    title: '状态',
    dataIndex: 'shelfStatus',
    width: 80,
    search: true,
    options: [
      { value: 1, label: '已上架' },
      { value: 0, label: '已下架' },
    ],
    form: false,
    render: (_, r) => <StateTag r={r} />,
  },
];

const batchColumns: CrudColumn<CouponBatchRow>[] = [
  { title: '批次ID', dataIndex: 'id', width: 90 },
  { title: '优惠券', dataIndex: 'couponName', search: true },
  { title: '手机号数', dataIndex: 'phoneCount', width: 100 },
  { title: '发放张数', dataIndex: 'issuedCount', width: 100 },
  { title: '备注', dataIndex: 'remark' },
  { title: '发放时间', dataIndex: 'createTime', width: 170 },
];

const userColumns: CrudColumn<UserCouponRow>[] = [
  { title: '券ID', dataIndex: 'id', width: 70 },
  { title: '优惠券', dataIndex: 'couponName' },
  { title: '规则', dataIndex: 'ruleText', width: 150 },
  { title: '手机号', dataIndex: 'phone', width: 120, search: true },
  { title: '来源', dataIndex: 'source', width: 90, render: (v) => USER_COUPON_SOURCE_TEXT[v] ?? v },
  { title: '有效期', dataIndex: 'endDate', width: 190, render: (_, r) => `${r.startDate} 至 ${r.endDate}` },
  {
    title: '状态',
    dataIndex: 'useStatus',
    width: 90,
    search: true,
    options: opts(USER_COUPON_STATUS_TEXT),
    render: (v) => USER_COUPON_STATUS_TEXT[v],
  },
  { title: '使用订单', dataIndex: 'orderId', width: 90, render: (v) => v ?? '—' },
  { title: '领取时间', dataIndex: 'createTime', width: 160 },
];

/** 发放: a list of phones (one a line or comma separated) each gets one coupon. */
function IssueDialog({ row, onClose }: { row: CouponRow; onClose: () => void }) {
  const { message } = App.useApp();
  const [phones, setPhones] = useState('');
  const [remark, setRemark] = useState('');
  const { busy, attempt } = useBusy();
  const refresh = useRefresh(coupons, couponBatches, userCoupons);
  const ok = async () => {
    if (!phones.trim()) return void message.warning('请输入手机号');
    await attempt(async () => {
      const r = await couponActions.issue(row.id, phones, remark || undefined);
      void message.success(`已发放 ${r.issued} 张${r.skipped.length ? `,${r.skipped.length} 个手机号已达限领数量` : ''}`);
      void refresh();
      onClose();
    });
  };
  return (
    <Modal
      open
      title={`发放优惠券 · ${row.name}`}
      onOk={() => void ok()}
      confirmLoading={busy}
      onCancel={onClose}
      okText="发放"
      cancelText="取消"
      modalRender={escGuard}
    >
      <p style={{ color: 'var(--yym-muted)' }}>
        每个手机号发放 1 张(新手机号自动建档为用户),每次最多 1000 个;剩余可发 {row.totalCount - row.issuedCount} 张。
      </p>
      <Input.TextArea
        rows={6}
        value={phones}
        onChange={(e) => setPhones(e.target.value)}
        placeholder="每行一个手机号,或用逗号分隔"
        data-testid="coupon-phones"
      />
      <Input style={{ marginTop: 8 }} value={remark} onChange={(e) => setRemark(e.target.value)} placeholder="备注(选填)" maxLength={200} />
    </Modal>
  );
}

/** 优惠券: coupons (add, edit, copy, shelf, void, delete, export), issue batches and the customers' coupons. */
export default function CouponPage() {
  const { message, modal } = App.useApp();
  const refresh = useRefresh(coupons);
  const canAdd = useCan(COUPON_PERMS.add);
  const canEdit = useCan(COUPON_PERMS.edit);
  const canShelf = useCan(COUPON_PERMS.shelf);
  const canExport = useCan(COUPON_PERMS.export);
  const [editing, setEditing] = useState<{ row: CouponRow | null } | null>(null);
  const [issuing, setIssuing] = useState<CouponRow | null>(null);
  const act = async (p: Promise<unknown>, text: string = MSG.updateSuccess) => {
    try {
      await p;
      void message.success(text);
      void refresh();
    } catch {
      // shown
    }
  };
  const confirm = (content: string, run: () => void) =>
    modal.confirm({ title: '提示', content, okText: '确定', cancelText: '取消', onOk: run });

  const list = (
    <CrudPage<CouponRow>
      addedMessage={MSG.addedOffShelf}
      resource={coupons}
      title="优惠券"
      columns={columns}
      perms={{ add: false, edit: false, view: false, remove: COUPON_PERMS.remove, export: COUPON_PERMS.export }}
      exportName="优惠券.xlsx"
      actionWidth={290}
      toolbar={() =>
        canAdd && (
          <Button type="primary" onClick={() => setEditing({ row: null })}>
            新增优惠券
          </Button>
        )
      }
      rowActions={(r) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing({ row: r })}>
              编辑
            </Button>
          )}
          {canAdd && (
            <Button
              type="link"
              size="small"
              onClick={() => confirm(`确定复制「${r.name}」?`, () => void act(couponActions.clone(r.id), '复制成功'))}
            >
              复制
            </Button>
          )}
          {canShelf && !!r.isValid && (
            <Button
              type="link"
              size="small"
              onClick={() =>
                confirm(
                  r.shelfStatus ? '下架后用户不能在领券中心领取,确定下架?' : '确定上架?',
                  () => void act(couponActions.shelve([r.id], r.shelfStatus ? 0 : 1)),
                )
              }
            >
              {r.shelfStatus ? '下架' : '上架'}
            </Button>
          )}
          {canEdit && !!r.isValid && (
            <Button type="link" size="small" onClick={() => setIssuing(r)}>
              发放
            </Button>
          )}
          {canEdit && (
            <Button
              type="link"
              size="small"
              danger={!!r.isValid}
              onClick={() =>
                confirm(
                  r.isValid ? '作废后该券不能再领取和使用,确定作废?' : '确定恢复为有效?',
                  () => void act(couponActions.setValid(r.id, r.isValid ? 0 : 1)),
                )
              }
            >
              {r.isValid ? '作废' : '恢复'}
            </Button>
          )}
        </Space>
      )}
    />
  );
  return (
    <>
      <Tabs
        items={[
          { key: 'coupons', label: '优惠券', children: list },
          {
            key: 'batches',
            label: '发放批次',
            children: (
              <ListPage<CouponBatchRow>
                resource={couponBatches}
                title="发放批次"
                columns={batchColumns}
                exportPerm={false}
                rowActions={(b) =>
                  canExport && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() =>
                        void couponActions
                          .exportBatch(b.id)
                          .then((f) => saveExport(f, `优惠券发放批次${b.id}.xlsx`, message))
                          .catch(() => {})
                      }
                    >
                      导出用户券
                    </Button>
                  )
                }
              />
            ),
          },
          {
            key: 'users',
            label: '用户优惠券',
            children: <ListPage<UserCouponRow> resource={userCoupons} title="用户优惠券" columns={userColumns} exportPerm={false} />,
          },
        ]}
      />
      <CouponDialog
        open={!!editing}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      {issuing && <IssueDialog row={issuing} onClose={() => setIssuing(null)} />}
    </>
  );
}
