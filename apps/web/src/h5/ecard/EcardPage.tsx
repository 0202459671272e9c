import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, Empty, Input, Segmented, Spin } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import QRCode from 'qrcode';
import { ECARD_MSG, centsToYuan, type StoreUserCard } from '@yym/contract';
import { customerToken, ecardH5 } from './api.ts';
import { CardActions } from './CardActions.tsx';
import { errorOf } from '../parts.tsx';
import '../order/order.css';
import './ecard.css';

type Tab = 'buy' | 'code' | 'pack' | 'records';
const TABS: { value: Tab; label: string }[] = [
  { value: 'buy', label: '购卡' },
  { value: 'code', label: '激活码' },
  { value: 'pack', label: '卡包' },
  { value: 'records', label: '使用记录' },
];

/** The editor's e-card links (pages/ecard/<page>) open this page on their tab; the entry voucher is in the card pack. */
const LINK_TABS: Record<string, Tab> = { index: 'buy', buy: 'buy', activate: 'code', pack: 'pack', entry: 'pack', records: 'records' };

function Qr({ text }: { text: string }) {
  const [url, setUrl] = useState('');
  useEffect(() => void QRCode.toDataURL(text, { width: 300, margin: 1 }).then(setUrl), [text]);
  return url ? <img src={url} alt="入园二维码" data-testid="ecard-qr" className="h5e-qr" /> : <Spin />;
}

/** One held card: name, validity, the uses left of each project; the entry QR on 出示入园码. */
function HeldCard({ u }: { u: StoreUserCard }) {
  const [show, setShow] = useState(false);
  return (
    <div className="h5o-card h5e-held" data-testid="ecard-held">
      <div className="h5e-title">{u.cardName}</div>
      <div className="h5e-sub">
        卡号 {u.cardNo} · {u.cardStatusText} · 有效期 {u.validStart} 至 {u.validEnd}
      </div>
      {u.projects.map((p) => (
        <div key={p.id} className="h5e-row">
          <span>{p.name}</span>
          <span>
            剩余 {p.left} 次{p.dayLimit ? ` · 今日 ${p.dayLimit - p.dayUsed}/${p.dayLimit}` : ''}
          </span>
        </div>
      ))}
      {u.cardStatus === 1 && (
        <Button block type="primary" style={{ marginTop: 8 }} onClick={() => setShow(!show)}>
          {show ? '收起' : '出示入园码'}
        </Button>
      )}
      <CardActions u={u} />
      {show && (
        <div className="h5e-entry">
          <Qr text={u.qrCode} />
          <div className="h5e-sub">请向检票员出示此二维码</div>
        </div>
      )}
    </div>
  );
}

