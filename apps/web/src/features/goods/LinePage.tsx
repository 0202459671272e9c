import { App, Button, Popconfirm } from 'antd';
import { GOODS_MSG, GOODS_PERMS } from '@yym/contract';
import { CrudPage, Money, UploadField, useBusy, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { lineActions, lines, type LineRow } from './api.ts';
import { RowsEditor, SHELF_OPTIONS, ShelfTag, toCents, toYuan } from './shared.tsx';

type DateForm = { day?: string; price?: number; stock?: number };

const columns: CrudColumn<LineRow>[] = [
  { title: '线路名称', dataIndex: 'name', search: true, form: { required: GOODS_MSG.nameRequired, span: 12 } },
  { title: '天数', dataIndex: 'days', width: 70, form: { type: 'number', span: 12, min: 1, max: 30, required: GOODS_MSG.itineraryDays } },
  { title: '出发地', dataIndex: 'departure', width: 90, form: { span: 12 } },
  { title: '集合时间', dataIndex: 'meetingTime', hideInTable: true, form: { span: 12, placeholder: 'HH:mm' } },
  { title: '集合地点', dataIndex: 'meetingPoint', form: { required: GOODS_MSG.meetingPointRequired, span: 24 } },
  {
    title: '行程安排',
    dataIndex: 'itineraryText',
    hideInTable: true,
    form: { type: 'textarea', span: 24, placeholder: '每行一天: 标题|内容,行数与天数一致' },
  },
  {
    title: '出发日期',
    dataIndex: 'dates',
    width: 120,
    render: (v: LineRow['dates']) => (v.length ? `${v.length}个日期` : '未设置'),
    form: {
      span: 24,
      control: (
        <RowsEditor<DateForm>
          testId="line-dates"
          addText="添加出发日期"
          blank={{ day: '', price: undefined, stock: 0 }}
          fields={[
            { key: 'day', title: '日期', kind: 'date', width: 200 },
            { key: 'price', title: '价格(元)', kind: 'money', width: 170 },
            { key: 'stock', title: '库存', kind: 'number', width: 140 },
          ]}
        />
      ),
    },
  },
  { title: '起价', dataIndex: 'minPrice', width: 100, form: false, render: (v) => (v == null ? '—' : <Money cents={v} />) },
  {
    title: '状态',
    dataIndex: 'shelfStatus',
    width: 90,
    options: SHELF_OPTIONS,
    search: true,
    form: false,
    render: (v) => <ShelfTag v={v} />,
  },
  { title: '封面', dataIndex: 'cover', hideInTable: true, form: { span: 24, control: <UploadField maxFiles={1} maxMb={3} dir="line" /> } },
  { title: '费用说明', dataIndex: 'detail', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

/** 线路管理: lines with itinerary days, meeting point and departures (price and stock per date). */
export default function LinePage() {
  const { message } = App.useApp();
  const refresh = useRefresh(lines);
  const { busy, attempt } = useBusy();
  const canShelf = useCan(GOODS_PERMS.line.shelf);
  return (
    <CrudPage<LineRow>
      resource={lines}
      title="线路管理"
      columns={columns}
      perms={{ add: GOODS_PERMS.line.add, edit: GOODS_PERMS.line.edit, remove: GOODS_PERMS.line.remove, export: false }}
      dialogWidth={860}
      defaults={{ days: 1, dates: [] }}
      toForm={(r) =>
        ({
          ...r,
          itineraryText: r.itinerary.map((d) => `${d.title}|${d.content ?? ''}`).join('\n'),
          dates: r.dates.map((d) => ({ ...d, price: toYuan(d.price) })),
        }) as unknown as Partial<LineRow>
      }
      beforeSubmit={(row) => {
        const r = row as Partial<LineRow> & { itineraryText?: string; dates?: DateForm[] };
        const { itineraryText, ...rest } = r;
        const itinerary = (itineraryText ?? '')
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .map((l, i) => {
            const [title, content] = l.split('|');
            return { day: i + 1, title: title!.trim(), content: content?.trim() || null };
          });
        return {
          ...rest,
          itinerary,
          dates: (r.dates ?? []).map((d) => ({ day: d.day, price: toCents(d.price), stock: d.stock ?? 0 })),
        } as unknown as Partial<LineRow>;
      }}
      actionWidth={220}
      rowActions={(r) =>
        canShelf && (
          <Popconfirm
            title={r.shelfStatus === 1 ? '确定下架?' : '确定上架?'}
            onConfirm={() =>
              attempt(async () => {
                await lineActions.shelf([r.id], r.shelfStatus === 1 ? 0 : 1);
                message.success(r.shelfStatus === 1 ? '已下架' : '已上架');
                refresh();
              })
            }
          >
            <Button type="link" size="small" disabled={busy} data-testid={`line-shelf-${r.name}`}>
              {r.shelfStatus === 1 ? '下架' : '上架'}
            </Button>
          </Popconfirm>
        )
      }
    />
  );
}
