import { useEffect, useState } from 'react';
import { App, Checkbox, DatePicker, Modal, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { HELD_MSG, SALES_SYSTEMS } from '@yym/contract';
import { escGuard, useBusy } from '../../components/index.ts';
import { salesActions } from './api.ts';

/** 销售渠道: where the card is sold (at least one). */
export function ChannelDialog({ card, onClose }: { card: { id: string; name: string }; onClose: () => void }) {
  const { message } = App.useApp();
  const [value, setValue] = useState<string[] | null>(null);
  const { busy, attempt } = useBusy();
  useEffect(() => {
    void salesActions.channels(card.id).then(setValue, onClose);
  }, [card.id, onClose]);
  const save = async () => {
    if (!value?.length) return void message.error(HELD_MSG.channelRequired);
    await attempt(async () => {
      await salesActions.setChannels(card.id, value);
      void message.success('销售渠道已保存');
      onClose();
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      title={`销售渠道 · ${card.name}`}
      okText="保存"
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={busy}
    >
      {value ? (
        <Checkbox.Group
          value={value}
          onChange={(v) => setValue(v as string[])}
          options={SALES_SYSTEMS.map((s) => ({ value: s.code, label: s.name }))}
          data-testid="ecard-channels"
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

/** 延期: move the activation deadline of the chosen batches (not before their start). */
export function PostponeDialog({
  ids,
  current,
  onClose,
  onDone,
}: {
  ids: string[];
  current?: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [day, setDay] = useState<Dayjs | null>(current ? dayjs(current) : null);
  const { busy, attempt } = useBusy();
  const save = async () => {
    if (!day) return;
    await attempt(async () => {
      await salesActions.postpone(ids, day.format('YYYY-MM-DD'));
      void message.success('激活截止日期已更新');
      onDone();
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      title="激活码延期"
      okText="保存"
      okButtonProps={{ disabled: !day }}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Typography.Paragraph type="secondary">所选 {ids.length} 个批次的激活码可激活至新的截止日期。</Typography.Paragraph>
      <DatePicker value={day} onChange={setDay} placeholder="新的激活截止日期" />
    </Modal>
  );
}
