import { useEffect, useState } from 'react';
import { App, Button, Drawer, Empty, Image, Input, Popconfirm, Select, Space, Table, Tag, Upload } from 'antd';
import { ECARD_PERMS, FACE_EXTS, FACE_MAX_MB, FACE_MSG, USER_CARD_STATUS } from '@yym/contract';
import { useCan } from '../../components/index.ts';
import { rowsOf, useList, usePaging, useRefresh, useQueryOf } from '../../app/data.ts';
import { useCardOptions, faceActions, faces, type FaceRow } from './api.ts';

const P = ECARD_PERMS;

/** The photo, read with the session's token (it is a private file, not a public link). */
function FaceThumb({ row }: { row: FaceRow }) {
  const photo = useQueryOf('ecard-face-photo', [row.id, row.photoTime], () => faceActions.photo(row.id), {
    enabled: row.hasPhoto,
    staleTime: 60_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) return;
    const u = URL.createObjectURL(photo.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [photo.data]);
  if (!row.hasPhoto) return <Tag>未上传</Tag>;
  return url ? (
    <Image src={url} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} alt={`${row.holderName ?? ''}的人脸照片`} />
  ) : (
    <Tag color="processing">加载中</Tag>
  );
}

/** Checked in the browser first (the server checks the same and the file's first bytes). */
function browserCheck(file: File): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(FACE_EXTS as readonly string[]).includes(ext)) return FACE_MSG.faceType;
  if (file.size > FACE_MAX_MB * 1024 * 1024) return FACE_MSG.faceSize(FACE_MAX_MB);
  return null;
}

function PhotoButton({ row, onDone }: { row: FaceRow; onDone: () => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept=".jpg,.jpeg,.png,image/jpeg,image/png"
      showUploadList={false}
      beforeUpload={async (file) => {
        const why = browserCheck(file);
        if (why) {
          void message.error(why);
          return Upload.LIST_IGNORE;
        }
        setBusy(true);
        try {
          await faceActions.upload(row.id, file, row.hasPhoto);
          void message.success(row.hasPhoto ? '人脸照片已替换' : '人脸照片已上传');
          onDone();
        } catch {
          // the client showed the server's message
        } finally {
          setBusy(false);
        }
        return Upload.LIST_IGNORE;
      }}
    >
      <Button type="link" size="small" loading={busy} data-testid={`face-upload-${row.id}`}>
        {row.hasPhoto ? '替换' : '上传照片'}
      </Button>
    </Upload>
  );
}

/** 人脸管理: the held cards of face-checking cards; upload, replace or remove each holder's face photo. */
export function FaceDrawer({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const canEdit = useCan(P.memberEdit);
  const canRemove = useCan(P.memberRemove);
  const { paging, tablePaging, firstPage } = usePaging(10);
  const [draft, setDraft] = useState<{ cardId?: string; holderName?: string; holderPhone?: string; hasPhoto?: number }>({});
  const [filters, setFilters] = useState(draft);
  const list = useList(faces, { ...filters, ...paging });
  const refresh = useRefresh(faces);
  const cardOptions = useCardOptions();
  const rows = rowsOf(list.data);
  const search = () => {
    firstPage();
    setFilters(draft);
  };
  return (
    <Drawer open width={980} title="人脸管理" onClose={onClose} data-testid="face-drawer">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="电子卡"
          style={{ width: 180 }}
          value={draft.cardId}
          onChange={(v) => setDraft((d) => ({ ...d, cardId: v }))}
          options={cardOptions}
          showSearch
          optionFilterProp="label"
        />
        <Input
          allowClear
          placeholder="持卡人姓名"
          style={{ width: 140 }}
          value={draft.holderName}
          onChange={(e) => setDraft((d) => ({ ...d, holderName: e.target.value || undefined }))}
          onPressEnter={search}
        />
        <Input
          allowClear
          placeholder="手机号"
          style={{ width: 140 }}
          value={draft.holderPhone}
          onChange={(e) => setDraft((d) => ({ ...d, holderPhone: e.target.value || undefined }))}
          onPressEnter={search}
        />
        <Select
          allowClear
          placeholder="照片"
          style={{ width: 120 }}
          value={draft.hasPhoto}
          onChange={(v) => setDraft((d) => ({ ...d, hasPhoto: v }))}
          options={[
            { value: 1, label: '已上传' },
            { value: 0, label: '未上传' },
          ]}
        />
        <Button type="primary" onClick={search}>
          查询
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            setFilters({});
            firstPage();
          }}
        >
          重置
        </Button>
      </Space>
      <Table<FaceRow>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={rows}
        pagination={tablePaging(list.data)}
        locale={{ emptyText: <Empty description="没有开启人脸核验的会员卡" /> }}
        columns={[
          { title: '照片', dataIndex: 'hasPhoto', width: 80, render: (_, r) => <FaceThumb row={r} /> },
          { title: '卡号', dataIndex: 'cardNo', width: 170 },
          { title: '电子卡', dataIndex: 'cardName' },
          { title: '持卡人', dataIndex: 'holderName', width: 90 },
          { title: '手机号', dataIndex: 'holderPhone', width: 120 },
          { title: '状态', dataIndex: 'cardStatus', width: 80, render: (v) => USER_CARD_STATUS[v] },
          { title: '上传时间', dataIndex: 'photoTime', width: 170, render: (v) => v ?? '-' },
          {
            title: '操作',
            width: 150,
            render: (_, r) => (
              <Space size={0}>
                {canEdit && <PhotoButton row={r} onDone={() => void refresh()} />}
                {canRemove && r.hasPhoto && (
                  <Popconfirm
                    title="删除后该卡不能再刷脸核销,确定删除人脸照片?"
                    onConfirm={async () => {
                      await faceActions.remove(r.id);
                      void message.success('人脸照片已删除');
                      void refresh();
                    }}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
