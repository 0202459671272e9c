import { useEffect, useState } from 'react';
import { App, Col, DatePicker, Divider, Form, Input, InputNumber, Modal, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { GROUPBUY_MAX_GOODS, GROUPBUY_MSG } from '@yym/contract';
import { SaleGoods, escGuard, useBusy, yuanToCents, type SaleGoodsLine } from '../../components/index.ts';
import { groupBuyActions, groupBuySkus } from './api.ts';
import { withTestId } from '../../components/withTestId.ts';

const FMT = 'YYYY-MM-DD HH:mm:ss';
/**
 * 新建/编辑拼团活动 in one dialog: name, times, group size (2–50), the time limit to form (hours),
 * per-customer limit, up to five on-shelf ticket skus with a group price in yuan, and the share title.
 * 保存 sends everything at once: the server refuses bad input with the form's message and writes nothing.
 */
export function GroupBuyEditor({ id, onClose, onSaved }: { id: string | null; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const { busy, attempt } = useBusy();
  const [lines, setLines] = useState<SaleGoodsLine[]>([]);
  const [form] = Form.useForm();

  useEffect(() => {
    if (!id) return;
    void (async () => {
      const a = await groupBuyActions.info(id);
      form.setFieldsValue({ ...a, shareTitle: a.shareTitle ?? '', times: [dayjs(a.startTime), dayjs(a.endTime)] });
      const gs = await groupBuyActions.goods(id);
      setLines(gs.map((g) => ({ ...g, price: g.originalPrice, salePrice: g.groupPrice / 100 })));
    })();
  }, [id, form]);

  const save = async () => {
    const v = await form.validateFields();
    if (!lines.length) return void message.warning(GROUPBUY_MSG.goodsRequired);
    if (lines.some((l) => l.salePrice == null)) return void message.warning(GROUPBUY_MSG.priceRequired);
    const [a, b] = v.times as Dayjs[];
    await attempt(async () => {
      const saved = await groupBuyActions.submit({
        id: id ?? undefined,
        name: v.name,
        startTime: a!.format(FMT),
        endTime: b!.format(FMT),
        groupSize: v.groupSize,
        hours: v.hours,
        limitNum: v.limitNum,
        goodsList: lines.map((l) => ({ productId: l.productId, skuId: l.skuId, groupPrice: yuanToCents(l.salePrice) })),
      });
      if (v.shareTitle?.trim()) await groupBuyActions.share({ groupBuyId: saved.id, shareTitle: v.shareTitle, shareImage: null });
      void message.success('保存成功');
      onSaved();
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      width={900}
      title={id ? '编辑拼团活动' : '新建拼团活动'}
      onCancel={onClose}
      onOk={() => void save()}
      okText="保存"
      okButtonProps={withTestId('gb-save', { loading: busy })}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ groupSize: 2, hours: 24, limitNum: 1 }}>
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item name="name" label="活动名称" rules={[{ required: true, whitespace: true, message: GROUPBUY_MSG.nameRequired }]}>
              <Input maxLength={30} showCount placeholder="如 周末三人团" data-testid="gb-name" />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item name="times" label="活动时间" rules={[{ required: true, message: GROUPBUY_MSG.startRequired }]}>
              <DatePicker.RangePicker showTime format={FMT} style={{ width: '100%' }} data-testid="gb-times" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item name="groupSize" label="成团人数" rules={[{ required: true, message: GROUPBUY_MSG.sizeRange }]}>
              <InputNumber min={2} max={50} precision={0} style={{ width: '100%' }} data-testid="gb-size" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="hours" label="成团时限(小时)" rules={[{ required: true, message: GROUPBUY_MSG.hoursRange }]}>
              <InputNumber min={1} max={720} precision={0} style={{ width: '100%' }} data-testid="gb-hours" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="limitNum" label="每人限购(件)" rules={[{ required: true, message: GROUPBUY_MSG.limitRange }]}>
              <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="shareTitle" label="分享标题">
              <Input maxLength={50} placeholder="选填" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Divider orientation="left" plain>
        拼团商品
      </Divider>
      <SaleGoods
        noun="拼团"
        testId="gb"
        lines={lines}
        onChange={setLines}
        skus={groupBuySkus}
        max={GROUPBUY_MAX_GOODS}
        maxMessage={GROUPBUY_MSG.goodsMax}
      />
    </Modal>
  );
}
