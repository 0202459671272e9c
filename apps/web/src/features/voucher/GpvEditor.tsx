import { useEffect, useState } from 'react';
import { App, Checkbox, Form, Input, InputNumber, Modal, Radio, Tabs } from 'antd';
import { MSG, VOUCHER_MSG } from '@yym/contract';
import { escGuard, useBusy } from '../../components/index.ts';
import { withTestId } from '../../components/withTestId.ts';
import { gpvActions, type GpvRow } from './api.ts';
import { DateInput } from './shared.tsx';

const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'].map((label, value) => ({ label, value }));

/** 详情 and 规则 of a gpv: saved apart (each tab its own call). */
export function GpvEditor({ row, onClose, onDone }: { row: GpvRow; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [tab, setTab] = useState<'detail' | 'rule'>('rule');
  const [detail] = Form.useForm();
  const [rule] = Form.useForm();
  const { busy, attempt } = useBusy();
  useEffect(() => {
    detail.setFieldsValue({ intro: row.intro ?? '', notice: row.notice ?? '' });
    rule.setFieldsValue({ ...row, weekly: row.weekly.split(',').map(Number) });
  }, [row, detail, rule]);
  const save = async () => {
    const form = tab === 'detail' ? detail : rule;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await attempt(async () => {
      if (tab === 'detail') await gpvActions.saveDetail({ id: row.id, intro: v.intro, notice: v.notice });
      else
        await gpvActions.saveRule({
          id: row.id,
          minPeople: v.minPeople,
          maxPeople: v.maxPeople,
          realName: v.realName,
          validStart: v.validStart,
          validEnd: v.validEnd,
          weekly: [...(v.weekly as number[])].sort().join(','),
          refundable: v.refundable,
        });
      void message.success(MSG.updateSuccess);
      onDone();
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      width={640}
      title={`详情与规则:${row.name}`}
      onCancel={onClose}
      onOk={() => void save()}
      okText={tab === 'detail' ? '保存详情' : '保存规则'}
      cancelText="关闭"
      confirmLoading={busy}
      okButtonProps={withTestId('gpv-editor-ok')}
      destroyOnHidden
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as typeof tab)}
        items={[
          {
            key: 'rule',
            label: '规则',
            children: (
              <Form form={rule} layout="vertical">
                <Form.Item label="每单人数" required style={{ marginBottom: 0 }}>
                  <Form.Item name="minPeople" style={{ display: 'inline-block' }} rules={[{ required: true, message: '请输入最少人数' }]}>
                    <InputNumber min={1} max={500} addonBefore="最少" data-testid="gpv-min" />
                  </Form.Item>
                  <Form.Item
                    name="maxPeople"
                    style={{ display: 'inline-block', marginLeft: 12 }}
                    dependencies={['minPeople']}
                    rules={[
                      { required: true, message: '请输入最多人数' },
                      ({ getFieldValue }) => ({
                        validator: async (_, v) => {
                          if (v != null && v < getFieldValue('minPeople')) throw new Error(VOUCHER_MSG.peopleRange);
                        },
                      }),
                    ]}
                  >
                    <InputNumber min={1} max={500} addonBefore="最多" data-testid="gpv-max" />
                  </Form.Item>
                </Form.Item>
                <Form.Item name="realName" label="实名(每人填写姓名)">
                  <Radio.Group
                    options={[
                      { value: 1, label: '需要' },
                      { value: 0, label: '不需要' },
                    ]}
                  />
                </Form.Item>
                <Form.Item label="有效期" required style={{ marginBottom: 0 }}>
                  <Form.Item
                    name="validStart"
                    style={{ display: 'inline-block' }}
                    rules={[{ required: true, message: VOUCHER_MSG.validRequired }]}
                  >
                    <DateInput />
                  </Form.Item>
                  <span style={{ margin: '0 8px', lineHeight: '32px' }}>至</span>
                  <Form.Item
                    name="validEnd"
                    style={{ display: 'inline-block' }}
                    rules={[{ required: true, message: VOUCHER_MSG.validRequired }]}
                  >
                    <DateInput />
                  </Form.Item>
                </Form.Item>
                <Form.Item name="weekly" label="可用日" rules={[{ required: true, message: '请选择可用日' }]}>
                  <Checkbox.Group options={WEEK} />
                </Form.Item>
                <Form.Item name="refundable" label="可退款">
                  <Radio.Group
                    options={[
                      { value: 1, label: '可退' },
                      { value: 0, label: '不可退' },
                    ]}
                  />
                </Form.Item>
              </Form>
            ),
          },
          {
            key: 'detail',
            label: '详情',
            children: (
              <Form form={detail} layout="vertical">
                <Form.Item name="intro" label="介绍">
                  <Input.TextArea rows={6} maxLength={5000} />
                </Form.Item>
                <Form.Item name="notice" label="购买须知">
                  <Input.TextArea rows={4} maxLength={2000} />
                </Form.Item>
              </Form>
            ),
          },
        ]}
      />
    </Modal>
  );
}
