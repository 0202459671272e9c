import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, InputNumber, useFeedback } from '../kit/index.ts';
import { TOAST_MS, centsToYuan, type CollBought } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { newIdempotencyKey } from '../../app/keys.ts';
import { H5Empty, H5Row, H5Spin, PayButton, PayDeadlineNote, SandboxPayRow, errorOf, notReady } from '../parts.tsx';
import { collectionH5, customerToken, type StoreCollection } from './api.ts';
import '../order/order.css';
import './collection.css';

const PHASE = { 0: '未上架', 1: '未开售', 2: '发售中', 3: '已结束' } as Record<number, string>;
const short = (s: string) => (s ? `${s.slice(0, 10)}…${s.slice(-8)}` : '');

/** 我的藏品 ›, at the top right of both views. */
function MineLink({ tenantId }: { tenantId: string }) {
  return (
    <div style={{ textAlign: 'right', margin: '0 4px 8px' }}>
      <Link to={`/h5/collection/mine?tenantId=${tenantId}`} data-testid="h5-coll-mine">
        我的藏品 ›
      </Link>
    </div>
  );
}

/** The collections on sale: `/h5/collection?tenantId=`. */
function CollectionList({ tenantId }: { tenantId: string }) {
  const list = useQueryOf('h5-collections', [tenantId], () => collectionH5.list(tenantId));
  return (
    <div className="h5o">
      <div className="h5o-bar">数字藏品</div>
      <MineLink tenantId={tenantId} />
      {list.isLoading && <H5Spin />}
      {list.data && !list.data.length && <H5Empty text="暂无发售中的藏品" />}
      <div className="h5d-list">
        {(list.data ?? []).map((c) => (
          <Link key={c.id} to={`/h5/collection?tenantId=${tenantId}&id=${c.id}`} className="h5o-card" data-testid="h5-coll-item">
            <div className="h5d-item">
              {c.artwork && <img src={c.artwork} alt={c.name} loading="lazy" decoding="async" />}
              <div>
                <h4>{c.name}</h4>
                <div className="h5o-note">
                  {c.creator} · 限量{c.edition}份 · 剩余{c.left}份
                </div>
                <span className="h5d-price" style={{ fontSize: 18 }}>
                  ¥{centsToYuan(c.price)}
                </span>
              </div>
            </div>
          </Link>
        ))}
      </div>
    </div>
  );
}

/** One collection: the artwork, editions left, the sale's rules, then buy and pay. */
function CollectionDetail({ c, tenantId }: { c: StoreCollection; tenantId: string }) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [n, setN] = useState(1);
  const [order, setOrder] = useState<CollBought | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const loggedIn = !!customerToken.get();
  const warn = (e: unknown) => void message.warning(errorOf(e), TOAST_MS / 1000);
  const buy = async () => {
    setBusy(true);
    try {
      setOrder(await collectionH5.buy({ id: c.id, quantity: n, idempotencyKey: key.current }));
    } catch (e) {
      warn(e);
      key.current = newIdempotencyKey();
    } finally {
      setBusy(false);
    }
  };
  const pay = async () => {
    if (!order) return;
    setBusy(true);
    try {
      await collectionH5.paySandbox(order.code);
      void message.success('支付成功,藏品已发放', TOAST_MS / 1000);
      navigate(`/h5/collection/mine?tenantId=${tenantId}`);
    } catch (e) {
      warn(e);
    } finally {
      setBusy(false);
    }
  };
  const max = Math.max(1, Math.min(c.perLimit, c.left));
  return (
    <div className="h5o" style={{ paddingBottom: 110 }}>
      <div className="h5o-bar">数字藏品</div>
      <MineLink tenantId={tenantId} />
      <div className="h5o-card">
        {c.artwork && <img className="h5d-art" src={c.artwork} alt={c.name} fetchPriority="high" />}
        <h3 data-testid="h5-coll-name">{c.name}</h3>
        <div>
          <span className="h5d-price">¥{centsToYuan(c.price)}</span>
          <span className="h5d-left" data-testid="h5-coll-left">
            剩余 {c.left} / {c.edition} 份
          </span>
        </div>
        <H5Row label="创作者">{c.creator}</H5Row>
        <H5Row label="发行方">{c.issuer}</H5Row>
        <H5Row label="每人限购">{c.perLimit} 份</H5Row>
        <H5Row label="发售时间">
          {c.saleStart.slice(0, 16)} 至 {c.saleEnd.slice(0, 16)}
        </H5Row>
        <H5Row label="上链网络">{c.chainName}</H5Row>
        <H5Row label="合约地址">
          <span className="h5d-hash">{short(c.contractAddress)}</span>
        </H5Row>
        {c.description && <p style={{ marginTop: 8, color: '#555' }}>{c.description}</p>}
      </div>
      {order ? (
        <div className="h5o-card" data-testid="h5-coll-pay">
          <H5Row label="订单号">{order.orderNo}</H5Row>
          <H5Row label="应付金额" money>
            ¥{centsToYuan(order.totalMoney)}
          </H5Row>
          <SandboxPayRow />
          <PayDeadlineNote />
        </div>
      ) : (
        <div className="h5o-card">
          <label htmlFor="coll-n">购买份数</label>{' '}
          <InputNumber id="coll-n" min={1} max={max} value={n} onChange={(v) => setN(Number(v ?? 1))} data-testid="h5-coll-count" />
          {!loggedIn && (
            <div className="h5o-note" style={{ marginTop: 8 }}>
              购买数字藏品需先 <Link to={`/h5/member?tenantId=${tenantId}`}>登录</Link>
            </div>
          )}
        </div>
      )}
      <div className="h5o-foot">
        {order ? (
          <PayButton cents={order.totalMoney} block loading={busy} onClick={() => void pay()} data-testid="h5-coll-paynow" />
        ) : (
          <Button
            type="primary"
            size="large"
            block
            loading={busy}
            disabled={!loggedIn || c.phase !== 2 || c.left < 1}
            onClick={() => void buy()}
            data-testid="h5-coll-buy"
          >
            {c.phase !== 2 ? PHASE[c.phase] : c.left < 1 ? '已售罄' : `立即购买 ¥${centsToYuan(c.price * n)}`}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The storefront's 数字藏品: `/h5/collection?tenantId=&id=` (without id: the list on sale). */
export default function CollectionH5Page() {
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const id = search.get('id') ?? '';
  const valid = /^\d{6}$/.test(tenantId) && (!id || /^\d{1,19}$/.test(id));
  const q = useQueryOf('h5-collection', [tenantId, id], () => collectionH5.detail(tenantId, id), { enabled: valid && !!id });
  useEffect(() => {
    document.title = '数字藏品';
  }, []);
  if (valid && !id) return <CollectionList tenantId={tenantId} />;
  const wait = notReady(q, valid ? null : '藏品不存在');
  if (wait || !q.data) return wait;
  return <CollectionDetail c={q.data} tenantId={tenantId} />;
}
