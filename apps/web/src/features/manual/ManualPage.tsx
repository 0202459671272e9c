import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Popconfirm,
  Row,
  Segmented,
  Space,
  Spin,
  Tree,
  TreeSelect,
  Typography,
} from 'antd';
import { MANUAL_KINDS, MANUAL_MSG, PLATFORM_TENANT_ID } from '@yym/contract';
import { useCache, useQueryOf } from '../../app/data.ts';
import { useSession } from '../../app/session.ts';
import { RichTextField, RichTextView, escGuard, useBusy } from '../../components/index.ts';
import { manualCalls, type ManualChapter, type ManualNode } from './api.ts';

type TreeData = { key: string; title: string; value: string; children?: TreeData[] };
const toTree = (nodes: ManualNode[]): TreeData[] =>
  nodes.map((n) => ({ key: n.id, value: n.id, title: n.title, children: n.children ? toTree(n.children) : undefined }));

/** The platform's chapter editor: title, parent, order, rich text with images. */
function ChapterDialog(p: { kind: number; tree: TreeData[]; chapter: Partial<ManualChapter>; onClose: (savedId: string | null) => void }) {
  const [form] = Form.useForm();
  const { busy, attempt } = useBusy();
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await attempt(async () => {
      const saved = await manualCalls.submit({ ...v, id: p.chapter.id, kind: p.kind, parentId: v.parentId ?? '0' });
      p.onClose(saved.id);
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      width={820}
      title={p.chapter.id ? '编辑章节' : '新增章节'}
      onCancel={() => p.onClose(null)}
      onOk={() => void ok()}
      okButtonProps={{ loading: busy }}
    >
      <Form form={form} layout="vertical" initialValues={{ parentId: '0', sort: 0, ...p.chapter }}>
        <Form.Item name="title" label="章节标题" rules={[{ required: true, whitespace: true, message: MANUAL_MSG.titleRequired }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Space>
          <Form.Item name="parentId" label="上级章节" style={{ width: 360 }}>
            <TreeSelect treeData={[{ key: '0', value: '0', title: '(顶级章节)' }, ...p.tree]} treeDefaultExpandAll />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Space>
        <Form.Item name="content" label="正文">
          <RichTextField />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /merchantGeneral/manual: 操作手册 and 资金手册, searchable; the platform edits them. */
export default function ManualPage() {
  const { message } = App.useApp();
  const platform = useSession((s) => s.tenantId === PLATFORM_TENANT_ID);
  const cache = useCache();
  const [kind, setKind] = useState(1);
  const [picked, setPicked] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Partial<ManualChapter> | null>(null);
  const tree = useQueryOf('manual-tree', [kind], () => manualCalls.tree(kind));
  const firstId = tree.data?.[0]?.id ?? null;
  const shown = picked ?? firstId;
  const chapter = useQueryOf('manual-chapter', [shown], () => manualCalls.detail(shown!), { enabled: !!shown });
  const hits = useQueryOf('manual-search', [keyword], () => manualCalls.search(keyword), { enabled: !!keyword });
  const treeData = toTree(tree.data ?? []);
  const reload = () => {
    cache.invalidate('manual-tree');
    cache.invalidate('manual-chapter');
  };
  return (
    <Card
      variant="borderless"
      title="操作手册"
      extra={
        <Segmented
          value={kind}
          options={MANUAL_KINDS.map((k) => ({ label: k.label, value: k.value }))}
          onChange={(v) => {
            setKind(Number(v));
            setPicked(null);
          }}
        />
      }
    >
      <Row gutter={24}>
        <Col flex="300px">
          <Input.Search
            allowClear
            placeholder="搜索手册"
            aria-label="搜索手册"
            onSearch={(v) => setKeyword(v.trim())}
            style={{ marginBottom: 12 }}
          />
          {keyword ? (
            <List
              size="small"
              loading={hits.isLoading}
              dataSource={hits.data ?? []}
              locale={{ emptyText: '没有找到相关章节' }}
              renderItem={(h) => (
                <List.Item
                  style={{ cursor: 'pointer' }}
                  onClick={() => {
                    setKind(h.kind);
                    setPicked(h.id);
                    setKeyword('');
                  }}
                >
                  <List.Item.Meta title={h.title} description={h.excerpt} />
                </List.Item>
              )}
            />
          ) : tree.isLoading ? (
            <Spin />
          ) : treeData.length ? (
            <Tree
              treeData={treeData}
              defaultExpandAll
              selectedKeys={shown ? [shown] : []}
              onSelect={(keys) => keys[0] && setPicked(String(keys[0]))}
            />
          ) : (
            <Empty description="暂无章节" />
          )}
          {platform && (
            <Button block type="dashed" style={{ marginTop: 12 }} onClick={() => setEditing({ parentId: shown ?? '0' })}>
              新增章节
            </Button>
          )}
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          {chapter.isLoading ? (
            <Spin />
          ) : chapter.data ? (
            <>
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {chapter.data.title}
                </Typography.Title>
                {platform && (
                  <Space>
                    <Button onClick={() => setEditing(chapter.data!)}>编辑</Button>
                    <Popconfirm
                      title="确定删除该章节?"
                      onConfirm={async () => {
                        await manualCalls.remove(chapter.data!.id);
                        void message.success('删除成功');
                        setPicked(null);
                        reload();
                      }}
                    >
                      <Button danger>删除</Button>
                    </Popconfirm>
                  </Space>
                )}
              </Space>
              <Typography.Text type="secondary">更新于 {chapter.data.updateTime}</Typography.Text>
              <div style={{ marginTop: 16 }}>
                <RichTextView html={chapter.data.content} />
              </div>
            </>
          ) : (
            <Empty description="请选择章节" />
          )}
        </Col>
      </Row>
      {editing && (
        <ChapterDialog
          kind={kind}
          tree={treeData}
          chapter={editing}
          onClose={(id) => {
            setEditing(null);
            if (id) {
              void message.success('保存成功');
              setPicked(id);
              reload();
            }
          }}
        />
      )}
    </Card>
  );
}
