import { useEffect, useState } from 'react';
import { App, Alert, Button, Drawer, Form, Input, Modal, Popconfirm, Select, Space, Tabs, Tag } from 'antd';
import QRCode from 'qrcode';
import {
  BILL_STATUS as B,
  BILL_STATUS_LABELS,
  INVOICE_KIND_LABELS,
  INVOICE_MSG as M,
  INVOICE_STATUS_LABELS,
  TAX_RATES,
  TITLE_TYPE_LABELS,
  checkTaxNo,
  taxRateText,
} from '@yym/contract';
import {
  CrudPage,
  Facts,
  ListPage,
  Money,
  RejectDialog,
  SmallTable,
  escGuard,
  saveBlob,
  useBusy,
  useCan,
  type CrudColumn,
} from '../../components/index.ts';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import {
  bills,
  invoiceCalls,
  invoices,
  productOptions,
  sellers,
  taxClasses,
  taxDisks,
  type BillRow,
  type ChannelRow,
  type InvoiceRow,
  type SellerRow,
  type TaxClassRow,
} from './api.ts';
import './invoice.css';

const STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'processing', 2: 'green', 3: 'default', 4: 'red', 5: 'error' };
const ISSUABLE: number[] = [B.PENDING, B.FAILED, B.REVERSED];

async function downloadPdf(i: Pick<InvoiceRow, 'id' | 'kind' | 'invoiceNo'>) {
  saveBlob(await invoiceCalls.pdf(i.id), `${i.kind === 'red' ? '红字发票' : '发票'}-${i.invoiceNo ?? i.id}.pdf`);
}

/** 红冲: the reason is asked for; the red invoice reverses the blue one in full. */
function RedDialog({ invoice, onClose }: { invoice: Pick<InvoiceRow, 'id' | 'amount' | 'invoiceNo'>; onClose: () => void }) {
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
function OfflineDialog({ bill, onClose }: { bill: BillRow; onClose: () => void }) {
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
function BillDrawer({ id, onClose }: { id: string; onClose: () => void }) {
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
function QrDialog({ onClose }: { onClose: () => void }) {
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
          <a href={link} target="_blank" rel="noreferrer">
            {link}
          </a>
        </div>
      )}
    </Modal>
  );
}

