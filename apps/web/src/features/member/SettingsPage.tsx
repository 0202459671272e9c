import { useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Switch } from 'antd';
import { useQueryOf } from '../../app/data.ts';
import { MEMBER_MSG, MSG } from '@yym/contract';
import { CrudPage, useCan, type CrudColumn } from '../../components/index.ts';
import { levels, memberCalls, type MemberLevelRow } from './api.ts';
import { RightsDialog } from './RightsDialog.tsx';
import './member.css';

const EDIT = 'member_settings_edit';
const int = (min: number, max: number, message: string) => [
  { required: true, message },
  { type: 'integer' as const, min, max, message },
];

const columns: CrudColumn<MemberLevelRow>[] = [
  { title: '等级', dataIndex: 'levelNo', width: 80, form: { type: 'number', min: 1, max: 20, rules: int(1, 20, MEMBER_MSG.levelNoRange) } },
  {
    title: '等级名称',
    dataIndex: 'name',
    form: { required: MEMBER_MSG.levelNameRequired, rules: [{ max: 20, message: MEMBER_MSG.levelNameMax }] },
  },
  {
    title: '成长值门槛',
    dataIndex: 'growthMin',
    width: 120,
    form: { type: 'number', min: 0, max: 99_999_999, rules: int(0, 99_999_999, MEMBER_MSG.growthRange) },
  },
  { title: '会员人数', dataIndex: 'memberCount', width: 100, form: false },
  { title: '备注', dataIndex: 'remark', form: { type: 'textarea', span: 24, rules: [{ max: 200 }] } },
];

/** Base settings and the growth speed rules: two small forms. */
function ProgrammeForms() {
  const { message } = App.useApp();
  const canEdit = useCan(EDIT);
  const base = useQueryOf('member-base', [], memberCalls.base);
  const speed = useQueryOf('member-speed', [], memberCalls.speed);
  const [baseForm] = Form.useForm();
  const [speedForm] = Form.useForm();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (base.data) baseForm.setFieldsValue({ ...base.data, enabled: base.data.enabled === 1 });
  }, [base.data, baseForm]);
  useEffect(() => {
    if (speed.data) speedForm.setFieldsValue(speed.data);
  }, [speed.data, speedForm]);
  const save = async () => {
    const [b, s] = await Promise.all([baseForm.validateFields(), speedForm.validateFields()]).catch(() => [null, null]);
    if (!b || !s) return;
    setSaving(true);
    try {
      await memberCalls.saveBase({ ...b, enabled: b.enabled ? 1 : 0 });
      await memberCalls.saveSpeed(s);
      void message.success(MSG.updateSuccess);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      size="small"
      title="会员规则"
      className="mb-section"
      extra={
        canEdit && (
          <Button type="primary" loading={saving} onClick={save}>
            保存规则
          </Button>
        )
      }
    >
      <Form form={baseForm} layout="inline" disabled={!canEdit}>
        <Form.Item name="enabled" label="开启会员" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="memberName"
          label="会员名称"
          rules={[{ required: true, whitespace: true, message: MEMBER_MSG.memberNameRequired }]}
        >
          <Input maxLength={50} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="pointsPerYuan" label="每消费1元得积分" rules={int(0, 100, MEMBER_MSG.perYuanRange)}>
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
        <Form.Item name="pointsValidDays" label="积分有效期(天,0为永久)" rules={int(0, 3650, MEMBER_MSG.validDaysRange)}>
          <InputNumber min={0} max={3650} precision={0} />
        </Form.Item>
        <Form.Item name="ruleText" label="规则说明" style={{ width: '100%', marginTop: 12 }}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
      <Form form={speedForm} layout="inline" disabled={!canEdit} className="mb-speed">
        <Form.Item name="growthPerYuan" label="每消费1元得成长值" rules={int(0, 100, MEMBER_MSG.perYuanRange)}>
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
        <Form.Item name="growthMaxPerOrder" label="单笔订单成长值上限(0不限)" rules={int(0, 99_999_999, MEMBER_MSG.growthRange)}>
          <InputNumber min={0} max={99_999_999} precision={0} />
        </Form.Item>
      </Form>
    </Card>
  );
}

/** 会员设置: the programme's rules and its levels with their rights. */
export default function SettingsPage() {
  const canEdit = useCan(EDIT);
  const [rightsOf, setRightsOf] = useState<MemberLevelRow | null>(null);
  return (
    <>
      <ProgrammeForms />
      <CrudPage
        resource={levels}
        title="会员等级"
        columns={columns}
        perms={{ add: EDIT, edit: EDIT, remove: EDIT, view: false, export: false }}
        defaults={{ discount: 100, discountEnabled: 0 } as Partial<MemberLevelRow>}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setRightsOf(r)}>
            {canEdit ? '权益设置' : '查看权益'}
          </Button>
        )}
      />
      {rightsOf && <RightsDialog level={rightsOf} editable={canEdit} onClose={() => setRightsOf(null)} />}
    </>
  );
}
