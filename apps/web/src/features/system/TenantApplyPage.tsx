import { useState } from 'react';
import { APPLY_AUDIT_STATUS } from '@yym/contract';
import { App, Button, Form, Input, Modal, Radio, Tag } from 'antd';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { useCan } from '../../app/session.ts';
import { useRefresh } from '../../app/data.ts';
import { auditApply, tenantApplies } from './api.ts';
import { escGuard } from '../../components/EscGuard.tsx';

const STATUS = Object.entries(APPLY_AUDIT_STATUS).map(([value, label]) => ({ label, value: Number(value) }));
const TYPES = [
  { label: '商户入驻', value: 1 },
  { label: '账号注册', value: 2 },
];
const statusTag = (v: number) => <Tag color={['gold', 'green', 'red'][v] ?? 'default'}>{STATUS.find((s) => s.value === v)?.label}</Tag>;

const columns: CrudColumn[] = [
  { title: '申请类型', dataIndex: 'applyType', options: TYPES, search: true },
  { title: '商户名称', dataIndex: 'tenantName', search: true },
  { title: '租户ID', dataIndex: 'tenantId' },
  { title: '姓名', dataIndex: 'name' },
  { title: '账号', dataIndex: 'account', search: true },
  { title: '手机号', dataIndex: 'phone' },
  { title: '审核状态', dataIndex: 'auditStatus', options: STATUS, search: true, render: statusTag },
  { title: '审核意见', dataIndex: 'auditRemark' },
  { title: '申请时间', dataIndex: 'createTime', width: 170 },
];

/** Applications (merchant sign-up and account registration) and their audit (platform). */
export default function TenantApplyPage() {
  const canAudit = useCan('tenant_apply_audit');
  const { message } = App.useApp();
  const refresh = useRefresh(tenantApplies);
  const [row, setRow] = useState<{ id: string } | null>(null);
  const [form] = Form.useForm();
  const audit = async () => {
    const verdict = await form.validateFields().catch(() => null);
    if (!verdict) return; // the form shows each field's message
    await auditApply(row!.id, verdict);
    void message.success('审核完成');
    setRow(null);
    void refresh();
  };
  return (
    <>
      <CrudPage
        resource={tenantApplies}
        title="租户申请"
        columns={columns}
        perms={{ remove: 'tenant_apply_delete', view: 'tenant_apply_view' }}
        rowActions={(r) =>
          canAudit &&
          r.auditStatus === 0 && (
            <Button
              type="link"
              size="small"
              onClick={() => {
                form.resetFields();
                setRow(r as { id: string });
              }}
            >
              审核
            </Button>
          )
        }
      />
      <Modal modalRender={escGuard} title="审核" open={!!row} onOk={audit} onCancel={() => setRow(null)} okText="提交" cancelText="取消">
        <Form form={form} layout="vertical" initialValues={{ auditStatus: 1 }}>
          <Form.Item name="auditStatus" label="审核结果" rules={[{ required: true, message: '请选择审核结果' }]}>
            <Radio.Group
              options={[
                { label: '通过', value: 1 },
                { label: '驳回', value: 2 },
              ]}
            />
          </Form.Item>
          <Form.Item name="auditRemark" label="审核意见">
            <Input.TextArea rows={3} maxLength={255} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
