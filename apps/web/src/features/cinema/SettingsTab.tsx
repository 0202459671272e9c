import { useEffect } from 'react';
import { App, Button, Card, Form, Input, InputNumber } from 'antd';
import { CINEMA_PERMS as P, MSG } from '@yym/contract';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { useBusy, useCan } from '../../components/index.ts';
import { cinemaActions, type SeeFilmSettings } from './api.ts';

const FIELDS: [keyof SeeFilmSettings, string, number, number, string][] = [
  ['holdMinutes', '选座锁定时长', 1, 120, '分钟:下单后未支付的座位保留这么久,超时订单关闭、座位释放'],
  ['maxSeats', '每单最多座位', 1, 20, '个'],
  ['refundCutoffMinutes', '退票截止', 0, 1440, '分钟:开场前这段时间内不可申请退票(强制退款不受限)'],
  ['stopSaleMinutes', '停止售票', 0, 240, '分钟:开场前这段时间内不再售票'],
];

/** 观影设置 (seeFilm): the rules the storefront's ticket sale keeps. */
export default function SettingsTab() {
  const [form] = Form.useForm<SeeFilmSettings>();
  const { message } = App.useApp();
  const { busy, attempt } = useBusy();
  const can = useCan(P.edit);
  const q = useQueryOf('cin-settings', [], () => cinemaActions.settings());
  const refresh = useRefresh('cin-settings');
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [q.data, form]);
  const save = async () => {
    const v = await form.validateFields();
    await attempt(async () => {
      await cinemaActions.saveSettings({ ...v, notice: v.notice ?? '' });
      void message.success(MSG.updateSuccess);
      void refresh();
    }, form);
  };
  return (
    <Card loading={q.isLoading} style={{ maxWidth: 720 }}>
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} disabled={!can}>
        {FIELDS.map(([name, label, min, max, hint]) => (
          <Form.Item key={name} label={label} extra={hint}>
            <Form.Item
              name={name}
              noStyle
              rules={[{ required: true, type: 'number', min, max, message: `${label}须在${min}到${max}之间` }]}
            >
              <InputNumber min={min} max={max} precision={0} aria-label={label} style={{ width: 160 }} />
            </Form.Item>
          </Form.Item>
        ))}
        <Form.Item name="notice" label="观影须知">
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 6 }}>
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="cin-settings-save">
            保存
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
