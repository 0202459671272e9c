import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { supplierCodes } from './api.ts';

const columns: CrudColumn[] = [
  { title: '供应商名称', dataIndex: 'supplierName', search: true, form: { required: '请输入供应商名称' } },
  { title: '供应商编码', dataIndex: 'supplierCode', search: true, form: { required: '请输入供应商编码' } },
  { title: '联系人', dataIndex: 'contact' },
  { title: '电话', dataIndex: 'phone' },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

/** Supplier codes of the merchant. */
export default function SupplierCodePage() {
  return (
    <CrudPage
      resource={supplierCodes}
      title="供应商编码"
      columns={columns}
      perms={{ add: 'supplier_code_add', edit: 'supplier_code_edit', remove: 'supplier_code_delete', view: 'supplier_code_view' }}
    />
  );
}
