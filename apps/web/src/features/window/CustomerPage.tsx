import { Button, Modal, Space, Tag } from 'antd';
import { WINDOW_MSG as M, WINDOW_PERMS as P, centsToYuan, yuanToCents } from '@yym/contract';
import { useRefresh } from '../../app/data.ts';
import { CrudPage, type CrudColumn, Money, useCan } from '../../components/index.ts';
import { type WindowCustomerRow, enableCustomers, windowCustomers } from './api.ts';

const STATUS = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
];
const columns: CrudColumn<WindowCustomerRow>[] = [
  { title: '客户名称', dataIndex: 'name', search: true, form: { span: 24, required: M.customerNameRequired, rules: [{ max: 50 }] } },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 100,
    search: true,
    options: ['旅行社', '学校', '企业', '其他'].map((v) => ({ value: v, label: v })),
    form: { type: 'select', span: 12 },
  },
  { title: '联系人', dataIndex: 'contactName', width: 100, form: { span: 12, rules: [{ max: 20 }] } },
  { title: '电话', dataIndex: 'phone', width: 130, form: { span: 12, rules: [{ max: 20 }] } },
  {
    title: '挂账额度(元)',
    dataIndex: 'creditYuan',
    width: 120,
    render: (_, r) => <Money cents={r.creditLimit} />,
    form: { span: 12, placeholder: '0为不允许挂账', rules: [{ pattern: /^\d+(\.\d{1,2})?$/, message: '请输入金额' }] },
  },
  { title: '已挂账', dataIndex: 'owed', width: 110, render: (v) => <Money cents={v} />, form: false },
  {
    title: '状态',
    dataIndex: 'customerStatus',
    width: 80,
    search: true,
    options: STATUS,
    render: (v: number) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    form: false,
  },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24, rules: [{ max: 200 }] } },
];

/** 窗口客户: travel agencies and schools that buy at the window on account; enable or close in batch, export. */
export default function CustomerPage() {
  const canEnable = useCan(P.customerEnable);
  const refresh = useRefresh(windowCustomers);
  const batch = (rows: WindowCustomerRow[], on: boolean) =>
    Modal.confirm({
      title: `${on ? '启用' : '停用'} ${rows.length} 个客户?`,
      content: on ? undefined : '停用后不能再挂账购票。',
      onOk: () =>
        enableCustomers(
          rows.map((r) => r.id),
          on,
        ).then(refresh),
    });
  return (
    <CrudPage<WindowCustomerRow>
      resource={windowCustomers}
      title="窗口客户"
      columns={columns}
      perms={{ add: P.customerAdd, edit: P.customerEdit, remove: P.customerDelete, view: P.customer, export: P.customerExport }}
      exportName="窗口客户"
      defaults={{ kind: '旅行社' }}
      toForm={(r) => ({ ...r, creditYuan: centsToYuan(r.creditLimit) })}
      beforeSubmit={(r) => ({
        id: r.id,
        name: r.name?.trim(),
        kind: r.kind,
        contactName: r.contactName ?? '',
        phone: r.phone ?? '',
        creditLimit: r.creditYuan ? yuanToCents(String(r.creditYuan)) : 0,
        remark: r.remark ?? '',
      })}
      toolbar={(sel) =>
        canEnable && (
          <Space>
            <Button disabled={!sel.length} onClick={() => batch(sel, true)}>
              批量启用
            </Button>
            <Button disabled={!sel.length} onClick={() => batch(sel, false)}>
              批量停用
            </Button>
          </Space>
        )
      }
    />
  );
}
