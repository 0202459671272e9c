import { useEffect, useState } from 'react';
import { useSearchParams } from '../kit/router.tsx';
import { Button, Form, Input, Radio, useFeedback } from '../kit/index.ts';
import {
  BILL_STATUS as B,
  BILL_STATUS_LABELS,
  INVOICE_KIND_LABELS,
  INVOICE_MSG as M,
  centsToYuan,
  checkEmail,
  checkTaxNo,
} from '@yym/contract';
import { useCache, useQueryOf } from '../../app/data.ts';
import { H5Row, errorOf, notReady } from '../parts.tsx';
import { customerInvoiceApi, type CustomerInvoice } from './api.ts';
import '../order/order.css';
import './invoice.css';

interface Ask {
  titleType: 1 | 2;
  title: string;
  taxNo?: string;
  email: string;
}

/** The request form: personal or company title, the company's taxpayer number (checked), the e-mail. */
function AskForm({ code, again, onDone }: { code: string; again: boolean; onDone: (v: CustomerInvoice) => void }) {
  const [form] = Form.useForm<Ask>();
  const type = Form.useWatch('titleType', form) ?? 2;
  const [busy, setBusy] = useState(false);
  const { message } = useFeedback();
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      onDone(await customerInvoiceApi.apply({ code, ...v, taxNo: v.taxNo?.trim() || undefined }));
      void message.success('已提交,商家开票后将发送至您的邮箱');
    } catch (e) {
      void message.error(errorOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5o-card">
      <h3>{again ? '重新申请开票' : '申请开票'}</h3>
      <Form form={form} layout="vertical" initialValues={{ titleType: 2 }} requiredMark={false}>
        <Form.Item name="titleType" label="抬头类型">
          <Radio.Group
            optionType="button"
            options={[
              { value: 2, label: '单位' },
              { value: 1, label: '个人' },
            ]}
          />
        </Form.Item>
        <Form.Item name="title" label="发票抬头" rules={[{ required: true, whitespace: true, message: M.titleRequired }, { max: 100 }]}>
          <Input placeholder={type === 2 ? '单位全称' : '个人姓名'} />
        </Form.Item>
        {type === 2 && (
          <Form.Item
            name="taxNo"
            label="纳税人识别号"
            rules={[{ validator: (_, v) => (checkTaxNo(v) ? Promise.reject(new Error(checkTaxNo(v)!)) : Promise.resolve()) }]}
          >
            <Input placeholder="18位统一社会信用代码" maxLength={20} />
          </Form.Item>
        )}
        <Form.Item
          name="email"
          label="接收邮箱"
          rules={[
            { required: true, whitespace: true, message: M.emailRequired },
            { validator: (_, v) => (v && checkEmail(v) ? Promise.reject(new Error(checkEmail(v)!)) : Promise.resolve()) },
          ]}
        >
          <Input placeholder="电子发票将发送至此邮箱" inputMode="email" />
        </Form.Item>
        <Button type="primary" block size="large" loading={busy} onClick={() => void submit()}>
          提交申请
        </Button>
      </Form>
    </div>
  );
}

/** Customer invoice page (public): /h5/invoice?code=... (linked from the order page and the counter's QR code). */
export default function InvoiceRequestPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const { set } = useCache();
  const { message } = useFeedback();
  const q = useQueryOf('h5-invoice', [code], () => customerInvoiceApi.detail(code), { enabled: !!code });
  useEffect(() => {
    document.title = '申请发票';
  }, []);
  const wait = notReady(q, code ? null : '订单不存在');
  if (wait || !q.data) return wait;
  const v = q.data;
  const update = (next: CustomerInvoice) => set('h5-invoice', [code], next);
  const bill = v.bill;
  const canAsk = v.paid && v.kept > 0 && (!bill || bill.billStatus === B.REJECTED);

  return (
    <div className="h5o">
      <div className="h5o-bar">申请发票</div>
      <div className="h5o-card">
        <H5Row label="订单编号">{v.orderNo}</H5Row>
        <H5Row label="商品">{v.productName}</H5Row>
        <H5Row label="可开票金额" money testId="invoice-kept">
          ¥{centsToYuan(v.kept)}
        </H5Row>
      </div>

      {bill && (
        <div className="h5o-card" data-testid="invoice-bill">
          <h3>开票进度</h3>
          <H5Row label="状态">
            <span className={`h5i-state h5i-s${bill.billStatus}`} data-testid="invoice-state">
              {BILL_STATUS_LABELS[bill.billStatus]}
            </span>
          </H5Row>
          <H5Row label="发票抬头">{bill.title}</H5Row>
          {bill.taxNo && <H5Row label="纳税人识别号">{bill.taxNo}</H5Row>}
          <H5Row label="接收邮箱">{bill.email}</H5Row>
          {bill.billStatus === B.REJECTED && <H5Row label="驳回原因">{bill.rejectReason}</H5Row>}
          {bill.billStatus === B.PENDING && <p className="h5i-note">商家将在1-3个工作日内开具,请耐心等待</p>}
        </div>
      )}

      {v.invoices.length > 0 && (
        <div className="h5o-card">
          <h3>我的发票</h3>
          {v.invoices.map((i) => (
            <div key={i.id} className="h5i-invoice">
              <div>
                <div>
                  {INVOICE_KIND_LABELS[i.kind]} {i.invoiceNo}
                </div>
                <div className="h5i-note">¥{centsToYuan(i.amount)}</div>
              </div>
              {i.hasPdf && (
                <a className="k-btn k-btn-small" href={customerInvoiceApi.pdfUrl(code, i.id)} download>
                  下载PDF
                </a>
              )}
            </div>
          ))}
          {bill?.billStatus === B.ISSUED &&
            (bill.confirmed ? (
              <p className="h5i-note" data-testid="invoice-confirmed">
                已确认收到
              </p>
            ) : (
              <Button
                block
                onClick={() =>
                  void customerInvoiceApi
                    .confirm(code)
                    .then(update)
                    .catch((e) => message.error(errorOf(e)))
                }
              >
                确认收到发票
              </Button>
            ))}
        </div>
      )}

      {canAsk && <AskForm code={code} again={!!bill} onDone={update} />}
      {!v.paid && <div className="h5o-card h5i-note">订单支付后可申请开票</div>}
      {v.paid && v.kept <= 0 && <div className="h5o-card h5i-note">{M.nothingKept}</div>}
    </div>
  );
}
