import { useEffect, useState } from 'react';
import { App, Button, Drawer, Form, Input, Modal, Space, Tag } from 'antd';
import QRCode from 'qrcode';
import {
  BILL_STATUS as B,
  BILL_STATUS_LABELS,
  INVOICE_KIND_LABELS,
  INVOICE_MSG as M,
  INVOICE_STATUS_LABELS,
  TITLE_TYPE_LABELS,
} from '@yym/contract';
import { Facts, LinkCopy, Money, SmallTable, escGuard, saveBlob, useBusy } from '../../components/index.ts';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { bills, invoiceCalls, invoices, type BillRow, type InvoiceRow } from './api.ts';
import './invoice.css';

export const STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'processing', 2: 'green', 3: 'default', 4: 'red', 5: 'error' };
export const ISSUABLE: number[] = [B.PENDING, B.FAILED, B.REVERSED];

export async function downloadPdf(i: Pick<InvoiceRow, 'id' | 'kind' | 'invoiceNo'>) {
  saveBlob(await invoiceCalls.pdf(i.id), `${i.kind === 'red' ? '红字发票' : '发票'}-${i.invoiceNo ?? i.id}.pdf`);
}

/** 红冲: the reason is asked for; the red invoice reverses the blue one in full. */
export function RedDialog({ invoice, onClose }: { invoice: Pick<InvoiceRow, 'id' | 'amount' | 'invoiceNo'>; onClose: () => void }) {
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const { busy, attempt } = useBusy();
  const refresh = useRefresh(bills, invoices);
  return (
    <Modal
      modalRender={escGuard}
      open
      title={`红冲发票 ${invoice.invoiceNo ?? ''}`}
      okText="开具红字发票"
      okButtonProps={{ danger: true, loading: busy }}
      onCancel={onClose}
      onOk={() => {
        if (!reason.trim()) return void message.warning(M.redReasonRequired);
        void attempt(async () => {
          await invoiceCalls.red(invoice.id, reason.trim());
          void message.success('已红冲');
          await refresh();
          onClose();
        });
      }}
    >
      <p>
        将开具金额为 <Money cents={-invoice.amount} /> 的红字发票,原发票作废。红冲后可按订单实收金额重新开票。
      </p>
      <Input.TextArea
        aria-label="红冲原因"
        placeholder="如:订单部分退款、抬头有误"
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}

/** 线下开票: an invoice written on the tax disk's own software, recorded against the request. */
export function OfflineDialog({ bill, onClose }: { bill: BillRow; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ invoiceCode?: string; invoiceNo: string }>();
  const { busy, attempt } = useBusy();
  const refresh = useRefresh(bills, invoices);
  return (
    <Modal
      modalRender={escGuard}
      open
      title="线下开票"
      okButtonProps={{ loading: busy }}
      onCancel={onClose}
      onOk={async () => {
        const v = await form.validateFields();
        await attempt(async () => {
          await invoiceCalls.offline({ id: bill.id, invoiceCode: v.invoiceCode ?? '', invoiceNo: v.invoiceNo });
          void message.success('已登记');
          await refresh();
          onClose();
        });
      }}
    >
      <p>
        订单 {bill.orderNo},开票金额 <Money cents={bill.kept} />
        (订单实收)。
      </p>
      <Form form={form} layout="vertical">
        <Form.Item name="invoiceCode" label="发票代码" rules={[{ max: 20 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="invoiceNo" label="发票号码" rules={[{ required: true, message: M.invoiceNoRequired }, { max: 20 }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The request with its invoices (blue, red, offline) and their PDFs. */
export function BillDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const q = useQueryOf(bills, ['detail', id], () => bills.detail!(id));
  const b = q.data as (BillRow & { invoices: InvoiceRow[] }) | undefined;
  return (
    <Drawer open width={760} title="开票申请详情" onClose={onClose} loading={q.isLoading}>
      {b && (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Facts
            column={2}
            items={{
              订单号: b.orderNo,
              商品: b.productName,
              抬头类型: TITLE_TYPE_LABELS[b.titleType],
              发票抬头: b.title,
              纳税人识别号: b.taxNo || '-',
              接收邮箱: b.email,
              订单实收: <Money cents={b.kept} />,
              状态: <Tag color={STATUS_COLOR[b.billStatus]}>{BILL_STATUS_LABELS[b.billStatus]}</Tag>,
              驳回原因: b.rejectReason || '-',
              客户确认: b.confirmed ? '已确认收到' : '未确认',
            }}
          />
          <SmallTable<InvoiceRow>
            dataSource={b.invoices}
            columns={[
              { title: '类型', dataIndex: 'kind', render: (v: string) => INVOICE_KIND_LABELS[v] },
              { title: '发票号码', dataIndex: 'invoiceNo', render: (v) => v || '-' },
              { title: '金额', dataIndex: 'amount', render: (v: number) => <Money cents={v} /> },
              { title: '状态', dataIndex: 'invStatus', render: (v: string, r) => (r.reversedBy ? '已红冲' : INVOICE_STATUS_LABELS[v]) },
              { title: '原因', dataIndex: 'reason', render: (v, r) => v || r.error || '-' },
              {
                title: '操作',
                dataIndex: 'id',
                render: (_, r) =>
                  r.hasPdf ? (
                    <Button size="small" type="link" onClick={() => void downloadPdf(r)}>
                      下载PDF
                    </Button>
                  ) : (
                    '-'
                  ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}

/** 开票二维码: the counter shows a QR code of an order; the customer scans it and fills in the title. */
export function QrDialog({ onClose }: { onClose: () => void }) {
  const [orderNo, setOrderNo] = useState('');
  const [found, setFound] = useState<{ url: string; orderNo: string; productName: string; kept: number } | null>(null);
  const [img, setImg] = useState('');
  const { busy, attempt } = useBusy();
  const link = found ? `${window.location.origin}${found.url}` : '';
  useEffect(() => {
    if (link) void QRCode.toDataURL(link, { width: 240, margin: 1 }).then(setImg);
  }, [link]);
  return (
    <Modal modalRender={escGuard} open title="开票二维码" footer={null} onCancel={onClose}>
      <Space.Compact style={{ width: '100%' }}>
        <Input aria-label="订单号" placeholder="请输入订单号" value={orderNo} onChange={(e) => setOrderNo(e.target.value)} />
        <Button type="primary" loading={busy} onClick={() => void attempt(async () => setFound(await invoiceCalls.qrcode(orderNo.trim())))}>
          生成
        </Button>
      </Space.Compact>
      {found && (
        <div className="inv-qr">
          {img && <img src={img} alt="开票二维码" />}
          <div>
            {found.productName} · 可开票金额 <Money cents={found.kept} />
          </div>
          <div className="inv-hint">请顾客用手机扫码,填写抬头与邮箱后提交开票申请</div>
          <LinkCopy url={link} label="开票页" />
        </div>
      )}
    </Modal>
  );
}
