import { useEffect } from 'react';
import { App, Checkbox, Form, Input, Modal } from 'antd';
import { BLINDBOX_CHANNELS, BLINDBOX_MSG, MSG } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { useBusy } from '../../components/index.ts';
import { boxActions, type BlindBoxRow } from './api.ts';

type Channel = 'h5' | 'mini' | 'window';

/** 购买须知 and 销售渠道 of a box (getInstructions / submitInstructions, channelEcho / updateChannel). */
export function BoxSettings({ box, onClose }: { box: BlindBoxRow; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ instructions: string; channels: Channel[] }>();
  const ins = useQueryOf('bb-instructions', [box.id], () => boxActions.instructions(box.id));
  const ch = useQueryOf('bb-channels', [box.id], () => boxActions.channels(box.id));
  const { busy, attempt } = useBusy();
  useEffect(() => {
    if (ins.data && ch.data) form.setFieldsValue({ instructions: ins.data.instructions, channels: ch.data.channels as Channel[] });
  }, [ins.data, ch.data, form]);
  const save = () =>
    attempt(async () => {
      const v = await form.validateFields();
      await boxActions.saveInstructions(box.id, v.instructions ?? '');
      await boxActions.saveChannels(box.id, v.channels);
      void message.success(MSG.updateSuccess);
      onClose();
    }, form);
  return (
    <Modal
      open
      title={`须知与渠道 · ${box.name}`}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={busy}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="channels"
          label="销售渠道"
          rules={[{ required: true, type: 'array', min: 1, message: BLINDBOX_MSG.channelsRequired }]}
        >
          <Checkbox.Group options={BLINDBOX_CHANNELS.map((c) => ({ value: c.value, label: c.label }))} />
        </Form.Item>
        <Form.Item name="instructions" label="购买须知">
          <Input.TextArea rows={6} maxLength={5000} showCount placeholder="如:开盒后不退换;奖品领取方式" data-testid="bb-instructions" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
