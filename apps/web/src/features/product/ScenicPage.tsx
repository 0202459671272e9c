import { useState } from 'react';
import { App, Button, Modal, Radio, Space, Tag, Typography } from 'antd';
import { MSG, POI_SHELF_LABELS as SHELF } from '@yym/contract';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { useCan } from '../../components/index.ts';
import { useRefresh, type Row } from '../../app/data.ts';
import { scenicActions, scenicSpots } from './api.ts';
import { escGuard } from '../../components/EscGuard.tsx';

const RECOMMEND = [
  { label: '推荐', value: 1 },
  { label: '不推荐', value: 0 },
];
const columns: CrudColumn[] = [
  { title: '景区名称', dataIndex: 'name', search: true, form: { required: '请输入景区名称' } },
  { title: '等级', dataIndex: 'level', form: { span: 12 } },
  { title: '地址', dataIndex: 'address', form: { span: 24 } },
  { title: '电话', dataIndex: 'phone', form: { span: 12 } },
  { title: '开放时间', dataIndex: 'openTime', form: { span: 12 } },
  { title: '状态', dataIndex: 'shelfStatus', options: SHELF, search: true, form: false },
  {
    title: '线下推荐',
    dataIndex: 'offlineRecommend',
    form: false,
    render: (v) =>
      Number(v) === 1 ? (
        <Tag color="orange" data-testid="recommend-on">
          推荐
        </Tag>
      ) : (
        <Tag>不推荐</Tag>
      ),
  },
  { title: '介绍', dataIndex: 'intro', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

/** Offline recommendation of one scenic spot: recommended or not (what the API takes), saved after a confirm. */
function RecommendDialog({ row, onClose }: { row: Row | null; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const [value, setValue] = useState<0 | 1>(Number(row?.offlineRecommend) === 1 ? 1 : 0);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await scenicActions.recommend(String(row!.id), value);
      void message.success(MSG.updateSuccess);
      onClose(true);
    } catch {
      // the client showed the server's message; the dialog stays open
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      modalRender={escGuard}
      open={!!row}
      title="线下推荐"
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>景区:{row?.name}</Typography.Text>
        <Radio.Group options={RECOMMEND} value={value} onChange={(e) => setValue(e.target.value)} data-testid="recommend-radio" />
        <Typography.Text type="secondary">设置该景区是否在线下渠道推荐,保存后列表中显示推荐状态。</Typography.Text>
      </Space>
    </Modal>
  );
}

/** Scenic spots (POI): list, add, edit, remove, shelves, offline recommendation, export. */
export default function ScenicPage() {
  const refresh = useRefresh(scenicSpots);
  const canShelf = useCan('scenic_shelf');
  const canRecommend = useCan('scenic_recommend');
  const [recommending, setRecommending] = useState<Row | null>(null);
  const shelf = async (id: string, status: 0 | 1) => {
    await scenicActions.shelf([id], status);
    void refresh();
  };
  return (
    <>
      <CrudPage
        resource={scenicSpots}
        title="景区管理"
        columns={columns}
        exportName="景区列表"
        perms={{ add: 'scenic_add', edit: 'scenic_edit', remove: 'scenic_delete', view: 'scenic_view', export: 'scenic_export' }}
        rowActions={(r) => (
          <>
            {canShelf && (
              <Button type="link" size="small" onClick={() => void shelf(r.id, r.shelfStatus === 1 ? 0 : 1)}>
                {r.shelfStatus === 1 ? '下架' : '上架'}
              </Button>
            )}
            {canRecommend && (
              <Button type="link" size="small" onClick={() => setRecommending(r)}>
                线下推荐
              </Button>
            )}
          </>
        )}
      />
      {recommending && (
        <RecommendDialog
          key={recommending.id}
          row={recommending}
          onClose={(saved) => {
            setRecommending(null);
            if (saved) void refresh();
          }}
        />
      )}
    </>
  );
}
