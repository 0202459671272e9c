import { useEffect, useState } from 'react';
import { App, Button, Col, DatePicker, Divider, Form, Input, InputNumber, Modal, Radio, Row, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { UploadField } from '../../components/index.ts';
import { reservationActions, type ReservationForm } from './api.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 新增/编辑活动预约: basic info, rule, and the slots (date, time range, capacity) in one form. */
export function ReservationDialog({ id, onClose, onSaved }: { id: string | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [loading, setLoading] = useState(!!id);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!id) {
      form.setFieldsValue({ needAudit: 0, limitNum: 1, price: 0, slots: [{ capacity: 10 }] });
      return;
    }
    void reservationActions
      .detail(id)
      .then((d) =>
        form.setFieldsValue({
          ...d,
          price: d.price / 100,
          slots: d.slots.map((s) => ({ ...s, slotDate: dayjs(s.slotDate) })),
        }),
      )
      .finally(() => setLoading(false));
  }, [id, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const body: ReservationForm = {
      ...v,
      id: id ?? undefined,
      price: Math.round(Number(v.price ?? 0) * 100),
      slots: (v.slots ?? []).map((s: { slotDate: Dayjs }) => ({ ...s, slotDate: s.slotDate.format('YYYY-MM-DD') })),
    };
    setSaving(true);
    try {
      await reservationActions.save(body);
      message.success('保存成功');
      onSaved();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={820}
      title={id ? '编辑活动预约' : '新增活动预约'}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText="保存"
      loading={loading}
      destroyOnHidden
    >
      <Form form={form} name="reservation" layout="vertical" data-testid="res-form">
        <Divider orientation="left">基本信息</Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label="活动名称" rules={[{ required: true, message: '请输入活动名称' }]}>
              <Input maxLength={100} placeholder="请输入活动名称" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="address" label="活动地址">
              <Input maxLength={255} placeholder="请输入活动地址" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="image" label="活动图片">
              <UploadField maxFiles={1} maxMb={3} dir="reservation" hint="png/jpg/jpeg/gif,不超过3MB" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="intro" label="活动介绍">
              <Input.TextArea rows={2} maxLength={5000} placeholder="请输入活动介绍" />
            </Form.Item>
          </Col>
        </Row>
        <Divider orientation="left">预约规则</Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="price" label="价格(元/人, 0为免费)">
              <InputNumber min={0} max={999999} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="limitNum" label="每次限约人数" rules={[{ required: true, message: '请输入每次限约人数' }]}>
              <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="needAudit" label="预约需审核">
              <Radio.Group
                options={[
                  { value: 0, label: '否' },
                  { value: 1, label: '是' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="rule" label="预约须知">
              <Input.TextArea rows={2} maxLength={5000} placeholder="请输入预约须知" />
            </Form.Item>
          </Col>
        </Row>
        <Divider orientation="left">预约时段与库存</Divider>
        <Form.List
          name="slots"
          rules={[{ validator: async (_, v) => (v?.length ? undefined : Promise.reject(new Error('请至少添加一个预约时段'))) }]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} align="baseline" wrap data-testid={`res-slot-${i}`}>
                  <Form.Item name={[f.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[f.name, 'slotDate']} rules={[{ required: true, message: '请选择日期' }]}>
                    <DatePicker placeholder="日期" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'startTime']} rules={[{ required: true, pattern: TIME, message: '格式HH:mm' }]}>
                    <Input placeholder="开始 09:00" style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'endTime']} rules={[{ required: true, pattern: TIME, message: '格式HH:mm' }]}>
                    <Input placeholder="结束 10:00" style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'capacity']} rules={[{ required: true, message: '请输入可约人数' }]}>
                    <InputNumber min={0} max={100000} precision={0} placeholder="可约人数" style={{ width: 120 }} />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label="删除时段" />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ capacity: 10 })}>
                添加时段
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
