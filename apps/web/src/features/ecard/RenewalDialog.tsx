import { useEffect, useState } from 'react';
import { useQueryOf } from '../../app/data.ts';
import { App, Button, Divider, Form, Input, InputNumber, Modal, Select, Space, Spin, Typography } from 'antd';
import { ECARD_MSG, HELD_MSG } from '@yym/contract';
import { escGuard, useBusy } from '../../components/index.ts';
import { cardActions, salesActions } from './api.ts';

interface Values {
  projects: { poiId?: string | null; name: string; dayLimit: number; totalLimit: number }[];
  combos: { name: string; days: number; priceYuan: number }[];
}

/** 续卡设置: the projects a renewed card gets and the combos (days for a price) a holder renews with. */
export function RenewalDialog({ card, onClose }: { card: { id: string; name: string }; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [loaded, setLoaded] = useState(false);
  const { busy, attempt } = useBusy();
  const pois = useQueryOf('ecard-pois', [], cardActions.pois);
  useEffect(() => {
    void Promise.all([salesActions.renewalProjects(card.id), salesActions.renewalCombos(card.id)]).then(([projects, combos]) => {
      form.setFieldsValue({
        projects: projects.map((p) => ({ poiId: p.poiId, name: p.name, dayLimit: p.dayLimit, totalLimit: p.totalLimit })),
        combos: combos.map((c) => ({ name: c.name, days: c.days, priceYuan: c.price / 100 })),
      });
      setLoaded(true);
    }, onClose);
  }, [card.id, form, onClose]);
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await attempt(async () => {
      await salesActions.saveRenewalProjects(card.id, v.projects ?? []);
      await salesActions.saveRenewalCombos(
        card.id,
        (v.combos ?? []).map((c) => ({ name: c.name, days: c.days, price: Math.round(Number(c.priceYuan) * 100) })),
      );
      void message.success('续卡设置已保存');
      onClose();
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      width={820}
      title={`续卡设置 · ${card.name}`}
      okText="保存"
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Spin spinning={!loaded}>
        <Form form={form} layout="vertical" initialValues={{ projects: [], combos: [] }}>
          <Typography.Paragraph type="secondary">续卡后持卡人获得的适用项目(不设置则仅延长有效期)</Typography.Paragraph>
          <Form.List name="projects">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap data-testid="renewal-project-row">
                    <Form.Item name={[f.name, 'poiId']} label="景区">
                      <Select
                        allowClear
                        style={{ width: 170 }}
                        placeholder="选择景区"
                        options={(pois.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, 'name']}
                      label="项目名称"
                      rules={[{ required: true, whitespace: true, message: ECARD_MSG.projectNameRequired }]}
                    >
                      <Input style={{ width: 170 }} maxLength={100} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'dayLimit']} label="每日次数">
                      <InputNumber min={0} max={100} precision={0} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'totalLimit']} label="总次数" rules={[{ required: true, message: '请输入总次数' }]}>
                      <InputNumber min={1} max={10000} precision={0} />
                    </Form.Item>
                    <Button type="link" danger onClick={() => remove(f.name)}>
                      删除
                    </Button>
                  </Space>
                ))}
                <Button type="dashed" block onClick={() => add({ name: '', dayLimit: 1, totalLimit: 1 })}>
                  添加续卡项目
                </Button>
              </>
            )}
          </Form.List>
          <Divider />
          <Typography.Paragraph type="secondary">续卡套餐(持卡人选择一个套餐续期)</Typography.Paragraph>
          <Form.List name="combos">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap data-testid="renewal-combo-row">
                    <Form.Item
                      name={[f.name, 'name']}
                      label="套餐名称"
                      rules={[{ required: true, whitespace: true, message: HELD_MSG.comboName }]}
                    >
                      <Input style={{ width: 170 }} maxLength={50} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'days']} label="续期天数" rules={[{ required: true, message: HELD_MSG.comboDays }]}>
                      <InputNumber min={1} max={3650} precision={0} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'priceYuan']} label="价格(元)" rules={[{ required: true, message: '请输入价格' }]}>
                      <InputNumber min={0} max={999999} precision={2} />
                    </Form.Item>
                    <Button type="link" danger onClick={() => remove(f.name)}>
                      删除
                    </Button>
                  </Space>
                ))}
                <Button type="dashed" block disabled={fields.length >= 10} onClick={() => add({ name: '', days: 365, priceYuan: 0 })}>
                  添加续卡套餐
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      </Spin>
    </Modal>
  );
}
