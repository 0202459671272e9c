import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '../kit/router.tsx';
import { Button, useFeedback } from '../kit/index.ts';
import { BLINDBOX_MSG, MSG, ORDER_STATUS, TOAST_MS, centsToYuan } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { H5Row, PayButton, PayDeadlineNote, SandboxPayRow, notReady } from '../parts.tsx';
import { storeBoxApi, type StoreBlindBoxOrder } from './api.ts';
import { type Verdict, verifyOrder } from './verify.ts';
import '../order/order.css';
import './blindbox.css';

function Proof({ o }: { o: StoreBlindBoxOrder }) {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const names = new Map(o.prizes.map((p) => [p.id, p.name]));
  const verify = async () => setVerdict(o.seed ? await verifyOrder(o, o.seed) : null);
  return (
    <div className="h5o-card" data-testid="h5-bb-proof">
      <h3>公平性证明</h3>
      <H5Row label="种子哈希">
        <span className="h5b-hash">{o.seedHash}</span>
      </H5Row>
      <H5Row label="种子">
        <span className="h5b-hash" data-testid="h5-bb-seed">
          {o.seed ?? '奖池关闭或抽完后公开'}
        </span>
      </H5Row>
      <div className="h5o-note">
        结果 = HMAC-SHA256(种子, "订单号:序号") 前16位十六进制数 对 有库存奖品权重之和 取余,按奖品顺序落在的那一档。
      </div>
      {o.draws.map((d) => {
        const v = verdict?.draws.find((x) => x.index === d.index);
        return (
          <div className="h5b-draw" key={d.index}>
            <div>
              第{d.index + 1}盒 · 输入 <code>{d.input}</code> · 奖池第{d.seq + 1}抽 → <b>{d.prizeName}</b>
              {v && (
                <span className={v.ok ? 'h5b-ok' : 'h5b-bad'} data-testid={`h5-bb-verdict-${d.index}`}>
                  {v.ok ? ' ✓ 一致' : ` ✗ 复算得 ${names.get(v.recomputed ?? '') ?? '无'}`}
                </span>
              )}
            </div>
            <div style={{ color: '#999' }}>
              当时库存:{d.snapshot.map((s) => `${names.get(s.id) ?? s.id}×${s.remaining}(权重${s.weight})`).join(',')}
            </div>
          </div>
        );
      })}
      {verdict && (
        <div className={verdict.hashOk ? 'h5b-ok' : 'h5b-bad'} data-testid="h5-bb-hash-ok">
          {verdict.hashOk ? '✓ 种子与开售前公示的哈希一致' : '✗ 种子与哈希不符'}
        </div>
      )}
      <Button
        block
        style={{ marginTop: 10 }}
        disabled={!o.seed || !o.draws.length}
        onClick={() => void verify()}
        data-testid="h5-bb-verify"
      >
        {o.seed ? '在本机验证' : BLINDBOX_MSG.notVerifiable}
      </Button>
    </div>
  );
}

/** The customer's blind-box order (public, by its code): pay in the sandbox cashier, the opening, the prizes and their proof. */
export default function BoxOrderPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const { message } = useFeedback();
  const valid = /^[\w-]{10,64}$/.test(code);
  const order = useQueryOf('h5-blindbox-order', [code], () => storeBoxApi.order(code), { enabled: valid });
  const [busy, setBusy] = useState(false);
  const [opening, setOpening] = useState(false);
  useEffect(() => {
    document.title = '我的盲盒';
  }, []);
  const pay = async () => {
    setBusy(true);
    try {
      await storeBoxApi.paySandbox(code);
      setOpening(true);
      await order.refetch();
      setTimeout(() => setOpening(false), 1600);
    } catch (e) {
      void message.warning((e as Error).message || MSG.unknownError, TOAST_MS / 1000);
    } finally {
      setBusy(false);
    }
  };
  const o = order.data;
  const wait = notReady(order, valid ? null : '订单不存在');
  if (wait || !o) return wait;
  const unpaid = o.orderStatus === ORDER_STATUS.PENDING_PAYMENT;
  return (
    <div className="h5o" style={{ paddingBottom: unpaid ? 90 : 16 }}>
      <div className="h5o-bar">我的盲盒</div>
      <div className="h5o-card" style={{ textAlign: 'center' }}>
        <div className="h5o-state" data-testid="h5-bb-state">
          {opening ? '开盒中…' : o.stateText}
        </div>
        <div className="h5o-money" style={{ fontSize: 28 }}>
          ¥{centsToYuan(o.totalMoney)}
        </div>
      </div>
      {(opening || o.draws.length > 0) && (
        <div className="h5o-card">
          <h3>我的奖品</h3>
          {opening ? (
            <div className="h5b-stage" data-testid="h5-bb-opening">
              <div className="h5b-box h5b-shake">?</div>
              <div className="h5o-note">正在开盒…</div>
            </div>
          ) : (
            <div className="h5b-prizes" data-testid="h5-bb-prizes">
              {o.draws.map((d) => (
                <div className="h5b-prize" key={d.index} data-testid={`h5-bb-prize-${d.index}`}>
                  {d.prizeName}
                  <small>第{d.index + 1}盒</small>
                </div>
              ))}
            </div>
          )}
          {!opening && (
            <div style={{ textAlign: 'right', marginTop: 8 }}>
              <Link to={`/h5/blindbox/mine?tenantId=${o.tenantId}`}>我的全部奖品</Link>
            </div>
          )}
        </div>
      )}
      <div className="h5o-card">
        <h3>{o.boxName}</h3>
        <H5Row label="数量">{o.quantity}个</H5Row>
        <H5Row label="联系人">
          {o.contactName} {o.contactPhone}
        </H5Row>
        <H5Row label="订单号">{o.orderNo}</H5Row>
      </div>
      {!unpaid && !opening && <Proof o={o} />}
      {unpaid && (
        <>
          <div className="h5o-card">
            <h3>支付方式</h3>
            <SandboxPayRow />
            <PayDeadlineNote />
            <div className="h5o-note">支付后立即开盒,本奖池种子哈希:</div>
            <div className="h5b-hash">{o.seedHash}</div>
          </div>
          <div className="h5o-foot">
            <PayButton cents={o.totalMoney} loading={busy} block onClick={() => void pay()} data-testid="h5-bb-pay" />
          </div>
        </>
      )}
    </div>
  );
}
