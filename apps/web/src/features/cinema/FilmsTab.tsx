import { CINEMA_MSG as M, CINEMA_PERMS as P } from '@yym/contract';
import { CrudPage, RowSwitch, UploadField, type CrudColumn } from '../../components/index.ts';
import { cinemaActions, films, type FilmRow } from './api.ts';

const STATUS = [
  { value: 1, label: '上映中' },
  { value: 0, label: '已下线' },
];
const score = (v: number) => (v / 10).toFixed(1);

const columns: CrudColumn<FilmRow>[] = [
  {
    title: '海报',
    dataIndex: 'poster',
    width: 70,
    render: (v) => (v ? <img src={v} alt="" style={{ width: 40, height: 56, objectFit: 'cover', borderRadius: 4 }} /> : '-'),
    form: { span: 24, control: <UploadField maxFiles={1} maxMb={3} dir="film" hint="建议竖版 3:4" /> },
  },
  { title: '影片名称', dataIndex: 'name', search: true, width: 160, form: { required: M.filmNameRequired, span: 12 } },
  { title: '类型', dataIndex: 'genre', width: 90, form: { span: 12 } },
  {
    title: '片长(分钟)',
    dataIndex: 'duration',
    width: 100,
    form: {
      type: 'number',
      min: 1,
      max: 600,
      span: 12,
      rules: [{ required: true, type: 'number', min: 1, max: 600, message: M.durationRange }],
    },
  },
  {
    title: '评分',
    dataIndex: 'rating',
    width: 70,
    render: (v) => score(v),
    form: { type: 'number', min: 0, max: 10, span: 12, rules: [{ type: 'number', min: 0, max: 10, message: M.ratingRange }] },
  },
  { title: '导演', dataIndex: 'director', width: 100, form: { span: 12 } },
  { title: '主演', dataIndex: 'actors', hideInTable: true, form: { span: 12 } },
  { title: '上映日期', dataIndex: 'releaseDate', width: 110, render: (v) => v || '-', form: { span: 12, placeholder: 'YYYY-MM-DD' } },
  { title: '简介', dataIndex: 'intro', hideInTable: true, form: { type: 'textarea', span: 24 } },
  {
    title: '状态',
    dataIndex: 'filmStatus',
    width: 100,
    search: true,
    options: STATUS,
    form: false,
    render: (v, r) => (
      <RowSwitch
        checked={v === 1}
        label={`${r.name} 上映状态`}
        perm={P.shelf}
        resource={films}
        onText="上映"
        offText="下线"
        onToggle={(on) => cinemaActions.filmStatus([r.id], on ? 1 : 0)}
      />
    ),
  },
];

/** 影片: the films with poster, length and score; on screen or off. */
export default function FilmsTab() {
  return (
    <CrudPage<FilmRow>
      resource={films}
      columns={columns}
      dialogWidth={760}
      perms={{ add: P.add, edit: P.edit, remove: P.remove, view: false, export: false }}
      // biome-ignore lint/suspicious/noExplicitAny: a new film's form values, not a whole row
      defaults={{ duration: 120, rating: 8 } as any}
      // the score travels in tenths (85 = 8.5)
      toForm={(r) => ({ ...r, rating: r.rating / 10 })}
      beforeSubmit={(r) => ({ ...r, rating: Math.round(Number(r.rating ?? 0) * 10), releaseDate: r.releaseDate || null })}
    />
  );
}
