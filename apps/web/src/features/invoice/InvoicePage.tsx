import { useState } from 'react';
import { Alert, Button, Tabs, Tag } from 'antd';
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, taxRateText } from '@yym/contract';
import { CrudPage, ListPage, Money, useCan, type CrudColumn } from '../../components/index.ts';
import {
  invoices,
  sellers,
  taxClasses,
  taxDisks,
  type ChannelRow,
  type InvoiceRow,
  type InvoiceSellerRow,
  type TaxClassRow,
} from './api.ts';
import './invoice.css';

import BillsTab from './BillsTab.tsx';
import { RedDialog, downloadPdf } from './InvoiceDialogs.tsx';
import { P, classColumns, diskColumns, sellerColumns } from './SettingsTabs.tsx';

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
            <CrudPage<InvoiceSellerRow>
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
