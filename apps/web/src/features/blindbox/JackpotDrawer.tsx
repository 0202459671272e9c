import { useEffect } from 'react';
import { App, Button, Descriptions, Drawer, Empty, Form, Input, InputNumber, Popconfirm, Space, Spin, Typography } from 'antd';
import { BLINDBOX_MSG, type BlindBoxPoolView } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { SmallTable, useBusy } from '../../components/index.ts';
import { boxActions, type BlindBoxRow } from './api.ts';
import { OddsChart } from './OddsChart.tsx';

interface PrizeForm {
  prizes: { name: string; image?: string; quantity: number; weight: number }[];
}

function PoolFacts({ pool, title }: { pool: BlindBoxPoolView; title: string }) {
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="种子哈希 sha256" span={2}>
          <Typography.Text code copyable data-testid="bb-seed-hash">
            {pool.seedHash}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="种子" span={2}>
          {pool.seed ? (
            <Typography.Text code copyable>
              {pool.seed}
            </Typography.Text>
          ) : (
            '奖池关闭或抽完后公开'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="发布时间">{pool.publishTime}</Descriptions.Item>
        <Descriptions.Item label="已售 / 已开 / 总数">
          {pool.reserved} / {pool.drawn} / {pool.total}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

const prizeColumns = [
  { title: '奖品', dataIndex: 'name' },
  { title: '数量', dataIndex: 'quantity', width: 80 },
  { title: '剩余', dataIndex: 'remaining', width: 80 },
  { title: '权重', dataIndex: 'weight', width: 80 },
];

/** 奖池: the live pool (seed hash, stock, odds), the draft being edited (save, publish) and the closed pools with their seeds. */
export function JackpotDrawer({ box, onClose, onChanged }: { box: BlindBoxRow; onClose: () => void; onChanged: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PrizeForm>();
  const jp = useQueryOf('bb-jackpot', [box.id], () => boxActions.jackpot(box.id));
  const { busy, attempt } = useBusy();
  const prizes = Form.useWatch('prizes', form) ?? [];
  const data = jp.data;
  useEffect(() => {
    if (!data) return;
    const from = data.draft ?? data.live;
    form.setFieldsValue({
      prizes: from?.prizes.map((p) => ({ name: p.name, image: p.image, quantity: p.quantity, weight: p.weight })) ?? [
        { name: '', quantity: 10, weight: 10 },
      ],
    });
  }, [data, form]);
  const save = () =>
    attempt(async () => {
      const v = await form.validateFields();
      await boxActions.saveJackpot({ boxId: box.id, prizes: v.prizes });
      void message.success('草稿已保存');
      await jp.refetch();
      onChanged();
    }, form);
  const publish = () =>
    attempt(async () => {
      const v = await form.validateFields();
      await boxActions.saveJackpot({ boxId: box.id, prizes: v.prizes });
      await boxActions.submitJackpot(box.id);
      void message.success('奖池已发布,种子哈希已公示');
      await jp.refetch();
      onChanged();
    }, form);
  return (
    <Drawer open width={820} title={`奖池 · ${box.name}`} onClose={onClose} destroyOnHidden>
      {!data ? (
        <Spin />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {data.live ? (
            <div data-testid="bb-live-pool">
              <PoolFacts pool={data.live} title="当前奖池(已发布)" />
              <SmallTable rowKey="id" dataSource={data.live.prizes} columns={prizeColumns} style={{ marginTop: 8 }} />
              <OddsChart prizes={data.live.prizes} testId="bb-live-odds" />
            </div>
          ) : (
            <Empty description="尚未发布奖池:发布后才能上架销售" />
          )}
          <div>
            <Typography.Title level={5}>{data.draft ? '奖池草稿' : '编辑新奖池'}</Typography.Title>
            <Typography.Paragraph type="secondary">
              发布时服务器生成随机种子并立即公示其 sha256
              哈希;每次开盒由种子与订单号、序号决定,当前奖池将关闭,待其订单全部开盒后公开种子,任何人可复算。
            </Typography.Paragraph>
            <Form form={form} layout="vertical">
              <Form.List name="prizes">
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((f, i) => (
                      <Space key={f.key} align="start" wrap>
                        <Form.Item
                          name={[f.name, 'name']}
                          label={i === 0 ? '奖品名称' : undefined}
                          rules={[{ required: true, whitespace: true, message: BLINDBOX_MSG.prizeNameRequired }]}
                        >
                          <Input placeholder="奖品名称" maxLength={50} style={{ width: 220 }} data-testid={`bb-prize-name-${i}`} />
                        </Form.Item>
                        <Form.Item
                          name={[f.name, 'quantity']}
                          label={i === 0 ? '数量' : undefined}
                          rules={[{ required: true, message: BLINDBOX_MSG.prizeQuantity }]}
                        >
                          <InputNumber min={1} max={100000} precision={0} placeholder="数量" data-testid={`bb-prize-qty-${i}`} />
                        </Form.Item>
                        <Form.Item
                          name={[f.name, 'weight']}
                          label={i === 0 ? '中奖权重' : undefined}
                          rules={[{ required: true, message: BLINDBOX_MSG.prizeWeight }]}
                        >
                          <InputNumber min={1} max={1000000} precision={0} placeholder="权重" data-testid={`bb-prize-weight-${i}`} />
                        </Form.Item>
                        <Button
                          type="link"
                          danger
                          onClick={() => remove(f.name)}
                          disabled={fields.length === 1}
                          style={i === 0 ? { marginTop: 30 } : undefined}
                        >
                          删除
                        </Button>
                      </Space>
                    ))}
                    <Button
                      type="dashed"
                      onClick={() => add({ name: '', quantity: 10, weight: 10 })}
                      disabled={fields.length >= 50}
                      data-testid="bb-prize-add"
                    >
                      添加奖品
                    </Button>
                  </>
                )}
              </Form.List>
            </Form>
            <Typography.Text strong style={{ display: 'block', marginTop: 12 }}>
              展示概率(权重占比)
            </Typography.Text>
            <OddsChart
              prizes={prizes.filter(Boolean).map((p) => ({ name: p.name, weight: Number(p.weight) || 0 }))}
              testId="bb-draft-odds"
            />
            <Space>
              <Button onClick={() => void save()} loading={busy} data-testid="bb-pool-save">
                保存草稿
              </Button>
              <Popconfirm
                title={data.live ? '发布后当前奖池将关闭,新订单从新奖池开盒。确定发布?' : '发布后生成种子并公示哈希,确定发布?'}
                onConfirm={() => void publish()}
              >
                <Button type="primary" loading={busy} data-testid="bb-pool-submit">
                  发布奖池
                </Button>
              </Popconfirm>
            </Space>
          </div>
          {data.closed.length > 0 && (
            <div>
              {data.closed.map((p) => (
                <div key={p.id} style={{ marginBottom: 16 }}>
                  <PoolFacts pool={p} title={`已关闭奖池 #${p.id}(${p.closeTime})`} />
                </div>
              ))}
            </div>
          )}
        </Space>
      )}
    </Drawer>
  );
}
