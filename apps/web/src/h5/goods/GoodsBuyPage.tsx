import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, InputNumber, useFeedback } from '../kit/index.ts';
import { GOODS_MSG, MSG, STOREFRONT_MSG, TOAST_MS, centsToYuan, checkMobile } from '@yym/contract';
import { useCache, useQueryOf } from '../../app/data.ts';
import { newIdempotencyKey as newKey } from '../../app/keys.ts';
import { H5Row, errorOf, notReady } from '../parts.tsx';
import { customerToken, storeGoodsApi, type AddressRow } from './api.ts';
import { AddressBlock, BLANK_ADDRESS, useSavedAddresses, type AddressDraft } from './AddressBlock.tsx';
import '../order/order.css';
import './goods.css';

/** The storefront's goods page `/h5/goods/:id?tenantId=`: pick a SKU and quantity, the delivery address, freight from the template, then pay. */
export default function GoodsBuyPage() {
  const id = useLocation().pathname.match(/^\/h5\/goods\/(\d+)/)?.[1] ?? '';
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const valid = /^\d{6}$/.test(tenantId);
  const navigate = useNavigate();
  const { message } = useFeedback();
  const { set } = useCache();
  const g = useQueryOf('h5-goods', [id, tenantId], () => storeGoodsApi.goods(id, tenantId), { enabled: valid });
  const [skuId, setSku] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [a, setA] = useState<AddressDraft>(BLANK_ADDRESS);
  const saved = useSavedAddresses();
  const picked = saved.list.find((s) => s.id === a.addressId);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());
  useEffect(() => {
    document.title = '商品详情';
  }, []);
  const sku = g.data?.skus.find((s) => s.id === skuId) ?? g.data?.skus.find((s) => s.stock > 0);
  const regionCode = picked ? picked.regionCode : a.region[a.region.length - 1];
  const quote = useQueryOf(
    'h5-goods-quote',
    [id, sku?.id, quantity, regionCode],
    () => storeGoodsApi.quote({ goodsId: id, skuId: sku!.id, quantity, regionCode, tenantId }),
    { enabled: !!sku && !!regionCode },
  );
  const wait = notReady(g, valid ? null : STOREFRONT_MSG.linkIncomplete);
  if (wait || !g.data) return wait;
  const goods = g.data;
  const fee = quote.data?.fee ?? 0;
  const total = (sku?.price ?? 0) * quantity + fee;
  /** A typed address is checked here first; a logged-in customer's is kept (and then bought with as a saved one). */
  const buy = async () => {
    const m = picked
      ? null
      : !a.receiverName.trim()
        ? GOODS_MSG.receiverRequired
        : (checkMobile(a.receiverPhone) ??
          (!regionCode ? GOODS_MSG.regionRequired : !a.address.trim() ? GOODS_MSG.addressDetailRequired : null));
    if (m) return void message.warning(m, TOAST_MS / 1000);
    if (quote.data && !quote.data.delivered) return void message.warning(GOODS_MSG.noDelivery, TOAST_MS / 1000);
    setBusy(true);
    try {
      const typed = {
        receiverName: a.receiverName.trim(),
        receiverPhone: a.receiverPhone.trim(),
        address: a.address.trim(),
        regionCode: regionCode!,
      };
      let addressId = picked?.id;
      if (!picked && saved.loggedIn && a.save) {
        const kept = await storeGoodsApi.saveAddress(typed);
        addressId = kept.id;
        set<AddressRow[]>('h5-goods-addresses', [customerToken.get()], [...saved.list, kept]);
        setA({ ...a, addressId: kept.id });
      }
      const receiver = picked ?? typed;
      const o = await storeGoodsApi.buyGoods({
        tenantId,
        goodsId: id,
        skuId: sku!.id,
        quantity,
        contactName: receiver.receiverName,
        contactPhone: receiver.receiverPhone,
        ...(addressId ? { addressId } : { address: typed }),
        idempotencyKey: key.current,
      });
      window.scrollTo(0, 0);
      navigate(`/h5/pay?code=${encodeURIComponent(o.code)}&then=goods`);
    } catch (e) {
      void message.warning(errorOf(e) || MSG.unknownError, TOAST_MS / 1000);
      setBusy(false);
    }
  };
  return (
    <div className="h5o" style={{ paddingBottom: 90 }}>
      {goods.cover && (
        <img src={goods.cover} alt={goods.name} style={{ width: '100%', height: 240, objectFit: 'cover' }} fetchPriority="high" />
      )}
      <div className="h5o-card">
        <h2 data-testid="h5-goods-name" style={{ margin: '4px 0' }}>
          {goods.name}
        </h2>
        <div style={{ color: '#e4393c', fontSize: 22 }}>¥{centsToYuan(sku?.price ?? 0)}</div>
        <div className="h5o-note">运费: {goods.freightName ? '按运费模板计算' : '包邮'}</div>
      </div>
      <div className="h5o-card h5g-field">
        <div style={{ marginBottom: 8 }}>规格</div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {goods.skus.map((s) => (
            <Button
              key={s.id}
              type={sku?.id === s.id ? 'primary' : 'default'}
              disabled={s.stock <= 0}
              onClick={() => setSku(s.id)}
              data-testid={`h5-sku-${s.specText}`}
            >
              {s.specText}
              {s.stock <= 0 ? '(售罄)' : ''}
            </Button>
          ))}
        </div>
        <H5Row label="数量">
          <InputNumber
            min={1}
            max={Math.max(1, Math.min(99, sku?.stock ?? 1))}
            value={quantity}
            onChange={(v) => setQuantity(v ?? 1)}
            data-testid="h5-goods-qty"
          />
        </H5Row>
      </div>
      <AddressBlock value={a} onChange={setA} saved={saved.list} loggedIn={saved.loggedIn} />
      <div className="h5o-card">
        <H5Row label="商品金额" money>
          ¥{centsToYuan((sku?.price ?? 0) * quantity)}
        </H5Row>
        <H5Row label="运费" testId="h5-freight" money={!!quote.data?.delivered}>
          {quote.data && !quote.data.delivered ? GOODS_MSG.noDelivery : regionCode ? `¥${centsToYuan(fee)}` : '选择地址后计算'}
        </H5Row>
        {goods.detail && (
          <div className="h5o-note" style={{ marginTop: 8 }}>
            {goods.detail.replace(/<[^>]+>/g, '')}
          </div>
        )}
      </div>
      <div
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          padding: 12,
          background: '#fff',
          boxShadow: '0 -2px 8px rgba(0,0,0,.06)',
        }}
      >
        <Button type="primary" size="large" block loading={busy} disabled={!sku} onClick={buy} data-testid="h5-goods-buy">
          提交订单 ¥{centsToYuan(total)}
        </Button>
      </div>
    </div>
  );
}
