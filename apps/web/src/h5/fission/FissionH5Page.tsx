import { useState } from 'react';
import { Link, useSearchParams } from '../kit/router.tsx';
import { Button, Input, InputNumber, Tag } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { FISSION_AUDIT_TEXT, FISSION_LEDGER_TEXT, FISSION_WITHDRAW_TEXT } from '@yym/contract';
import { customerToken, fissionH5, type FissionMine } from './api.ts';
import { errorOf, H5Spin, H5Empty } from '../parts.tsx';
import './fission.css';

const yuan = (cents: number) => (cents / 100).toFixed(2);
type Say = (m: { text: string; ok?: boolean }) => void;

function ApplyCard({ onDone, say }: { onDone: () => void; say: Say }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    if (!name.trim()) return say({ text: '请输入姓名' });
    setBusy(true);
    try {
      const p = await fissionH5.apply(name.trim());
      say({ text: p.auditStatus === 1 ? '已成为推广员' : '申请已提交,请等待商家审核', ok: true });
      onDone();
    } catch (e) {
      say({ text: errorOf(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5fi-card h5fi-form">
      <h3>申请成为推广员</h3>
      <div className="h5fi-sub">分享商品给好友,好友下单支付后即可获得佣金。</div>
      <Input placeholder="您的姓名" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} data-testid="fission-name" />
      <Button
        type="primary"
        block
        loading={busy}
        onClick={() => void apply()}
        data-testid="fission-apply"
        style={{ background: '#d4380d' }}
      >
        立即申请
      </Button>
    </div>
  );
}

function WithdrawCard({ mine, onDone, say }: { mine: FissionMine; onDone: () => void; say: Say }) {
  const [amount, setAmount] = useState<number | null>(null);
  const [accountName, setAccountName] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!amount) return say({ text: '请输入提现金额' });
    setBusy(true);
    try {
      await fissionH5.withdraw({ amount: Math.round(amount * 100), accountName: accountName.trim(), accountNo: accountNo.trim() });
      say({ text: '提现申请已提交,等待商家打款', ok: true });
      setAmount(null);
      onDone();
    } catch (e) {
      say({ text: errorOf(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5fi-card h5fi-form">
      <h3>申请提现</h3>
      <div className="h5fi-sub">
        最低提现 ¥{yuan(mine.config.minWithdraw)},可提现 ¥{yuan(mine.promoter!.balance)}
      </div>
      <InputNumber
        style={{ width: '100%' }}
        min={0.01}
        precision={2}
        prefix="¥"
        placeholder="提现金额(元)"
        value={amount}
        onChange={(v) => setAmount(v)}
        data-testid="fission-amount"
      />
      <Input placeholder="收款人姓名" value={accountName} maxLength={50} onChange={(e) => setAccountName(e.target.value)} />
      <Input placeholder="收款账户(支付宝/银行卡)" value={accountNo} maxLength={64} onChange={(e) => setAccountNo(e.target.value)} />
      <Button
        type="primary"
        block
        loading={busy}
        onClick={() => void submit()}
        data-testid="fission-withdraw"
        style={{ background: '#d4380d' }}
      >
        提交提现
      </Button>
    </div>
  );
}

/** 我的分销 (storefront, 390×844): apply to be a promoter, the share code, kickbacks and balance, withdrawals. */
export default function FissionH5Page() {
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? '100001';
  const loggedIn = !!customerToken.get();
  const [msg, setMsg] = useState<{ text: string; ok?: boolean } | null>(null);
  const q = useQueryOf('h5-fission-mine', [], () => fissionH5.mine(), { enabled: loggedIn });
  const mine = q.data;
  const p = mine?.promoter;
  return (
    <div className="h5fi-page">
      <div className="h5fi-head">
        <h2>我的分销</h2>
        <div>分享好物,好友下单得佣金</div>
      </div>
      {msg && (
        <div className={msg.ok ? 'h5fi-msg ok' : 'h5fi-msg'} role="alert">
          {msg.text}
        </div>
      )}
      <div className="h5fi-body">
        {!loggedIn ? (
          <div className="h5fi-card" style={{ textAlign: 'center' }}>
            <Link to={`/h5/member?tenantId=${tenantId}`}>登录后查看我的分销</Link>
          </div>
        ) : q.isLoading || !mine ? (
          <H5Spin />
        ) : !mine.config.enabled && !p ? (
          <H5Empty text="商家暂未开启分销" />
        ) : !p ? (
          <ApplyCard say={setMsg} onDone={() => void q.refetch()} />
        ) : (
          <>
            <div className="h5fi-card" data-testid="fission-account">
              <div className="h5fi-row" style={{ borderBottom: 0 }}>
                <b>{p.name}</b>
                <Tag color={p.auditStatus === 1 ? 'green' : p.auditStatus === 2 ? 'red' : 'orange'}>
                  {p.kind === 2 ? '特殊分销商' : FISSION_AUDIT_TEXT[p.auditStatus]}
                </Tag>
              </div>
              {p.auditStatus === 1 ? (
                <>
                  <div className="h5fi-sub">我的推广码</div>
                  <div className="h5fi-code" data-testid="fission-code">
                    {p.code}
                  </div>
                  <div className="h5fi-sub">分享商品链接时加上 pc={p.code},好友通过链接下单即记为您的推广订单。</div>
                </>
              ) : p.auditStatus === 2 ? (
                <div className="h5fi-sub">申请未通过:{p.auditRemark}</div>
              ) : (
                <div className="h5fi-sub">申请已提交,请等待商家审核。</div>
              )}
            </div>
            <div className="h5fi-card h5fi-money">
              <div>
                <b data-testid="fission-balance">{yuan(p.balance)}</b>
                <span>可提现(元)</span>
              </div>
              <div>
                <b>{yuan(p.frozen)}</b>
                <span>结算中(元)</span>
              </div>
              <div>
                <b>{yuan(p.totalEarned)}</b>
                <span>累计佣金(元)</span>
              </div>
              <div>
                <b>{yuan(p.withdrawn)}</b>
                <span>已提现(元)</span>
              </div>
            </div>
            {p.auditStatus === 1 && <WithdrawCard mine={mine} say={setMsg} onDone={() => void q.refetch()} />}
            <div className="h5fi-card">
              <h3>佣金明细</h3>
              {mine.ledger.length ? (
                mine.ledger.map((l) => (
                  <div className="h5fi-row" key={l.id}>
                    <span>
                      {FISSION_LEDGER_TEXT[l.kind]}
                      <div className="h5fi-sub">{l.createTime}</div>
                    </span>
                    <b style={{ color: l.amount < 0 ? '#cf1322' : '#389e0d' }}>
                      {l.amount > 0 ? '+' : ''}
                      {yuan(l.amount)}
                    </b>
                  </div>
                ))
              ) : (
                <div className="h5fi-sub">暂无佣金</div>
              )}
            </div>
            {!!mine.withdrawals.length && (
              <div className="h5fi-card">
                <h3>提现记录</h3>
                {mine.withdrawals.map((w) => (
                  <div className="h5fi-row" key={w.id}>
                    <span>
                      ¥{yuan(w.amount)}
                      <div className="h5fi-sub">{w.createTime}</div>
                    </span>
                    <Tag color={w.state === 1 ? 'green' : w.state === 2 ? 'red' : 'orange'} title={w.auditRemark ?? undefined}>
                      {FISSION_WITHDRAW_TEXT[w.state]}
                    </Tag>
                  </div>
                ))}
              </div>
            )}
          </>
        )}
        {mine?.config.rule && (
          <div className="h5fi-card">
            <h3>分销规则</h3>
            <div className="h5fi-sub" style={{ whiteSpace: 'pre-wrap' }}>
              {mine.config.rule}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
