import { useState } from 'react';
import { Button, Input, Modal, Space, Tag } from 'antd';
import { WINDOW_MSG as M, WINDOW_PERMS as P, centsToYuan, yuanToCents } from '@yym/contract';
import { useRefresh } from '../../app/data.ts';
import { CrudPage, type CrudColumn, Money, escGuard, useBusy, useCan } from '../../components/index.ts';
import {
  type PayCodeRow,
  type ScanOrderRow,
  payCodeLink,
  payCodeStatus,
  payCodes,
  scanBatchRefund,
  scanOrders,
  scanRefund,
  scanRemark,
} from './api.ts';

type Ask = { kind: 'refund' | 'remark'; rows: ScanOrderRow[] };

function AskDialog({ ask, onClose }: { ask: Ask; onClose: () => void }) {
  const [text, setText] = useState(ask.kind === 'remark' ? (ask.rows[0]?.remark ?? '') : '');
  const [key] = useState(() => `scan-${Date.now()}`);
  const refresh = useRefresh(scanOrders, payCodes);
  const { busy, attempt } = useBusy();
  const ok = () =>
    attempt(async () => {
      if (ask.kind === 'remark') await scanRemark(ask.rows[0]!.id, text.trim());
      else if (ask.rows.length === 1) await scanRefund(ask.rows[0]!.orderId, text.trim(), key);
      else
        await scanBatchRefund(
          ask.rows.map((r) => r.orderId),
          text.trim(),
        );
      await refresh();
      onClose();
    });
  const money = ask.rows.reduce((s, r) => s + r.amount - r.refundMoney, 0);
  return (
    <Modal
      modalRender={escGuard}
      open
      title={ask.kind === 'remark' ? '备注' : `退款 ${ask.rows.length} 笔`}
      onCancel={onClose}
      onOk={() => void ok()}
      confirmLoading={busy}
    >
      {ask.kind === 'refund' && (
        <p>
          退款 <Money cents={money} />
          ,原路退回付款人。
        </p>
      )}
      <Input.TextArea
        aria-label={ask.kind === 'remark' ? '备注' : '退款原因'}
        placeholder={ask.kind === 'remark' ? M.remarkRequired : M.reasonRequired}
        maxLength={200}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Modal>
  );
}

const codeColumns: CrudColumn<PayCodeRow>[] = [
  { title: '名称', dataIndex: 'name', search: true, form: { span: 24, required: M.codeNameRequired, rules: [{ max: 50 }] } },
  { title: '收款码', dataIndex: 'code', width: 150, form: false },
  {
    title: '固定金额(元)',
    dataIndex: 'amountYuan',
    width: 120,
    render: (_, r) => (r.amount == null ? '付款人输入' : <Money cents={r.amount} />),
    form: { span: 12, placeholder: '不填则付款人输入金额', rules: [{ pattern: /^\d+(\.\d{1,2})?$/, message: '请输入金额' }] },
  },
  { title: '收款笔数', dataIndex: 'orders', width: 90, form: false },
  { title: '收款金额', dataIndex: 'paidMoney', width: 110, render: (v) => <Money cents={v} />, form: false },
  {
    title: '状态',
    dataIndex: 'codeStatus',
    width: 80,
    search: true,
    options: [
      { value: 1, label: '启用' },
      { value: 0, label: '停用' },
    ],
    render: (v: number) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    form: false,
  },
  { title: '备注', dataIndex: 'remark', form: { type: 'textarea', span: 24, rules: [{ max: 200 }] } },
];

/** 扫码付: the merchant's payment codes (edit, enable or stop, the link to print as a QR code, export) and the payments through them. */
export function ScanPayTab() {
  const [ask, setAsk] = useState<Ask | null>(null);
  const canEdit = useCan(P.settingEdit);
  const refresh = useRefresh(payCodes);
  const orderColumns: CrudColumn<ScanOrderRow>[] = [
    { title: '订单号', dataIndex: 'keyword', hideInTable: true, search: true },
    { title: '时间', dataIndex: 'createTime', width: 170 },
    { title: '订单号', dataIndex: 'orderNo', width: 200 },
    { title: '收款码', dataIndex: 'codeName' },
    { title: '金额', dataIndex: 'amount', width: 100, render: (v) => <Money cents={v} /> },
    { title: '已退', dataIndex: 'refundMoney', width: 100, render: (v) => <Money cents={v} /> },
    { title: '状态', dataIndex: 'orderStatusText', width: 90 },
    { title: '备注', dataIndex: 'remark' },
  ];
  return (
    <>
      <CrudPage<PayCodeRow>
        resource={payCodes}
        title="收款码"
        columns={codeColumns}
        size="small"
        perms={{ add: P.settingAdd, edit: P.settingEdit, remove: P.settingDelete, view: P.setting, export: P.setting }}
        exportName="扫码付收款码"
        toForm={(r) => ({ ...r, amountYuan: r.amount == null ? '' : centsToYuan(r.amount) })}
        beforeSubmit={(r) => ({
          id: r.id,
          name: r.name?.trim(),
          amount: r.amountYuan ? yuanToCents(String(r.amountYuan)) : null,
          remark: r.remark ?? '',
        })}
        toolbar={(sel) =>
          canEdit && (
            <Space>
              <Button
                disabled={!sel.length}
                onClick={() =>
                  void payCodeStatus(
                    sel.map((r) => r.id),
                    1,
                  ).then(refresh)
                }
              >
                启用
              </Button>
              <Button
                disabled={!sel.length}
                onClick={() =>
                  void payCodeStatus(
                    sel.map((r) => r.id),
                    0,
                  ).then(refresh)
                }
              >
                停用
              </Button>
            </Space>
          )
        }
        rowActions={(r) => (
          <Button
            type="link"
            size="small"
            onClick={() => void payCodeLink(r.id).then((l) => Modal.info({ title: `${r.name} 收款链接`, content: l.url }))}
          >
            收款链接
          </Button>
        )}
      />
      <div style={{ height: 16 }} />
      <CrudPage<ScanOrderRow>
        resource={scanOrders}
        title="扫码付订单"
        columns={orderColumns}
        size="small"
        perms={{ add: false, edit: false, remove: false, view: false, export: false }}
        toolbar={(sel) =>
          canEdit && (
            <Button disabled={!sel.length} onClick={() => setAsk({ kind: 'refund', rows: sel })}>
              批量退款
            </Button>
          )
        }
        rowActions={(r) =>
          canEdit && (
            <Space size={0}>
              <Button type="link" size="small" disabled={r.refundMoney >= r.amount} onClick={() => setAsk({ kind: 'refund', rows: [r] })}>
                退款
              </Button>
              <Button type="link" size="small" onClick={() => setAsk({ kind: 'remark', rows: [r] })}>
                备注
              </Button>
            </Space>
          )
        }
      />
      {ask && <AskDialog ask={ask} onClose={() => setAsk(null)} />}
    </>
  );
}
