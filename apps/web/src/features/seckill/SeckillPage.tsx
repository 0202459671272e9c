import { useState } from 'react';
import { useQueryOf } from '../../app/data.ts';
import { Button, Image, Modal, Radio, Spin, Tag } from 'antd';
import { SECKILL_CHANNELS, SECKILL_PAGE, SECKILL_PERMS, SECKILL_STATUS_TEXT } from '@yym/contract';
import { useSession } from '../../app/session.ts';
import { escGuard, LinkCopy, SaleActivityPage, type CrudColumn } from '../../components/index.ts';
import { seckillActions, seckills, type SeckillRow } from './api.ts';
import { SeckillEditor } from './SeckillEditor.tsx';

type Channel = 'h5' | 'wechat' | 'alipay';
const CHANNEL_OPTIONS = Object.entries(SECKILL_CHANNELS).map(([value, label]) => ({ value, label }));

/** 分享海报: the PNG drawn by the server (generatePoster) for the chosen channel. */
function PosterDialog({ row, onClose }: { row: SeckillRow; onClose: () => void }) {
  const [channel, setChannel] = useState<Channel>('wechat');
  const tenantId = useSession((s) => s.tenantId);
  const q = useQueryOf('seckill-poster', [row.id, channel], async () => URL.createObjectURL(await seckillActions.poster(row.id, channel)));
  return (
    <Modal modalRender={escGuard} open title={`分享海报 · ${row.name}`} footer={null} onCancel={onClose} width={420}>
      <Radio.Group value={channel} onChange={(e) => setChannel(e.target.value)} options={CHANNEL_OPTIONS} style={{ marginBottom: 12 }} />
      <div style={{ textAlign: 'center', minHeight: 200 }}>
        {q.isLoading ? <Spin /> : q.data ? <Image src={q.data} alt="秒杀海报" width={300} data-testid="sk-poster" /> : '海报生成失败'}
      </div>
      {q.data && (
        <div style={{ textAlign: 'center', marginTop: 8 }}>
          <a href={q.data} download={`秒杀海报-${row.id}.png`}>
            下载海报
          </a>
        </div>
      )}
      <LinkCopy
        url={`${window.location.origin}/${SECKILL_PAGE}?tenantId=${tenantId}&scene=${encodeURIComponent(`seckillId=${row.id}&channel=${channel}`)}`}
        label="秒杀页"
      />
    </Modal>
  );
}

const columns: CrudColumn<SeckillRow>[] = [
  {
    title: '商品数',
    dataIndex: 'goodsCount',
    width: 80,
    form: false,
    render: (v, r) => (r.step < 2 ? <Tag color="orange">待完善</Tag> : v),
  },
  { title: '剩余/秒杀库存', dataIndex: 'remaining', width: 120, form: false, render: (_, r) => `${r.remaining} / ${r.totalStock}` },
  { title: '每人限购', dataIndex: 'limitNum', width: 90, form: false },
];

/** 秒杀活动: list with name and state filters; three-step editor; copy, effective, channel, poster, delete with confirm. */
export default function SeckillPage() {
  const [poster, setPoster] = useState<SeckillRow | null>(null);
  return (
    <>
      <SaleActivityPage<SeckillRow>
        noun="秒杀"
        testId="sk"
        resource={seckills}
        perms={SECKILL_PERMS}
        statusText={SECKILL_STATUS_TEXT}
        channelText={SECKILL_CHANNELS}
        columns={columns}
        copy={seckillActions.copy}
        effective={seckillActions.effective}
        saveChannels={(seckillId, channels) => seckillActions.channel({ seckillId, channels: channels as Channel[] })}
        Editor={SeckillEditor}
        actionWidth={300}
        extraActions={(r) =>
          r.step >= 2 && (
            <Button type="link" size="small" data-testid="sk-poster-open" onClick={() => setPoster(r)}>
              海报
            </Button>
          )
        }
      />
      {poster && <PosterDialog row={poster} onClose={() => setPoster(null)} />}
    </>
  );
}
