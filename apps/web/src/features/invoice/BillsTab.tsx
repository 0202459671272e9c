import { useState } from 'react';
import { App, Button, Popconfirm, Tag } from 'antd';
import { BILL_STATUS as B, BILL_STATUS_LABELS, INVOICE_MSG as M, TITLE_TYPE_LABELS } from '@yym/contract';
import { CrudPage, Money, RejectDialog, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { bills, invoiceCalls, invoices, type BillRow } from './api.ts';
import './invoice.css';

import { BillDrawer, ISSUABLE, OfflineDialog, QrDialog, RedDialog, STATUS_COLOR } from './InvoiceDialogs.tsx';

/** 开票申请: the customers' requests; issue, record an offline invoice, reject, reverse. */
export default function BillsTab() {
  const { message } = App.useApp();
  const can = { issue: useCan('invoice_issue'), red: useCan('invoice_red') };
  const refresh = useRefresh(bills, invoices);
  const [detail, setDetail] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<BillRow | null>(null);
  const [offline, setOffline] = useState<BillRow | null>(null);
  const [red, setRed] = useState<BillRow | null>(null);
  const [qr, setQr] = useState(false);
  const issue = async (b: BillRow) => {
    try {
      const inv = await invoiceCalls.issue(b.id);
      void message.success(`已开票,发票号码 ${inv.invoiceNo}`);
    } finally {
      await refresh();
    }
  };
  const columns: CrudColumn<BillRow>[] = [
    { title: '订单号', dataIndex: 'orderNo', search: true, width: 190 },
    { title: '商品', dataIndex: 'productName', width: 120 },
    { title: '抬头类型', dataIndex: 'titleType', width: 80, render: (v) => TITLE_TYPE_LABELS[v] },
    { title: '发票抬头', dataIndex: 'title', search: true },
    { title: '订单实收', dataIndex: 'kept', width: 100, render: (v) => <Money cents={v} /> },
    {
      title: '发票金额',
      dataIndex: 'invoiceAmount',
      width: 120,
      render: (v, r) => (
        <span>
          <Money cents={v} />
          {r.needsRed && (
            <Tag color="red" className="inv-flag">
              需红冲
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: '状态',
      dataIndex: 'billStatus',
      width: 100,
      search: true,
      options: Object.entries(BILL_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label })),
      render: (v) => <Tag color={STATUS_COLOR[v]}>{BILL_STATUS_LABELS[v]}</Tag>,
    },
    { title: '申请时间', dataIndex: 'createTime', width: 160 },
  ];
  return (
    <>
      <CrudPage<BillRow>
        resource={bills}
        columns={columns}
        perms={{ add: false, edit: false, remove: false, view: false, export: 'invoice_export' }}
        exportName="开票申请"
        actionWidth={250}
        toolbar={() => (
          <Button onClick={() => setQr(true)} disabled={!can.issue}>
            开票二维码
          </Button>
        )}
        rowActions={(b) => (
          <>
            <Button type="link" size="small" onClick={() => setDetail(b.id)}>
              详情
            </Button>
            {can.issue && ISSUABLE.includes(b.billStatus) && (
              <Popconfirm title={`按订单实收 ¥${(b.kept / 100).toFixed(2)} 开具电子发票?`} onConfirm={() => issue(b)}>
                <Button type="link" size="small">
                  {b.billStatus === B.REVERSED ? '重新开票' : '开票'}
                </Button>
              </Popconfirm>
            )}
            {can.issue && ISSUABLE.includes(b.billStatus) && (
              <Button type="link" size="small" onClick={() => setOffline(b)}>
                线下开票
              </Button>
            )}
            {can.issue && (b.billStatus === B.PENDING || b.billStatus === B.FAILED) && (
              <Button type="link" size="small" danger onClick={() => setRejecting(b)}>
                驳回
              </Button>
            )}
            {can.red && b.billStatus === B.ISSUED && b.invoiceId && (
              <Button type="link" size="small" danger onClick={() => setRed(b)}>
                红冲
              </Button>
            )}
          </>
        )}
      />
      {detail && <BillDrawer id={detail} onClose={() => setDetail(null)} />}
      {offline && <OfflineDialog bill={offline} onClose={() => setOffline(null)} />}
      {red && (
        <RedDialog
          invoice={{ id: red.invoiceId!, amount: red.invoiceAmount ?? 0, invoiceNo: red.invoiceNo }}
          onClose={() => setRed(null)}
        />
      )}
      {qr && <QrDialog onClose={() => setQr(false)} />}
      {rejecting && (
        <RejectDialog
          title={`驳回开票申请 ${rejecting.orderNo}`}
          placeholder="请输入驳回原因,顾客将在开票页看到"
          required={M.rejectReasonRequired}
          onReject={(reason) => invoiceCalls.reject(rejecting.id, reason)}
          onClose={(done) => {
            setRejecting(null);
            if (done) void refresh();
          }}
        />
      )}
    </>
  );
}
