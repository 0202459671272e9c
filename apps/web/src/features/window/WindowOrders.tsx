import { useState } from 'react';
import { Alert, Button, Input, Modal, Select, Space, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { OP_KIND_TEXT, PAY_METHOD_TEXT, type WinPayMethod, WINDOW_PERMS as P, chinaToday } from '@yym/contract';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { CrudPage, type CrudColumn, Money, escGuard, useBusy, useCan } from '../../components/index.ts';
import {
  type OpRow,
  type PrintRecordRow,
  type ShiftRow,
  type WindowOrderRow,
  changeOrders,
  closePrints,
  forcedRefund,
  printConfirm,
  printRecords,
  refundOrders,
  shifts,
  templateNames,
  windowOps,
  windowOrders,
} from './api.ts';

type Act = { kind: 'refund' | 'forced' | 'change' | 'print'; rows: WindowOrderRow[] };
const TITLE = { refund: '退票', forced: '强制退票', change: '改签', print: '打印门票' } as const;

/** One dialog for the window's actions on orders: each asks its reason (print: the template, and says what is a reprint). */
function ActDialog({ act, onClose }: { act: Act; onClose: () => void }) {
  const navigate = useNavigate();
  const refresh = useRefresh(windowOrders, windowOps, 'window-counter');
  const { busy, attempt } = useBusy();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(chinaToday(1));
  const [templateId, setTemplateId] = useState<string>();
  const [key] = useState(() => `win-${act.kind}-${Date.now()}`);
  const ids = act.rows.map((r) => r.id);
  const names = useQueryOf('window-template-names', [], templateNames, { enabled: act.kind === 'print' });
  const confirm = useQueryOf('window-print-confirm', [ids.join(',')], () => printConfirm(ids), { enabled: act.kind === 'print' });
  const ok = () =>
    attempt(async () => {
      if (act.kind === 'print') {
        navigate(
          `/windowTicket/preview?orders=${ids.join(',')}&job=${key}&back=/windowTicket/index${templateId ? `&template=${templateId}` : ''}`,
        );
        return;
      }
      if (act.kind === 'refund') await refundOrders(ids, reason.trim(), key);
      if (act.kind === 'forced') await forcedRefund(ids[0]!, reason.trim(), key);
      if (act.kind === 'change') await changeOrders(ids, date, reason.trim());
      await refresh();
      onClose();
    });
  const total = act.rows.reduce((s, r) => s + r.totalMoney, 0);
  return (
    <Modal
      modalRender={escGuard}
      open
      title={TITLE[act.kind]}
      onCancel={onClose}
      onOk={() => void ok()}
      confirmLoading={busy}
      okText={act.kind === 'print' ? '确认打印' : '确定'}
    >
      <p>
        {act.rows.length} 个订单:{act.rows.map((r) => r.orderNo).join('、')}
      </p>
      {act.kind === 'print' && (
        <>
          {confirm.data && (
            <Alert
              type={confirm.data.reprints.length ? 'warning' : 'info'}
              showIcon
              message={`共 ${confirm.data.tickets} 张门票${confirm.data.reprints.length ? `,其中 ${confirm.data.reprints.map((r) => `${r.orderNo} 已打印${r.times}次`).join('、')},本次为补打` : ''}`}
            />
          )}
          <Select
            aria-label="打印模板"
            style={{ width: '100%', marginTop: 8 }}
            placeholder="默认模板(窗口设置)"
            allowClear
            value={templateId}
            onChange={setTemplateId}
            options={(names.data ?? []).map((t) => ({ value: t.id, label: `${t.name}(${t.paper})` }))}
          />
        </>
      )}
      {(act.kind === 'refund' || act.kind === 'forced') && (
        <p>
          退款金额 <Money cents={total} />
          ,原路退回(现金从钱箱退给游客,挂账退回客户账户)。
          {act.kind === 'forced' && <Tag color="red">已核销的门票也将退款</Tag>}
        </p>
      )}
      {act.kind === 'change' && (
        <Input
          type="date"
          aria-label="改签日期"
          value={date}
          min={chinaToday()}
          onChange={(e) => setDate(e.target.value)}
          style={{ marginBottom: 8 }}
        />
      )}
      {act.kind !== 'print' && (
        <Input.TextArea
          aria-label="原因"
          placeholder="请填写原因"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
    </Modal>
  );
}

const orderColumns: CrudColumn<WindowOrderRow>[] = [
  { title: '订单号/销售单号', dataIndex: 'keyword', hideInTable: true, search: true },
  { title: '订单号', dataIndex: 'orderNo', width: 200 },
  { title: '门票', dataIndex: 'productName', render: (_, r) => `${r.productName} ${r.skuName ?? ''}` },
  { title: '游玩日期', dataIndex: 'playDate', width: 110 },
  { title: '数量', dataIndex: 'quantity', width: 70 },
  { title: '金额', dataIndex: 'totalMoney', width: 100, render: (v) => <Money cents={v} /> },
  { title: '支付', dataIndex: 'payMethod', width: 80, render: (v: WinPayMethod) => PAY_METHOD_TEXT[v] },
  { title: '状态', dataIndex: 'orderStatusText', width: 90 },
  { title: '打印', dataIndex: 'prints', width: 80, render: (v: number) => (v ? `${v}次` : <Tag>未打印</Tag>) },
  { title: '售票员', dataIndex: 'sellerName', width: 100 },
];
const NO = { add: false, edit: false, remove: false, view: false, export: false } as const;

/** 退票改签: the window's orders; print (with its confirm), refund, change, forced refund, each with its reason; the window's log below. */
export function WindowOrders() {
  const [act, setAct] = useState<Act | null>(null);
  const can = { print: useCan(P.print), refund: useCan(P.refund), change: useCan(P.change), forced: useCan(P.forced) };
  const opColumns: CrudColumn<OpRow>[] = [
    { title: '时间', dataIndex: 'createTime', width: 170 },
    { title: '操作', dataIndex: 'opKind', width: 90, render: (v: string) => OP_KIND_TEXT[v] ?? v },
    { title: '订单号', dataIndex: 'orderNo', width: 200 },
    { title: '金额', dataIndex: 'amount', width: 100, render: (v) => <Money cents={v} /> },
    { title: '原因', dataIndex: 'reason' },
    { title: '说明', dataIndex: 'detail' },
    { title: '售票员', dataIndex: 'sellerName', width: 100 },
  ];
  return (
    <>
      <CrudPage<WindowOrderRow>
        resource={windowOrders}
        columns={orderColumns}
        perms={NO}
        size="small"
        actionWidth={230}
        toolbar={(sel) => (
          <Space>
            {can.print && (
              <Button disabled={!sel.length} onClick={() => setAct({ kind: 'print', rows: sel })}>
                批量打印
              </Button>
            )}
            {can.refund && (
              <Button disabled={!sel.length} onClick={() => setAct({ kind: 'refund', rows: sel })}>
                批量退票
              </Button>
            )}
            {can.change && (
              <Button disabled={!sel.length} onClick={() => setAct({ kind: 'change', rows: sel })}>
                批量改签
              </Button>
            )}
          </Space>
        )}
        rowActions={(r) => (
          <Space size={0}>
            {can.print && (
              <Button type="link" size="small" onClick={() => setAct({ kind: 'print', rows: [r] })}>
                {r.prints ? '补打' : '打印'}
              </Button>
            )}
            {can.refund && (
              <Button type="link" size="small" onClick={() => setAct({ kind: 'refund', rows: [r] })}>
                退票
              </Button>
            )}
            {can.change && (
              <Button type="link" size="small" onClick={() => setAct({ kind: 'change', rows: [r] })}>
                改签
              </Button>
            )}
            {can.forced && (
              <Button type="link" size="small" danger onClick={() => setAct({ kind: 'forced', rows: [r] })}>
                强制退票
              </Button>
            )}
          </Space>
        )}
      />
      <h4 style={{ marginTop: 16 }}>窗口退票改签记录</h4>
      <CrudPage<OpRow> resource={windowOps} columns={opColumns} perms={NO} size="small" />
      {act && <ActDialog act={act} onClose={() => setAct(null)} />}
    </>
  );
}

/** 打印记录: every print and reprint; close the ones the printer finished. */
export function PrintRecords() {
  const refresh = useRefresh(printRecords);
  const columns: CrudColumn<PrintRecordRow>[] = [
    { title: '订单号', dataIndex: 'keyword', hideInTable: true, search: true },
    { title: '时间', dataIndex: 'createTime', width: 170 },
    { title: '订单号', dataIndex: 'orderNo' },
    { title: '纸张', dataIndex: 'paper', width: 80 },
    { title: '票数', dataIndex: 'tickets', width: 70 },
    { title: '类型', dataIndex: 'reprint', width: 80, render: (v: number) => (v ? <Tag color="orange">补打</Tag> : <Tag>首次</Tag>) },
    { title: '状态', dataIndex: 'printStatus', width: 90, render: (v: number) => (v === 2 ? '已完成' : '已发送') },
    { title: '售票员', dataIndex: 'sellerName', width: 100 },
  ];
  return (
    <CrudPage<PrintRecordRow>
      resource={printRecords}
      columns={columns}
      perms={NO}
      size="small"
      toolbar={(sel) => (
        <Button disabled={!sel.some((r) => r.printStatus === 1)} onClick={() => void closePrints(sel.map((r) => r.id)).then(refresh)}>
          标记已完成
        </Button>
      )}
    />
  );
}

/** 班次记录: shifts with their cash expected and counted. */
export function ShiftList() {
  const columns: CrudColumn<ShiftRow>[] = [
    { title: '班次', dataIndex: 'shiftNo', width: 190 },
    { title: '窗口', dataIndex: 'windowName', width: 130 },
    { title: '售票员', dataIndex: 'sellerName', width: 100 },
    { title: '开班', dataIndex: 'openTime', width: 170 },
    { title: '交班', dataIndex: 'closeTime', width: 170, render: (v) => v ?? <Tag color="green">进行中</Tag> },
    { title: '备用金', dataIndex: 'openingCash', render: (v) => <Money cents={v} /> },
    { title: '应有现金', dataIndex: 'expectedCash', render: (v) => <Money cents={v} /> },
    { title: '清点现金', dataIndex: 'countedCash', render: (v) => <Money cents={v} /> },
    {
      title: '差额',
      dataIndex: 'diff',
      render: (_, r) => (r.countedCash == null ? '-' : <Money cents={r.countedCash - (r.expectedCash ?? 0)} />),
    },
    { title: '备注', dataIndex: 'remark' },
  ];
  return <CrudPage<ShiftRow> resource={shifts} columns={columns} perms={NO} size="small" />;
}
