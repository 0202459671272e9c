import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Form, Input, InputNumber, Popconfirm, Row, Space, Tree } from 'antd';
import { MSG, type RegionRow } from '@yym/contract';
import { useCan } from '../../app/session.ts';
import { regionChildren, regionDetail, removeRegion, saveRegion } from './api.ts';

interface RegionNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  hasChildren: boolean;
  regionLevel: number;
  children?: RegionNode[];
}

const setKids = (list: RegionNode[], key: string, kids: RegionNode[]): RegionNode[] =>
  list.map((n) => (n.key === key ? { ...n, children: kids } : n.children ? { ...n, children: setKids(n.children, key, kids) } : n));

/** Administrative regions (platform): a lazy tree on the left, the chosen region's form on the right. */
export default function RegionPage() {
  const { message } = App.useApp();
  const canAdd = useCan('region_add');
  const canEdit = useCan('region_edit');
  const canDelete = useCan('region_delete');
  const [form] = Form.useForm<RegionRow>();
  const [tree, setTree] = useState<RegionNode[] | null>(null);
  const [selected, setSelected] = useState<RegionRow | null>(null);
  const lazy = (parentCode: string) =>
    regionChildren(parentCode).then((l) => l.map((n) => ({ ...n, isLeaf: !n.hasChildren }) as RegionNode));
  const loadRoot = () => lazy('00').then(setTree);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the root loads once
  useEffect(() => void loadRoot(), []);

  const choose = async (code: string) => {
    const region = await regionDetail(code);
    setSelected(region);
    form.setFieldsValue(region);
  };
  const addChild = () => {
    const parent = selected?.code ?? '00';
    setSelected(null);
    form.resetFields();
    form.setFieldsValue({ parentCode: parent, regionLevel: (selected?.regionLevel ?? 0) + 1, sort: 0 });
  };
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows each field's message
    await saveRegion(values);
    void message.success(selected ? MSG.updateSuccess : MSG.addSuccess);
    void loadRoot();
  };
  const remove = async () => {
    await removeRegion(selected!.code);
    void message.success(MSG.deleteSuccess);
    setSelected(null);
    form.resetFields();
    void loadRoot();
  };
  return (
    <Row gutter={16}>
      <Col xs={24} lg={9}>
        <Card title="行政区划" variant="borderless" size="small">
          <div style={{ maxHeight: 'calc(100vh - 240px)', overflow: 'auto' }}>
            {tree && (
              <Tree
                treeData={tree}
                onSelect={(k) => k.length && choose(String(k[0]))}
                loadData={async (node) => {
                  const kids = await lazy(String(node.key));
                  setTree((t) => setKids(t ?? [], String(node.key), kids));
                }}
              />
            )}
          </div>
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card
          title={selected ? `编辑: ${selected.name}` : '新增区划'}
          variant="borderless"
          size="small"
          extra={<Space>{canAdd && <Button onClick={addChild}>新增下级</Button>}</Space>}
        >
          <Form form={form} layout="vertical" style={{ maxWidth: 520 }} initialValues={{ parentCode: '00', regionLevel: 1, sort: 0 }}>
            <Form.Item name="parentCode" label="上级编号">
              <Input disabled />
            </Form.Item>
            <Form.Item name="code" label="区划编号" rules={[{ required: true, pattern: /^\d{2,12}$/, message: '请输入区划编号' }]}>
              <Input disabled={!!selected} />
            </Form.Item>
            <Form.Item name="name" label="区划名称" rules={[{ required: true, message: '请输入区划名称' }]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="regionLevel" label="层级">
              <InputNumber min={1} max={5} />
            </Form.Item>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={99999} />
            </Form.Item>
            <Form.Item name="remark" label="备注">
              <Input.TextArea rows={2} maxLength={255} />
            </Form.Item>
            <Space>
              {(selected ? canEdit : canAdd) && (
                <Button type="primary" onClick={save}>
                  保存
                </Button>
              )}
              {selected && canDelete && (
                <Popconfirm title={MSG.confirmBulkDelete} onConfirm={remove}>
                  <Button danger>删除</Button>
                </Popconfirm>
              )}
            </Space>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
