import { useEffect, useState } from 'react';
import { App, Button, Form, Input, InputNumber, Modal, Radio, Space, Tag, Typography } from 'antd';
import { DEFAULT_TRIAL_SECONDS, MSG, PRICE_TYPE, VOICE_MSG, VOICE_TYPE, centsToYuan, voiceClock, yuanToCents } from '@yym/contract';
import { UploadField, escGuard, useBusy } from '../../components/index.ts';
import { withTestId } from '../../components/withTestId.ts';
import { voiceCalls, type VoiceDetail, type VoiceItemRow } from './api.ts';
import { VoicePicker } from './VoicePicker.tsx';

const AUDIO_TYPES = ['mp3', 'm4a', 'wav'] as const;
const keyOf = (url: string) => url.replace(/^\/files\//, '').split('?')[0]!;

/**
 * Add or edit a voice (its audio uploaded through the checked upload path; its length is read from the
 * file by the server) or a pack (voices chosen with the picker); free or paid with the trial seconds.
 */
export function VoiceEditor({ id, onClose, onDone }: { id: string | null; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const { busy, attempt } = useBusy();
  const [items, setItems] = useState<Pick<VoiceItemRow, 'id' | 'name' | 'voiceTime'>[]>([]);
  const [picking, setPicking] = useState(false);
  const [loaded, setLoaded] = useState<VoiceDetail | null>(null);
  const voiceType = Form.useWatch('voiceType', form) ?? VOICE_TYPE.VOICE;
  const priceType = Form.useWatch('priceType', form) ?? PRICE_TYPE.FREE;
  useEffect(() => {
    if (!id) {
      form.setFieldsValue({ voiceType: VOICE_TYPE.VOICE, priceType: PRICE_TYPE.FREE, trialTime: DEFAULT_TRIAL_SECONDS });
      return;
    }
    void voiceCalls.one(id).then((v) => {
      setLoaded(v);
      setItems(v.items);
      form.setFieldsValue({
        ...v,
        audio: v.audioUrl ?? '',
        currentPrice: Number(centsToYuan(v.currentPrice)),
        originalPrice: Number(centsToYuan(v.originalPrice)),
      });
    });
  }, [id, form]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (v.voiceType === VOICE_TYPE.PACK && !items.length) return void message.warning(VOICE_MSG.itemsRequired);
    await attempt(async () => {
      const saved = await voiceCalls.save({
        id: id ?? undefined,
        voiceType: v.voiceType,
        name: v.name,
        intro: v.intro ?? null,
        bigThumbnailUrl: v.bigThumbnailUrl || null,
        smallThumbnailUrl: v.bigThumbnailUrl || null,
        audioKey: v.voiceType === VOICE_TYPE.VOICE && v.audio ? keyOf(v.audio) : null,
        voiceIds: items.map((i) => i.id),
        priceType: v.priceType,
        currentPrice: v.priceType === PRICE_TYPE.PAID ? yuanToCents(String(v.currentPrice ?? 0)) : 0,
        originalPrice: yuanToCents(String(v.originalPrice ?? 0)),
        trialTime: v.trialTime ?? DEFAULT_TRIAL_SECONDS,
      });
      void message.success(`${id ? MSG.updateSuccess : '新增成功(未上架)'},时长 ${voiceClock(saved.voiceTime)}`);
      onDone();
    }, form);
  };

  return (
    <Modal
      open
      width={720}
      title={id ? '编辑语音' : '新增语音'}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={withTestId('voice-save', { loading: busy })}
      okText="保存"
      cancelText="取消"
      modalRender={escGuard}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="voiceType" label="类型">
          <Radio.Group disabled={!!id} data-testid="voice-type">
            <Radio value={VOICE_TYPE.VOICE}>语音</Radio>
            <Radio value={VOICE_TYPE.PACK}>语音包</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: VOICE_MSG.nameRequired }]}>
          <Input maxLength={100} data-testid="voice-name" />
        </Form.Item>
        {voiceType === VOICE_TYPE.VOICE ? (
          <Form.Item
            name="audio"
            label="音频(mp3、m4a、wav)"
            rules={[{ required: true, message: VOICE_MSG.audioRequired }]}
            extra={
              loaded?.voiceType === VOICE_TYPE.VOICE ? `时长 ${voiceClock(loaded.voiceTime)}(由服务器从文件读取)` : '时长由服务器从文件读取'
            }
          >
            <UploadField maxFiles={1} types={AUDIO_TYPES} picture={false} dir="audio" maxMb={100} />
          </Form.Item>
        ) : (
          <Form.Item label="包含语音" required>
            <Space wrap data-testid="voice-pack-items">
              {items.map((i) => (
                <Tag key={i.id} closable onClose={() => setItems((old) => old.filter((x) => x.id !== i.id))}>
                  {i.name} {voiceClock(i.voiceTime)}
                </Tag>
              ))}
              <Button size="small" onClick={() => setPicking(true)} data-testid="voice-pick">
                选择语音
              </Button>
            </Space>
          </Form.Item>
        )}
        <Form.Item name="priceType" label="收费">
          <Radio.Group data-testid="voice-price-type">
            <Radio value={PRICE_TYPE.FREE}>免费</Radio>
            <Radio value={PRICE_TYPE.PAID}>付费</Radio>
          </Radio.Group>
        </Form.Item>
        {priceType === PRICE_TYPE.PAID && (
          <Space size="large" wrap>
            <Form.Item name="currentPrice" label="售价(元)" rules={[{ required: true, message: VOICE_MSG.priceRequired }]}>
              <InputNumber min={0.01} max={99999} precision={2} data-testid="voice-price" />
            </Form.Item>
            <Form.Item name="originalPrice" label="原价(元)">
              <InputNumber min={0} max={99999} precision={2} />
            </Form.Item>
            {voiceType === VOICE_TYPE.VOICE && (
              <Form.Item name="trialTime" label="试听(秒)" rules={[{ required: true, message: VOICE_MSG.trialRange }]}>
                <InputNumber min={1} max={3600} precision={0} data-testid="voice-trial" />
              </Form.Item>
            )}
          </Space>
        )}
        <Form.Item name="bigThumbnailUrl" label="封面图">
          <UploadField maxFiles={1} dir="voice" />
        </Form.Item>
        <Form.Item name="intro" label="介绍">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        {voiceType === VOICE_TYPE.PACK && (
          <Typography.Text type="secondary">语音包的时长为所含语音之和;上架前请先上架所含语音。</Typography.Text>
        )}
      </Form>
      <VoicePicker
        open={picking}
        only={VOICE_TYPE.VOICE}
        multiple
        onCancel={() => setPicking(false)}
        onOk={(rows) => {
          setItems((old) => [...old, ...rows.filter((r) => !old.some((o) => o.id === r.id))]);
          setPicking(false);
        }}
      />
    </Modal>
  );
}
