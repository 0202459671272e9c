import { useState } from 'react';
import { Button, Drawer, Select } from 'antd';
import { CINEMA_MSG as M, CINEMA_PERMS as P, SEAT_STATE, centsToYuan, yuanToCents } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { CrudPage, DateTimeField, Facts, Money, RowSwitch, type CrudColumn } from '../../components/index.ts';
import { SeatGrid, SeatLegend } from '../../components/SeatGrid.tsx';
import { cinemaActions, cinemaRes, films, screenings, type ScreeningRow } from './api.ts';

/** A screening's seat map as drawn for the clerk: each taken seat names its order. */
function SeatDrawer({ row, onClose }: { row: ScreeningRow; onClose: () => void }) {
  const q = useQueryOf(screenings, ['seats', row.id], () => cinemaActions.seats(row.id));
  const cells = q.data?.rows.flat().filter((c) => c) ?? [];
  const count = (s: number) => cells.filter((c) => c!.state === s).length;
  return (
    <Drawer open width={720} title={`座位图 · ${row.filmName} ${row.startTime}`} onClose={onClose} destroyOnHidden>
      <Facts
        column={3}
        items={{
          影厅: `${row.cinemaName} ${row.hallName}`,
          票价: <Money cents={row.price} />,
          已售: <span data-testid="seat-sold-count">{count(SEAT_STATE.SOLD)}</span>,
          锁定中: count(SEAT_STATE.HELD),
          可售: count(SEAT_STATE.FREE),
        }}
      />
      {q.data && <SeatGrid rows={q.data.rows} showOrders />}
      <SeatLegend />
    </Drawer>
  );
}

/** 排片: screenings (film, hall, start, price); none overlap in a hall; each with its drawn seat map. */
export default function ScreeningsTab() {
  const [seats, setSeats] = useState<ScreeningRow | null>(null);
  const filmQ = useQueryOf(films, ['options'], () => cinemaActions.allFilms());
  const hallQ = useQueryOf(cinemaRes, ['options'], async () => (await cinemaActions.allHalls()).records);
  const filmOptions = (filmQ.data?.records ?? []).map((f) => ({ value: f.id, label: `${f.name}(${f.duration}分钟)` }));
  const hallOptions = (hallQ.data ?? []).map((h) => ({ value: h.hallId, label: `${h.cinemaName} ${h.hallName}` }));
  const columns: CrudColumn<ScreeningRow>[] = [
    { title: '影片', dataIndex: 'filmName', width: 140, form: false },
    {
      title: '影片',
      dataIndex: 'filmId',
      hideInTable: true,
      search: true,
      options: filmOptions,
      form: { span: 12, control: <Select options={filmOptions} showSearch optionFilterProp="label" />, required: M.filmRequired },
    },
    { title: '影院', dataIndex: 'cinemaName', width: 140, form: false },
    { title: '影厅', dataIndex: 'hallName', width: 110, form: false },
    {
      title: '影厅',
      dataIndex: 'hallId',
      hideInTable: true,
      search: true,
      options: hallOptions,
      form: { span: 12, control: <Select options={hallOptions} />, required: M.hallRequired },
    },
    {
      title: '开场时间',
      dataIndex: 'startTime',
      width: 150,
      form: { span: 12, control: <DateTimeField />, required: M.startRequired },
    },
    { title: '结束时间', dataIndex: 'endTime', width: 150, form: false },
    {
      title: '票价(元)',
      dataIndex: 'price',
      width: 90,
      render: (v) => <Money cents={v} />,
      form: { type: 'number', min: 0, span: 12, required: '请输入票价' },
    },
    { title: '语言', dataIndex: 'language', width: 70, form: { span: 12 } },
    { title: '已售/座位', dataIndex: 'sold', width: 100, form: false, render: (v, r) => `${v}/${r.seatCount}` },
    {
      title: '售票',
      dataIndex: 'screeningStatus',
      width: 90,
      form: false,
      render: (v, r) => (
        <RowSwitch
          checked={v === 1}
          label={`${r.filmName} ${r.startTime} 售票`}
          perm={P.shelf}
          resource={screenings}
          onText="售票"
          offText="停售"
          onToggle={(on) => cinemaActions.screeningStatus([r.id], on ? 1 : 0)}
        />
      ),
    },
  ];
  return (
    <>
      <CrudPage<ScreeningRow>
        resource={screenings}
        columns={columns}
        dialogWidth={720}
        perms={{ add: P.add, edit: P.edit, remove: P.remove, view: false, export: false }}
        actionWidth={220}
        // biome-ignore lint/suspicious/noExplicitAny: a new screening's form values, not a whole row
        defaults={{ language: '国语' } as any}
        toForm={(r) => ({ ...r, price: Number(centsToYuan(r.price)) })}
        beforeSubmit={(r) => ({ ...r, price: yuanToCents(String(r.price ?? 0)) })}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setSeats(r)} data-testid={`cin-seats-${r.id}`}>
            座位图
          </Button>
        )}
      />
      {seats && <SeatDrawer row={seats} onClose={() => setSeats(null)} />}
    </>
  );
}
