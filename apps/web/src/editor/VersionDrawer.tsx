import { Button, Drawer, Empty, Popconfirm, Tag } from 'antd';
import type { DecoVersion } from './api.ts';

interface VersionDrawerProps {
  /** null: closed. */
  versions: DecoVersion[] | null;
  canRollback: boolean;
  onRollback: (v: DecoVersion) => Promise<void>;
  onClose: () => void;
}

/** 版本记录: the published versions, each but the live one with a rollback. */
export function VersionDrawer({ versions, canRollback, onRollback, onClose }: VersionDrawerProps) {
  return (
    <Drawer title="版本记录" open={!!versions} onClose={onClose} width={420}>
      {versions?.length ? (
        versions.map((v) => (
          <div key={v.id} className="ed-version" data-version={v.versionNo}>
            <div>
              <b>版本 {v.versionNo}</b> {v.current && <Tag color="green">线上</Tag>}
              <div className="ed-hint">
                {v.createTime} · {v.createUserName ?? ''} · {v.blockCount} 个组件 · {v.note}
              </div>
            </div>
            {canRollback && !v.current && (
              <Popconfirm
                title={`回滚到版本 ${v.versionNo}?`}
                description="将以该版本重新发布，并替换当前草稿"
                onConfirm={() => onRollback(v)}
                okText="回滚"
                cancelText="取消"
              >
                <Button size="small">回滚</Button>
              </Popconfirm>
            )}
          </div>
        ))
      ) : (
        <Empty description="尚未发布" />
      )}
    </Drawer>
  );
}