function BillsTab() {
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

function InvoicesTab() {
  const canRed = useCan('invoice_red');
  const [red, setRed] = useState<InvoiceRow | null>(null);
  const columns: CrudColumn<InvoiceRow>[] = [
    {
      title: '类型',
      dataIndex: 'kind',
      width: 100,
      search: true,
      options: Object.entries(INVOICE_KIND_LABELS).map(([value, label]) => ({ value, label })),
      render: (v) => <Tag color={v === 'red' ? 'red' : v === 'blue' ? 'blue' : 'default'}>{INVOICE_KIND_LABELS[v]}</Tag>,
    },
    { title: '订单号', dataIndex: 'orderNo', search: true, width: 200 },
    { title: '发票代码', dataIndex: 'invoiceCode', width: 130, render: (v) => v || '-' },
    { title: '发票号码', dataIndex: 'invoiceNo', width: 110, render: (v) => v || '-' },
    { title: '抬头', dataIndex: 'title' },
    { title: '价税合计', dataIndex: 'amount', width: 110, render: (v) => <Money cents={v} /> },
    { title: '税率', dataIndex: 'taxRate', width: 70, render: (v) => taxRateText(v) },
    { title: '税额', dataIndex: 'taxAmount', width: 90, render: (v) => <Money cents={v} /> },
    {
      title: '状态',
      dataIndex: 'invStatus',
      width: 90,
      render: (v, r) =>
        r.reversedBy ? <Tag>已红冲</Tag> : <Tag color={v === 'failed' ? 'error' : 'green'}>{INVOICE_STATUS_LABELS[v]}</Tag>,
    },
    { title: '开票时间', dataIndex: 'issuedTime', width: 170, render: (v) => v || '-' },
  ];
  return (
    <>
      <ListPage<InvoiceRow>
        resource={invoices}
        columns={columns}
        exportPerm={false}
        rowActions={(r) => (
          <>
            {r.hasPdf && (
              <Button type="link" size="small" onClick={() => void downloadPdf(r)}>
                下载PDF
              </Button>
            )}
            {canRed && r.kind !== 'red' && r.invStatus === 'issued' && !r.reversedBy && (
              <Button type="link" size="small" danger onClick={() => setRed(r)}>
                红冲
              </Button>
            )}
          </>
        )}
      />
      {red && <RedDialog invoice={red} onClose={() => setRed(null)} />}
    </>
  );
}

const P = { add: 'invoice_add', edit: 'invoice_edit', remove: 'invoice_delete', view: false as const, export: false as const };
const taxNoRule = {
  validator: (_: unknown, v: string) => (v && checkTaxNo(v) ? Promise.reject(new Error(checkTaxNo(v)!)) : Promise.resolve()),
};

const sellerColumns: CrudColumn<SellerRow>[] = [
  { title: '销售方名称', dataIndex: 'name', search: true, form: { span: 24, required: M.sellerNameRequired, rules: [{ max: 100 }] } },
  { title: '纳税人识别号', dataIndex: 'taxNo', width: 190, form: { span: 12, required: M.taxNoRequired, rules: [taxNoRule] } },
  { title: '开票人', dataIndex: 'drawer', width: 90, form: { span: 12, rules: [{ max: 20 }] } },
  { title: '地址', dataIndex: 'address', form: { span: 24, rules: [{ max: 200 }] } },
  { title: '电话', dataIndex: 'phone', width: 130, form: { span: 12, rules: [{ max: 30 }] } },
  { title: '开户行', dataIndex: 'bankName', hideInTable: true, form: { span: 12, rules: [{ max: 100 }] } },
  { title: '银行账号', dataIndex: 'bankAccount', hideInTable: true, form: { span: 12, rules: [{ max: 40 }] } },
  {
    title: '默认',
    dataIndex: 'isDefault',
    width: 70,
    options: [
      { value: 1, label: '是' },
      { value: 0, label: '否' },
    ],
    render: (v) => (v ? <Tag color="blue">默认</Tag> : '-'),
    form: { type: 'radio', span: 12 },
  },
];

function SellerSelect(p: { value?: string; onChange?: (v: string) => void }) {
  const q = useQueryOf(sellers, ['all'], invoiceCalls.allSellers);
  return (
    <Select
      aria-label="销售方"
      placeholder={M.sellerRequired}
      value={p.value}
      onChange={p.onChange}
      options={(q.data?.records ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
    />
  );
}
const diskColumns: CrudColumn<ChannelRow>[] = [
  { title: '税盘名称', dataIndex: 'name', form: { span: 12, required: M.channelNameRequired, rules: [{ max: 50 }] } },
  { title: '税盘编号', dataIndex: 'diskNo', width: 170, form: { span: 12, required: M.diskNoRequired, rules: [{ max: 30 }] } },
  {
    title: '销售方',
    dataIndex: 'sellerId',
    render: (_, r) => r.sellerName ?? '-',
    form: { span: 24, required: M.sellerRequired, control: <SellerSelect /> },
  },
  { title: '开票平台', dataIndex: 'provider', width: 110, render: (v) => (v === 'sandbox' ? '沙箱(演示)' : v), form: false },
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    options: [
      { value: 1, label: '启用' },
      { value: 0, label: '停用' },
    ],
    render: (v) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    form: { type: 'radio', span: 12 },
  },
];

function ProductSelect(p: { value?: string[]; onChange?: (v: string[]) => void }) {
  const q = useQueryOf(taxClasses, ['products'], productOptions);
  return (
    <Select
      mode="multiple"
      aria-label="适用商品"
      placeholder="选择按此分类开票的商品"
      value={p.value}
      onChange={p.onChange}
      optionFilterProp="label"
      options={(q.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
    />
  );
}
const classColumns: CrudColumn<TaxClassRow>[] = [
  {
    title: '商品和服务名称',
    dataIndex: 'name',
    search: true,
    width: 160,
    form: { span: 12, required: M.taxNameRequired, rules: [{ max: 100 }] },
  },
  {
    title: '税收分类编码',
    dataIndex: 'code',
    width: 190,
    form: { span: 12, required: M.taxCodeInvalid, rules: [{ pattern: /^\d{19}$/, message: M.taxCodeInvalid }] },
  },
  {
    title: '税率',
    dataIndex: 'rate',
    width: 70,
    render: (v) => taxRateText(v),
    options: TAX_RATES.map((r) => ({ value: r, label: taxRateText(r) })),
    form: { type: 'select', span: 12, required: M.rateInvalid },
  },
  {
    title: '适用商品',
    dataIndex: 'productIds',
    render: (_, r) => r.products.map((p) => p.name).join('、') || '-',
    form: { span: 24, control: <ProductSelect /> },
  },
];

/** 发票管理: customers' requests and the invoices issued, the sellers, tax disks and tax classes they use. */
export default function InvoicePage() {
  return (
    <Tabs
      className="inv-page"
      items={[
        { key: 'bills', label: '开票申请', children: <BillsTab /> },
        { key: 'invoices', label: '发票记录', children: <InvoicesTab /> },
        {
          key: 'sellers',
          label: '销售方',
          children: (
            <CrudPage<SellerRow>
              resource={sellers}
              columns={sellerColumns}
              perms={P}
              defaults={{ isDefault: 0 }}
              dialogWidth={720}
              beforeSubmit={(r) => ({ ...r, taxNo: r.taxNo?.trim().toUpperCase() })}
            />
          ),
        },
        {
          key: 'disks',
          label: '税盘',
          children: (
            <>
              <Alert
                type="info"
                showIcon
                className="inv-note"
                message="开票通过电子发票服务平台;未接入真实平台时使用沙箱,开出的发票仅供演示。"
              />
              <CrudPage<ChannelRow> resource={taxDisks} columns={diskColumns} perms={P} defaults={{ status: 1 }} dialogWidth={640} />
            </>
          ),
        },
        {
          key: 'classes',
          label: '税收分类',
          children: (
            <CrudPage<TaxClassRow>
              resource={taxClasses}
              columns={classColumns}
              perms={P}
              defaults={{ rate: 600, productIds: [] }}
              dialogWidth={720}
            />
          ),
        },
      ]}
    />
  );
}
