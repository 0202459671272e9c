import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from '../kit/router.tsx';
import { Button, Input, Tag, useFeedback } from '../kit/index.ts';
import { MSG, ORDER_STATUS, PRICE_TYPE, TOAST_MS, VOICE_TYPE, centsToYuan, checkMobile, voiceClock } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { newIdempotencyKey } from '../../app/keys.ts';
import { H5Row, PayButton, SandboxPayRow, errorOf, notReady } from '../parts.tsx';
import { saveCode, savedCode, storeVoiceApi } from './api.ts';
import '../order/order.css';
import '../voucher/voucher.css';
import './voice.css';

/**
 * The storefront's voice player: `/h5/voice/:id?tenantId=` (a voice or a pack). A free voice plays whole;
 * a paid one plays its trial (the server sends only those seconds; the player also stops there) until
 * it is bought and paid, then whole, on this phone (the order's code is kept) or with `&code=`.
 */
export default function VoicePlayerPage() {
  const id = useLocation().pathname.match(/^\/h5\/voice\/(\d+)/)?.[1] ?? '';
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const valid = /^\d{6}$/.test(tenantId) && /^\d{1,19}$/.test(id);
  const { message } = useFeedback();
  const [code, setCode] = useState(() => search.get('code') ?? (valid ? savedCode(tenantId, id) : ''));
  const q = useQueryOf('h5-voice', [id, tenantId], () => storeVoiceApi.detail(id, tenantId), { enabled: valid });
  const order = useQueryOf('h5-voice-order', [code], () => storeVoiceApi.order(code), { enabled: !!code });
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [playing, setPlaying] = useState<string | null>(null);
  const [trialOver, setTrialOver] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);
  const key = useRef(newIdempotencyKey());
  useEffect(() => {
    document.title = '语音导览';
  }, []);
  const wait = notReady(q, valid ? null : '链接无效');
  const v = q.data;
  if (wait || !v) return wait;
  const o = order.data;
  const unlocked = v.priceType === PRICE_TYPE.FREE || !!o?.unlocked;
  const unpaid = o?.orderStatus === ORDER_STATUS.PENDING_PAYMENT;
  const current = v.items.find((i) => i.id === playing);

  const play = (itemId: string) => {
    setTrialOver(false);
    setPlaying(itemId);
    setTimeout(() => void audio.current?.play().catch(() => {}), 0);
  };
  const onTime = () => {
    const a = audio.current;
    if (!a || !current || unlocked) return;
    if (a.currentTime >= current.trialTime) {
      a.pause();
      setTrialOver(true);
    }
  };
  const buy = async () => {
    const bad = !name.trim() ? MSG.coContactRequired : checkMobile(phone);
    if (bad) return void message.warning(bad, TOAST_MS / 1000);
    setBusy(true);
    try {
      const b = await storeVoiceApi.buy({ tenantId, voiceId: id, contactName: name, contactPhone: phone, idempotencyKey: key.current });
      saveCode(tenantId, id, b.code);
      setCode(b.code);
    } catch (e) {
      void message.warning(errorOf(e), TOAST_MS / 1000);
      key.current = newIdempotencyKey();
    } finally {
      setBusy(false);
    }
  };
  const pay = async () => {
    setBusy(true);
    try {
      await storeVoiceApi.paySandbox(code);
      void message.success('支付成功,可收听完整语音', TOAST_MS / 1000);
      await order.refetch();
      if (playing) play(playing);
    } catch (e) {
      void message.warning(errorOf(e), TOAST_MS / 1000);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="h5o" style={{ paddingBottom: 90 }}>
      <div className="h5o-bar">{v.voiceType === VOICE_TYPE.PACK ? '语音包' : '语音导览'}</div>
      <div className="h5o-card">
        {v.cover && <img className="h5v-cover" src={v.cover} alt={v.name} fetchPriority="high" />}
        <h3 data-testid="h5-voice-name">{v.name}</h3>
        <div>
          {v.priceType === PRICE_TYPE.FREE ? (
            <Tag color="green">免费</Tag>
          ) : (
            <>
              <span className="h5v-price">¥{centsToYuan(v.currentPrice)}</span>
              {v.originalPrice > v.currentPrice && <span className="h5v-orig">¥{centsToYuan(v.originalPrice)}</span>}
            </>
          )}
          {unlocked && v.priceType === PRICE_TYPE.PAID && (
            <Tag color="blue" style={{ marginLeft: 8 }} data-testid="h5-voice-unlocked">
              已购买
            </Tag>
          )}
        </div>
        <H5Row label={v.voiceType === VOICE_TYPE.PACK ? `${v.voiceNum}段语音` : '时长'}>{voiceClock(v.voiceTime)}</H5Row>
        {v.intro && <H5Row label="介绍">{v.intro}</H5Row>}
      </div>
      <div className="h5o-card">
        {v.items.map((i) => (
          <div className="h5voice-item" key={i.id}>
            <span className="h5voice-item-name">{i.name}</span>
            <span className="h5voice-item-time">
              {unlocked || i.trialTime >= i.voiceTime ? voiceClock(i.voiceTime) : `试听${i.trialTime}秒`}
            </span>
            <Button
              size="small"
              type={playing === i.id ? 'primary' : 'default'}
              onClick={() => play(i.id)}
              data-testid={`h5-voice-play-${i.id}`}
            >
              {playing === i.id ? '播放中' : unlocked ? '收听' : '试听'}
            </Button>
          </div>
        ))}
        {current && (
          // biome-ignore lint/a11y/useMediaCaption: a spoken guide; its text is the voice's introduction
          <audio
            ref={audio}
            key={`${current.id}-${unlocked}`}
            className="h5voice-player"
            controls
            preload="auto"
            src={storeVoiceApi.audioUrl(current.id, tenantId, unlocked ? code : undefined)}
            onTimeUpdate={onTime}
            data-testid="h5-voice-audio"
          />
        )}
        {trialOver && <div className="h5voice-tip">试听结束,购买后收听完整内容</div>}
      </div>
      {v.priceType === PRICE_TYPE.PAID && !unlocked && (
        <div className="h5o-card">
          {unpaid ? (
            <>
              <H5Row label="订单号">{o?.orderNo}</H5Row>
              <SandboxPayRow />
            </>
          ) : (
            <>
              <div className="h5voice-field">
                <label htmlFor="voice-name">联系人</label>
                <Input
                  id="voice-name"
                  value={name}
                  maxLength={50}
                  onChange={(e) => setName(e.target.value)}
                  data-testid="h5-voice-contact"
                />
              </div>
              <div className="h5voice-field">
                <label htmlFor="voice-phone">手机号</label>
                <Input
                  id="voice-phone"
                  value={phone}
                  maxLength={11}
                  inputMode="numeric"
                  onChange={(e) => setPhone(e.target.value)}
                  data-testid="h5-voice-phone"
                />
              </div>
            </>
          )}
        </div>
      )}
      {v.priceType === PRICE_TYPE.PAID && !unlocked && (
        <div className="h5o-foot">
          {unpaid ? (
            <PayButton cents={o!.totalMoney} loading={busy} block onClick={() => void pay()} data-testid="h5-voice-pay" />
          ) : (
            <Button type="primary" size="large" block loading={busy} onClick={() => void buy()} data-testid="h5-voice-buy">
              购买完整语音 ¥{centsToYuan(v.currentPrice)}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
