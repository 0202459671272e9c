import { useQueryOf } from '../../app/data.ts';
import { App, Button, Checkbox, DatePicker, Drawer, Form, Input, InputNumber, Radio, Select, Space, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { productApi } from './api.ts';
import { TicketInventory, WEEK } from './TicketInventory.tsx';

/** A node of the category tree, as the classify tree answers. */
type ClassifyNode = { id: string; name: string; children?: ClassifyNode[] };

export function TicketForm({ id, onClose, onCreated }: { id: string | null; onClose: () => void; onCreated: (id: string) => void }) {
  const { message } = App.useApp();
  const detail = useQueryOf('ticket', [id], () => productApi.detail(id!), { enabled: !!id });
  const pois = useQueryOf('poi-select', [], productApi.pois);
  const classes = useQueryOf('classify-all', [], productApi.classifies);
  const labels = useQueryOf('labels', [], productApi.labels);
  const p = detail.data;
  if (id && !p) return null;
  const flat = (nodes: ClassifyNode[], depth = 0): { value: string; label: string }[] =>
    nodes.flatMap((n) => [{ value: n.id, label: `${'— '.repeat(depth)}${n.name}` }, ...flat(n.children ?? [], depth + 1)]);

  const saveInfo = async (v: Record<string, unknown>) => {
    const saved = await productApi.saveInfo({ ...v, id: id ?? undefined });
    void message.success('保存成功');
    if (!id) onCreated(saved.id);
  };
  const saveRule = async (v: Record<string, unknown>) => {
    await productApi.saveRule({
      ...v,
      id,
      weekly: (v.weekly as number[]).sort().join(','),
      disDate: ((v.disDate ?? []) as Dayjs[]).map((d) => d.format('YYYY-MM-DD')).join(','),
    });
    void message.success('保存成功');
  };
  return (
    <Drawer open width={860} title={id ? `编辑门票 ${p?.name ?? ''}` : '新增门票'} onClose={onClose} destroyOnClose>
      <Tabs
        items={[
          {
            key: 'info',
            label: '基本信息',
            children: (
              <Form layout="vertical" initialValues={p ?? { maxBuy: 20, needConfirm: 0, needIdCard: 0 }} onFinish={(v) => void saveInfo(v)}>
                <Form.Item name="name" label="商品名称" rules={[{ required: true, message: '请输入商品名称' }]}>
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item name="poiId" label="所属景区">
                  <Select allowClear options={(pois.data ?? []).map((x) => ({ value: x.id, label: x.name }))} />
                </Form.Item>
                <Form.Item name="classifyId" label="分类">
                  <Select allowClear options={flat(classes.data ?? [])} />
                </Form.Item>
                <Form.Item name="labelIds" label="标签">
                  <Select mode="multiple" allowClear options={(labels.data ?? []).map((x) => ({ value: x.id, label: x.name }))} />
                </Form.Item>
                <Space size="large">
                  <Form.Item name="maxBuy" label="单笔限购">
                    <InputNumber min={1} max={99} />
                  </Form.Item>
                  <Form.Item name="needIdCard" label="实名">
                    <Radio.Group
                      options={[
                        { value: 0, label: '不需要' },
                        { value: 1, label: '每位游客' },
                      ]}
                    />
                  </Form.Item>
                  <Form.Item name="needConfirm" label="二次确认">
                    <Radio.Group
                      options={[
                        { value: 0, label: '否' },
                        { value: 1, label: '是' },
                      ]}
                    />
                  </Form.Item>
                </Space>
                <Button type="primary" htmlType="submit">
                  保存
                </Button>
              </Form>
            ),
          },
          {
            key: 'rule',
            label: '使用规则',
            disabled: !id,
            children: id && p && (
              <Form
                layout="vertical"
                onFinish={(v) => void saveRule(v)}
                initialValues={{ ...p, weekly: p.weekly.split(',').filter(Boolean).map(Number), disDate: undefined }}
              >
                <Form.Item name="weekly" label="可用星期">
                  <Checkbox.Group options={WEEK.map((w, i) => ({ value: i, label: w }))} />
                </Form.Item>
                <Form.Item name="disDate" label="不可用日期" extra={p.disDate ? `当前: ${p.disDate}` : undefined}>
                  <DatePicker multiple />
                </Form.Item>
                <Form.Item name="refundRule" label="退款规则">
                  <Radio.Group
                    options={[
                      { value: 0, label: '不可退' },
                      { value: 1, label: '未使用可退' },
                      { value: 2, label: '随时可退' },
                    ]}
                  />
                </Form.Item>
                <Form.Item name="expireRule" label="过期处理">
                  <Radio.Group
                    options={[
                      { value: 1, label: '过期失效' },
                      { value: 2, label: '过期自动核销' },
                    ]}
                  />
                </Form.Item>
                <Form.Item name="etPkTime" label="入园时间">
                  <Input />
                </Form.Item>
                <Form.Item name="etPkAddress" label="入园地址">
                  <Input />
                </Form.Item>
                <Form.Item name="cancelOrderText" label="退改说明">
                  <Input.TextArea rows={2} />
                </Form.Item>
                <Form.Item name="advText" label="预订须知">
                  <Input.TextArea rows={2} />
                </Form.Item>
                <Form.Item name="etText" label="入园须知">
                  <Input.TextArea rows={2} />
                </Form.Item>
                <Form.Item name="costDesc" label="费用包含">
                  <Input.TextArea rows={2} />
                </Form.Item>
                <Button type="primary" htmlType="submit">
                  保存
                </Button>
              </Form>
            ),
          },
          { key: 'inventory', label: '票种与价格库存', disabled: !id, children: id && <TicketInventory productId={id} /> },
        ]}
      />
    </Drawer>
  );
}
