import { useEffect, useState } from 'react';
import { App, Button, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Steps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SECKILL_MAX_GOODS, SECKILL_MSG } from '@yym/contract';
import { SaleGoods, UploadField, escGuard, yuanToCents, type SaleGoodsLine } from '../../components/index.ts';
import { seckillActions, seckillSkus } from './api.ts';
import { useBusy } from '../../components/useBusy.ts';

const FMT = 'YYYY-MM-DD HH:mm:ss';
/**
 * 新建/编辑秒杀活动 in three steps, each saved on 下一步: basic info (name, times, per-customer limit),
 * goods (at most five on-shelf ticket skus with seckill price in yuan and seckill stock), share (title, image).
 */
export function SeckillEditor({ id: startId, onClose, onSaved }: { id: string | null; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [step, setStep] = useState(0);
  const [id, setId] = useState<string | null>(startId);
  // a step refused by the form (shown on its fields) or by the server (shown by the client) stays open, no page error
  const { busy, attempt: run } = useBusy();
  const [lines, setLines] = useState<SaleGoodsLine[]>([]);
  const [info] = Form.useForm();
  const [share] = Form.useForm();

  useEffect(() => {
    if (!startId) return;
    void (async () => {
      const a = await seckillActions.info(startId);
      info.setFieldsValue({ name: a.name, limitNum: a.limitNum, times: [dayjs(a.startTime), dayjs(a.endTime)] });
      share.setFieldsValue({ shareTitle: a.shareTitle ?? '', shareImage: a.shareImage ?? undefined });
      const gs = await seckillActions.goods(startId);
      setLines(gs.map((g) => ({ ...g, price: g.originalPrice, salePrice: g.seckillPrice / 100, stock: g.stock })));
    })();
  }, [startId, info, share]);

  const saveInfo = () =>
    run(async () => {
      const v = await info.validateFields();
      const [a, b] = v.times as Dayjs[];
      const saved = await seckillActions.submitInfo({
        id: id ?? undefined,
        name: v.name,
        limitNum: v.limitNum,
        startTime: a!.format(FMT),
        endTime: b!.format(FMT),
      });
      setId(saved.id);
      setStep(1);
    });
  const goodsBody = () => ({
    seckillId: id!,
    goodsList: lines.map((l) => ({
      productId: l.productId,
      skuId: l.skuId,
      seckillPrice: yuanToCents(l.salePrice),
      stock: Number(l.stock ?? 0),
    })),
  });
  const saveGoods = () =>
    run(async () => {
      if (!lines.length) return void message.warning(SECKILL_MSG.goodsRequired);
      if (lines.some((l) => l.salePrice == null)) return void message.warning(SECKILL_MSG.priceRequired);
      if (lines.some((l) => !l.stock)) return void message.warning(SECKILL_MSG.stockRange);
      await seckillActions.checkGoods(goodsBody());
      await seckillActions.submitGoods(goodsBody());
      setStep(2);
    });
  const saveShare = () =>
    run(async () => {
      const v = await share.validateFields();
      await seckillActions.submitShare({ seckillId: id!, shareTitle: v.shareTitle, shareImage: v.shareImage || null });
      void message.success('保存成功');
      onSaved();
    });
  return (
    <Modal
      modalRender={escGuard}
      open
      width={900}
      title={startId ? '编辑秒杀活动' : '新建秒杀活动'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Steps current={step} style={{ marginBottom: 24 }} items={[{ title: '基本信息' }, { title: '秒杀商品' }, { title: '分享设置' }]} />
      <div style={{ display: step === 0 ? 'block' : 'none' }}>
        <Form form={info} layout="vertical" initialValues={{ limitNum: 1 }}>
          <Form.Item name="name" label="活动名称" rules={[{ required: true, whitespace: true, message: SECKILL_MSG.nameRequired }]}>
            <Input maxLength={30} showCount placeholder="如 周末门票秒杀" data-testid="sk-name" />
          </Form.Item>
          <Row gutter={16}>
            <Col span={16}>
              <Form.Item name="times" label="活动时间" rules={[{ required: true, message: SECKILL_MSG.startRequired }]}>
                <DatePicker.RangePicker showTime format={FMT} style={{ width: '100%' }} data-testid="sk-times" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="limitNum" label="每人限购(件)" rules={[{ required: true, message: SECKILL_MSG.limitRange }]}>
                <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} data-testid="sk-limit" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </div>
      <div style={{ display: step === 1 ? 'block' : 'none' }}>
        <SaleGoods
          noun="秒杀"
          testId="sk"
          lines={lines}
          onChange={setLines}
          skus={seckillSkus}
          max={SECKILL_MAX_GOODS}
          maxMessage={SECKILL_MSG.goodsMax}
          withStock
        />
      </div>
      <div style={{ display: step === 2 ? 'block' : 'none' }}>
        <Form form={share} layout="vertical">
          <Form.Item
            name="shareTitle"
            label="分享标题"
            rules={[{ required: true, whitespace: true, message: SECKILL_MSG.shareTitleRequired }]}
          >
            <Input maxLength={50} showCount data-testid="sk-share-title" />
          </Form.Item>
          <Form.Item name="shareImage" label="分享图片">
            <UploadField maxFiles={1} maxMb={3} dir="seckill" hint="png/jpg/jpeg/gif,不超过3MB" />
          </Form.Item>
        </Form>
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        {step > 0 && <Button onClick={() => setStep(step - 1)}>上一步</Button>}
        {step === 0 && (
          <Button type="primary" loading={busy} onClick={() => void saveInfo()}>
            下一步
          </Button>
        )}
        {step === 1 && (
          <Button type="primary" loading={busy} onClick={() => void saveGoods()}>
            下一步
          </Button>
        )}
        {step === 2 && (
          <Button type="primary" loading={busy} onClick={() => void saveShare()}>
            完成
          </Button>
        )}
      </div>
    </Modal>
  );
}
