import { useState } from 'react';
import { Button, Input, Radio, useFeedback } from '../kit/index.ts';
import { CINEMA_MSG, TOAST_MS, checkMobile } from '@yym/contract';
import { errorOf } from '../parts.tsx';
import { storeCinemaApi } from './api.ts';

/** 申请观影卡: name, phone and the kind of card; the merchant reviews it in the back office. */
export function CardApply({ tenantId }: { tenantId: string }) {
  const { message } = useFeedback();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [cardType, setCardType] = useState<'观影年卡' | '观影次卡'>('观影年卡');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async () => {
    const bad = !name.trim() ? CINEMA_MSG.applyNameRequired : checkMobile(phone);
    if (bad) return void message.warning(bad, TOAST_MS / 1000);
    setBusy(true);
    try {
      await storeCinemaApi.cardApply({ tenantId, name, phone, cardType });
      setDone(true);
    } catch (e) {
      void message.warning(errorOf(e), TOAST_MS / 1000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5o-card">
      <h3>申请观影卡</h3>
      {done ? (
        <div className="h5o-note" data-testid="h5-card-done">
          申请已提交,影院审核后将短信通知您
        </div>
      ) : (
        <>
          <Radio.Group value={cardType} onChange={(e) => setCardType(e.target.value)} style={{ marginBottom: 10 }}>
            <Radio.Button value="观影年卡">观影年卡</Radio.Button>
            <Radio.Button value="观影次卡">观影次卡</Radio.Button>
          </Radio.Group>
          <div className="h5c-field">
            <label htmlFor="card-name">姓名</label>
            <Input id="card-name" value={name} maxLength={20} onChange={(e) => setName(e.target.value)} data-testid="h5-card-name" />
          </div>
          <div className="h5c-field">
            <label htmlFor="card-phone">手机号</label>
            <Input
              id="card-phone"
              value={phone}
              maxLength={11}
              inputMode="numeric"
              onChange={(e) => setPhone(e.target.value)}
              data-testid="h5-card-phone"
            />
          </div>
          <Button block loading={busy} onClick={() => void submit()} data-testid="h5-card-apply">
            提交申请
          </Button>
        </>
      )}
    </div>
  );
}
