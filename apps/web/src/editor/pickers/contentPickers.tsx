import { centsToYuan, type ActivityRow, type BlockProps, type ImageTextRow, type StrategyRow, type VoiceRow } from '@yym/contract';
import { pickerApi, decoApi, type DecoPage } from '../api.ts';
import { PickerModal } from './PickerModal.tsx';
import { pic, type PickerBase } from './pickerParts.tsx';

/** What an audio block keeps of a chosen voice. */
type VoiceInfo = NonNullable<BlockProps<'audio'>['list'][number]['voiceInfo']>;

/** Listed voices (tab 1) and voice packs (tab 2), single. */
export function VoicePicker(p: PickerBase<VoiceInfo>) {
  return (
    <PickerModal<VoiceRow>
      open={p.open}
      title="已上架语音/语音包"
      tabs={[
        { key: '1', label: '语音' },
        { key: '2', label: '语音包' },
      ]}
      searchPlaceholder="标题"
      load={(q) => pickerApi.voices({ current: q.current, size: q.size, voiceType: q.tab, name: q.keyword })}
      rowKey={(r) => String(r.id)}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: '名称', dataIndex: 'name' },
        { title: '收费', dataIndex: 'priceType', width: 70, render: (t: number) => (t === 1 ? '免费' : '付费') },
        { title: '价格(元)', dataIndex: 'currentPrice', width: 90, render: (c: number) => centsToYuan(c) },
        {
          title: '时长/数量',
          width: 100,
          render: (_: unknown, r) =>
            r.voiceType === 2 ? `${r.voiceNum}个` : `${Math.floor(r.voiceTime / 60)}:${String(r.voiceTime % 60).padStart(2, '0')}`,
        },
      ]}
      onCancel={p.onCancel}
      onOk={(rows) =>
        p.onOk(
          rows.map((r) => ({
            id: String(r.id),
            name: r.name,
            // the stored codes are 1 or 2 (the block's schema checks them)
            voiceType: r.voiceType as VoiceInfo['voiceType'],
            priceType: r.priceType as VoiceInfo['priceType'],
            currentPrice: Number(r.currentPrice),
            originalPrice: Number(r.originalPrice),
            voiceTime: r.voiceTime,
            voiceNum: r.voiceNum,
            trialTime: r.trialTime,
            bigThumbnailUrl: r.bigThumbnailUrl ?? '',
            smallThumbnailUrl: r.smallThumbnailUrl ?? '',
          })),
        )
      }
    />
  );
}

export function ActivityPicker(p: PickerBase<ActivityRow>) {
  return (
    <PickerModal<ActivityRow>
      open={p.open}
      title="已开启活动"
      searchPlaceholder="活动名称"
      load={(q) => pickerApi.activities({ current: q.current, size: q.size, name: q.keyword })}
      rowKey={(r) => String(r.id)}
      columns={[
        { title: '名称', dataIndex: 'name' },
        { title: '报名开始时间', dataIndex: 'startTime', width: 170 },
        { title: '总库存', dataIndex: 'totalStock', width: 90 },
      ]}
      onCancel={p.onCancel}
      onOk={p.onOk}
    />
  );
}

export function StrategyPicker(p: PickerBase<StrategyRow>) {
  return (
    <PickerModal<StrategyRow>
      open={p.open}
      title="攻略详情"
      multiple={p.multiple}
      searchPlaceholder="标题"
      load={(q) => pickerApi.strategies({ current: q.current, size: q.size, title: q.keyword })}
      rowKey={(r) => String(r.id)}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 80 },
        { title: '标题', dataIndex: 'title' },
        { title: '创建时间', dataIndex: 'createTime', width: 170 },
      ]}
      onCancel={p.onCancel}
      onOk={p.onOk}
    />
  );
}

export function ImageTextPicker(p: PickerBase<ImageTextRow>) {
  return (
    <PickerModal<ImageTextRow>
      open={p.open}
      title="图文字典"
      multiple
      searchPlaceholder="标题"
      load={(q) => pickerApi.imageText({ current: q.current, size: q.size, heading: q.keyword })}
      rowKey={(r) => String(r.id)}
      columns={[
        { title: '标题', dataIndex: 'heading' },
        { title: '副标题', dataIndex: 'subtitle' },
        { title: '图片', dataIndex: 'imageUrl', width: 60, render: pic },
        { title: '更新时间', dataIndex: 'updateTime', width: 170 },
      ]}
      onCancel={p.onCancel}
      onOk={p.onOk}
    />
  );
}

/** A listed e-ticket (a product row with the name of its scenic spot). */
type TicketRow = Awaited<ReturnType<typeof pickerApi.tickets>>['records'][number];

/** Listed e-tickets, ID and name search, selection kept across pages. */
export function TicketPicker(p: PickerBase<TicketRow>) {
  return (
    <PickerModal<TicketRow>
      open={p.open}
      title="已上架电子券"
      multiple={p.multiple ?? true}
      searchPlaceholder="名称"
      load={(q) => pickerApi.tickets({ current: q.current, size: q.size, name: q.keyword })}
      rowKey={(r) => String(r.id)}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 80 },
        { title: '名称', dataIndex: 'name' },
        { title: '所属景点', dataIndex: 'parentName', width: 160 },
      ]}
      onCancel={p.onCancel}
      onOk={p.onOk}
    />
  );
}

/** The merchant's own decoration pages (internal page links). */
export function PagePicker(p: PickerBase<DecoPage>) {
  return (
    <PickerModal<DecoPage>
      open={p.open}
      title="自定义页面"
      searchPlaceholder="页面名称"
      load={(q) => decoApi.pages(q.keyword)}
      rowKey={(r) => String(r.id)}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 80 },
        { title: '页面名称', dataIndex: 'title' },
        { title: '状态', width: 90, render: (_: unknown, r) => (r.publishedVersionId ? '已发布' : '草稿') },
      ]}
      onCancel={p.onCancel}
      onOk={p.onOk}
    />
  );
}