/** 电子卡: buy a card, use an activation code, the card pack with the entry QR, usage records. */
export default function EcardPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tenantId = params.get('tenantId') ?? '100001';
  const { pathname } = useLocation();
  const [tab, setTab] = useState<Tab>((params.get('tab') as Tab) || LINK_TABS[pathname.split('/').pop() ?? ''] || 'buy');
  const [msg, setMsg] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [idCard, setIdCard] = useState('');
  const loggedIn = !!customerToken.get();
  const cards = useQueryOf('h5-ecards', [tenantId], () => ecardH5.cards(tenantId), { enabled: tab === 'buy' });
  const pack = useQueryOf('h5-ecard-pack', [], ecardH5.pack, { enabled: loggedIn && tab === 'pack' });
  const records = useQueryOf('h5-ecard-records', [], ecardH5.records, { enabled: loggedIn && tab === 'records' });
  const loginLink = <Link to={`/h5/member?tenantId=${tenantId}`}>请先登录</Link>;

  const buy = async (cardId: string) => {
    if (!loggedIn) return setMsg('请先登录后购买');
    if (!name.trim()) return setMsg(ECARD_MSG.holderRequired);
    try {
      const o = await ecardH5.buy({ cardId, quantity: 1, holderName: name.trim() });
      navigate(`/h5/pay?code=${o.code}`);
    } catch (e) {
      setMsg(errorOf(e));
    }
  };
  const activate = async () => {
    if (!name.trim()) return setMsg(ECARD_MSG.holderRequired);
    try {
      const a = await ecardH5.activate({
        code: code.trim(),
        holderName: name.trim(),
        holderPhone: phone.trim(),
        holderIdCard: idCard.trim() || undefined,
      });
      setMsg(`激活成功: ${a.cardName}`);
      setTab('pack');
    } catch (e) {
      setMsg(errorOf(e));
    }
  };

  return (
    <div className="h5o-page h5e-page">
      <h2 className="h5e-head">电子卡</h2>
      <Segmented
        block
        options={TABS}
        value={tab}
        onChange={(v) => {
          setTab(v as Tab);
          setMsg('');
        }}
      />
      {msg && (
        <div className="h5e-msg" role="alert">
          {msg}
        </div>
      )}
      {tab === 'buy' && (
        <>
          <Input
            placeholder="持卡人姓名"
            aria-label="持卡人姓名"
            value={name}
            onChange={(e) => setName(e.target.value)}
            style={{ margin: '12px 0' }}
          />
          {cards.isLoading ? <Spin /> : !cards.data?.length && <Empty description="暂无在售电子卡" />}
          {(cards.data ?? []).map((c) => (
            <div key={c.id} className="h5o-card" data-testid="ecard-store-card">
              <div className="h5e-title">{c.name}</div>
              <div className="h5e-sub">{c.validityText}</div>
              {c.projects.map((p) => (
                <div key={p.id} className="h5e-row">
                  <span>{p.name}</span>
                  <span>
                    共{p.totalLimit}次{p.dayLimit ? `,每日${p.dayLimit}次` : ''}
                  </span>
                </div>
              ))}
              <div className="h5e-row">
                <b className="h5e-price">¥{centsToYuan(c.price)}</b>
                <Button type="primary" disabled={c.left <= 0} onClick={() => void buy(c.id)}>
                  {c.left > 0 ? '立即购买' : '已售罄'}
                </Button>
              </div>
            </div>
          ))}
        </>
      )}
      {tab === 'code' &&
        (loggedIn ? (
          <div className="h5o-card">
            <Input
              placeholder="16位激活码"
              aria-label="激活码"
              maxLength={16}
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
            />
            <Input
              placeholder="持卡人姓名"
              aria-label="持卡人姓名"
              value={name}
              onChange={(e) => setName(e.target.value)}
              style={{ marginTop: 8 }}
            />
            <Input
              placeholder="手机号"
              aria-label="手机号"
              maxLength={11}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              style={{ marginTop: 8 }}
            />
            <Input
              placeholder="身份证号(实名卡必填)"
              aria-label="身份证号"
              maxLength={18}
              value={idCard}
              onChange={(e) => setIdCard(e.target.value)}
              style={{ marginTop: 8 }}
            />
            <Button block type="primary" style={{ marginTop: 12 }} onClick={() => void activate()}>
              立即激活
            </Button>
          </div>
        ) : (
          <div className="h5o-card">{loginLink}</div>
        ))}
      {tab === 'pack' &&
        (loggedIn ? (
          <>
            {pack.isLoading && <Spin />}
            {pack.data && !pack.data.length && <Empty description="卡包里还没有卡" />}
            {(pack.data ?? []).map((u) => (
              <HeldCard key={u.id} u={u} />
            ))}
          </>
        ) : (
          <div className="h5o-card">{loginLink}</div>
        ))}
      {tab === 'records' &&
        (loggedIn ? (
          <div className="h5o-card">
            {!records.data?.length && <Empty description="暂无使用记录" />}
            {(records.data ?? []).map((r) => (
              <div key={r.id} className="h5e-row">
                <span>
                  {r.cardName} · {r.projectName}
                </span>
                <span>{r.createTime}</span>
              </div>
            ))}
          </div>
        ) : (
          <div className="h5o-card">{loginLink}</div>
        ))}
    </div>
  );
}
