import { useState } from 'react';
import { useNavigate } from '../kit/router.tsx';
import { Button, Drawer, Empty } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { centsToYuan, type StoreUserCard } from '@yym/contract';
import { upgradeH5 } from './api.ts';
import { errorOf } from '../parts.tsx';

type Sheet = 'renew' | 'upgrade' | null;

/**
 * 续卡 and 升级 on a held card: the buttons show only when the card has offers (renewal combos inside
 * the renewal window, enabled upgrade schemes); a sheet lists them and the chosen one goes to the cashier.
 */
export function CardActions({ u }: { u: StoreUserCard }) {
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<Sheet>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const usable = u.cardStatus === 1;
  const renewals = useQueryOf('h5-ecard-renewals', [u.id], () => upgradeH5.renewalOptions(u.id), { enabled: usable });
  const upgrades = useQueryOf('h5-ecard-upgrades', [u.id], () => upgradeH5.upgradeOptions(u.id), { enabled: usable });
  if (!renewals.data?.length && !upgrades.data?.length) return null;

  const buy = async (p: Promise<{ code: string }>) => {
    setBusy(true);
    setError('');
    try {
      const o = await p;
      navigate(`/h5/pay?code=${o.code}`);
    } catch (e) {
      setError(errorOf(e));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setSheet(null);
    setError('');
  };

  return (
    <>
      <div className="h5e-actions">
        {!!renewals.data?.length && (
          <Button block onClick={() => setSheet('renew')}>
            续卡
          </Button>
        )}
        {!!upgrades.data?.length && (
          <Button block onClick={() => setSheet('upgrade')}>
            升级
          </Button>
        )}
      </div>
      <Drawer
        open={!!sheet}
        placement="bottom"
        height={460}
        title={sheet === 'renew' ? `续卡 · ${u.cardName}` : `升级 · ${u.cardName}`}
        onClose={close}
        styles={{ body: { paddingTop: 8 } }}
      >
        {error && (
          <div className="h5e-msg" role="alert">
            {error}
          </div>
        )}
        <div className="h5e-sub">
          当前有效期 {u.validStart ?? '-'} 至 {u.validEnd ?? '-'}
        </div>
        {sheet === 'renew' &&
          (renewals.data ?? []).map((k) => (
            <div key={k.comboId} className="h5e-option" data-testid="ecard-renewal-option">
              <div>
                <div className="h5e-title">{k.name}</div>
                <div className="h5e-sub">
                  续{k.days}天,续后有效期至 {k.newValidEnd}
                  {k.projects.length ? `;赠送 ${k.projects.map((p) => `${p.name}${p.totalLimit}次`).join('、')}` : ''}
                </div>
              </div>
              <Button type="primary" loading={busy} onClick={() => void buy(upgradeH5.renewalBuy(u.id, k.comboId))}>
                ¥{centsToYuan(k.price)} 续卡
              </Button>
            </div>
          ))}
        {sheet === 'upgrade' &&
          (upgrades.data ?? []).map((s) => (
            <div key={s.upgradeId} className="h5e-option" data-testid="ecard-upgrade-option">
              <div>
                <div className="h5e-title">升级为 {s.toCardName}</div>
                <div className="h5e-sub">
                  {s.validityText};{s.projects.map((p) => `${p.name}${p.totalLimit}次`).join('、')}
                </div>
              </div>
              <Button type="primary" loading={busy} onClick={() => void buy(upgradeH5.upgradeBuy(u.id, s.upgradeId))}>
                ¥{centsToYuan(s.price)} 升级
              </Button>
            </div>
          ))}
        {sheet === 'renew' && !renewals.data?.length && <Empty description="暂无续卡套餐" />}
        {sheet === 'upgrade' && !upgrades.data?.length && <Empty description="暂无升级方案" />}
        <div className="h5e-sub" style={{ marginTop: 8 }}>
          {sheet === 'renew' ? '支付成功后立即生效。' : '支付成功后立即生效;已使用的次数会保留到升级后的同一项目。'}
        </div>
      </Drawer>
    </>
  );
}
