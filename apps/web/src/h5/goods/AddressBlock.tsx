import { useEffect } from 'react';
import { Cascader, Checkbox, Input } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { customerToken, storeGoodsApi, type AddressRow } from './api.ts';

/** What the customer chose: a saved address (its id), or one typed here (saved for next time when asked). */
export interface AddressDraft {
  addressId: string | null;
  receiverName: string;
  receiverPhone: string;
  region: string[];
  address: string;
  save: boolean;
}
export const BLANK_ADDRESS: AddressDraft = { addressId: null, receiverName: '', receiverPhone: '', region: [], address: '', save: true };

/** The saved addresses of the logged-in customer (none for a guest). */
export function useSavedAddresses() {
  const token = customerToken.get();
  const q = useQueryOf('h5-goods-addresses', [token], () => storeGoodsApi.addresses().catch(() => [] as AddressRow[]), {
    enabled: !!token,
  });
  return { loggedIn: !!token && !!q.data, list: q.data ?? [] };
}

const card = (on: boolean) => ({
  display: 'block',
  width: '100%',
  textAlign: 'left' as const,
  font: 'inherit',
  color: 'inherit',
  border: `1px solid ${on ? '#10ab7f' : '#e5e6eb'}`,
  background: on ? '#f0fbf7' : '#fff',
  borderRadius: 8,
  padding: '8px 10px',
  marginBottom: 8,
  cursor: 'pointer',
});

/** 收货地址: pick one of the saved addresses, or type a new one (a logged-in customer may keep it). */
export function AddressBlock(p: { value: AddressDraft; onChange: (d: AddressDraft) => void; saved: AddressRow[]; loggedIn: boolean }) {
  const { value: a, onChange, saved } = p;
  const regions = useQueryOf('h5-goods-regions', [], () => storeGoodsApi.regions());
  const set = (patch: Partial<AddressDraft>) => onChange({ ...a, ...patch });
  // the default saved address is chosen for the customer when the list arrives
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the saved list first arrives
  useEffect(() => {
    if (saved.length && a.addressId === null && !a.receiverName) onChange({ ...a, addressId: saved[0]!.id });
  }, [saved.length]);
  const typing = a.addressId === null;
  return (
    <div className="h5o-card" data-testid="h5-address-block">
      <div style={{ marginBottom: 8 }}>收货地址</div>
      {saved.map((s) => (
        <button
          type="button"
          key={s.id}
          style={card(a.addressId === s.id)}
          onClick={() => set({ addressId: s.id })}
          data-testid={`h5-address-${s.id}`}
        >
          <div>
            {s.receiverName} {s.receiverPhone}
            {s.isDefault === 1 && <span className="h5o-note"> · 默认</span>}
          </div>
          <div className="h5o-note">
            {s.regionName}
            {s.address}
          </div>
        </button>
      ))}
      {saved.length > 0 && (
        <button type="button" style={card(typing)} onClick={() => set({ addressId: null })} data-testid="h5-address-new">
          + 使用新地址
        </button>
      )}
      {typing && (
        <>
          <Input
            placeholder="收货人"
            value={a.receiverName}
            onChange={(e) => set({ receiverName: e.target.value })}
            data-testid="h5-receiver"
            style={{ marginBottom: 8 }}
          />
          <Input
            placeholder="手机号"
            inputMode="tel"
            value={a.receiverPhone}
            onChange={(e) => set({ receiverPhone: e.target.value })}
            data-testid="h5-receiver-phone"
            style={{ marginBottom: 8 }}
          />
          <Cascader
            style={{ width: '100%', marginBottom: 8 }}
            placeholder="省 / 市"
            changeOnSelect
            value={a.region}
            onChange={(v) => set({ region: (v ?? []) as string[] })}
            options={(regions.data ?? []).map((r) => ({
              value: r.code,
              label: r.name,
              children: (r.children ?? []).map((c) => ({ value: c.code, label: c.name })),
            }))}
            data-testid="h5-region"
          />
          <Input placeholder="详细地址" value={a.address} onChange={(e) => set({ address: e.target.value })} data-testid="h5-address" />
          {p.loggedIn ? (
            <Checkbox
              checked={a.save}
              onChange={(e) => set({ save: e.target.checked })}
              style={{ marginTop: 8 }}
              data-testid="h5-address-save"
            >
              保存到我的收货地址
            </Checkbox>
          ) : (
            <div className="h5o-note" style={{ marginTop: 8 }}>
              登录会员中心后可使用常用收货地址
            </div>
          )}
        </>
      )}
    </div>
  );
}
