import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryOf } from '../../app/data.ts';
import { App, Button, Card, Empty, InputNumber, Popover, Radio, Space, Spin, Tag } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { HOTEL_PERMS, MSG, WEEKDAY_NAMES, centsToYuan, chinaToday, yuanToCents, type NightCell } from '@yym/contract';
import { useCan } from '../../components/index.ts';
import { hotelActions, type RoomBoard } from './api.ts';
import { HotelSelect, useHotelOptions } from './shared.tsx';
import { NightBatchDialog } from './NightBatchDialog.tsx';
import './hotel.css';

type Row = RoomBoard['rows'][number];

/** One night's editor: price in yuan and rooms on sale (sold shown; the server refuses stock below it). */
function CellEditor({ row, date, cell, onSaved }: { row: Row; date: string; cell?: NightCell; onSaved: () => void }) {
  const { message } = App.useApp();
  const [price, setPrice] = useState<number | null>(cell ? Number(centsToYuan(cell.price)) : null);
  const [stock, setStock] = useState<number | null>(cell?.stock ?? null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (price === null || stock === null) return void message.warning('请填写房价和房量');
    setBusy(true);
    try {
      await hotelActions.saveNight({ planId: row.planId, night: date, price: yuanToCents(String(price)), stock });
      void message.success(MSG.updateSuccess);
      onSaved();
    } catch {
      // the client showed the server's message (e.g. rooms below sold)
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="hb-editor" data-testid="cell-editor">
      <div className="hb-editor-title">
        {row.roomTypeName} · {row.planName}
        <br />
        {date} {WEEKDAY_NAMES[dayjs(date).day()]}
      </div>
      <Space direction="vertical" size={8}>
        <InputNumber
          min={0}
          max={999999}
          precision={2}
          addonBefore="房价"
          addonAfter="元"
          value={price}
          onChange={setPrice}
          data-testid="cell-price"
        />
        <InputNumber
          min={cell?.sold ?? 0}
          max={9999}
          precision={0}
          addonBefore="房量"
          addonAfter="间"
          value={stock}
          onChange={setStock}
          data-testid="cell-stock"
        />
        {cell && <span className="hb-muted">已售 {cell.sold} 间</span>}
        <Button type="primary" block loading={busy} onClick={() => void save()} data-testid="cell-save">
          保存
        </Button>
      </Space>
    </div>
  );
}

function Cell({ row, date, canEdit, onSaved }: { row: Row; date: string; canEdit: boolean; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const c = row.nights[date];
  const left = c ? c.stock - c.sold : 0;
  const tone = !c ? 'unset' : left <= 0 ? 'full' : left <= 2 ? 'low' : 'ok';
  const body = (
    <div
      className={`hb-cell hb-${tone}`}
      data-testid={`cell-${row.planId}-${date}`}
      title={c ? `已售${c.sold} / 房量${c.stock}` : '未设置'}
    >
      {c ? (
        <>
          <div className="hb-price">¥{centsToYuan(c.price).replace(/\.00$/, '')}</div>
          <div className="hb-left">{left <= 0 ? '满房' : `余${left}/${c.stock}`}</div>
        </>
      ) : (
        <div className="hb-left">未设置</div>
      )}
    </div>
  );
  if (!canEdit) return body;
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      content={
        <CellEditor
          row={row}
          date={date}
          cell={c}
          onSaved={() => {
            setOpen(false);
            onSaved();
          }}
        />
      }
    >
      {body}
    </Popover>
  );
}

/** 房态: the room status board, a calendar of the hotel's rate plans × nights with price, rooms left and sold; edit per night or in batches. */
export default function RoomStatusPage() {
  const [search] = useSearchParams();
  const options = useHotelOptions();
  const [hotelId, setHotelId] = useState(search.get('hotelId') ?? '');
  const [start, setStart] = useState(chinaToday());
  const [days, setDays] = useState(14);
  const [batch, setBatch] = useState(false);
  const canEdit = useCan(HOTEL_PERMS.plan.edit);
  useEffect(() => {
    if (!hotelId && options[0]) setHotelId(String(options[0].value));
  }, [hotelId, options]);
  const q = useQueryOf('hotel-board', [hotelId, start, days], () => hotelActions.board({ hotelId, startDate: start, days }), {
    enabled: !!hotelId,
    placeholderData: (prev) => prev,
  });
  const board = q.data;
  // Rows grouped by room type: the first row of a group carries the room type cell.
  const spans = useMemo(() => {
    const rows = board?.rows ?? [];
    return rows.map((r, i) => {
      if (i > 0 && rows[i - 1]!.roomTypeId === r.roomTypeId) return 0;
      let n = 1;
      while (rows[i + n]?.roomTypeId === r.roomTypeId) n++;
      return n;
    });
  }, [board]);
  const shift = (n: number) => setStart(dayjs(start).add(n, 'day').format('YYYY-MM-DD'));
  const today = chinaToday();

  return (
    <Card
      title={
        <Space wrap>
          房态
          <HotelSelect value={hotelId} onChange={setHotelId} testId="board-hotel" />
        </Space>
      }
      extra={
        <Space wrap>
          <Button icon={<LeftOutlined />} onClick={() => shift(-days)} disabled={start <= today} aria-label="上一段" />
          <Button onClick={() => setStart(today)}>今天</Button>
          <Button icon={<RightOutlined />} onClick={() => shift(days)} aria-label="下一段" />
          <Radio.Group
            optionType="button"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            options={[
              { value: 7, label: '7天' },
              { value: 14, label: '14天' },
              { value: 30, label: '30天' },
            ]}
          />
          {canEdit && board && board.rows.length > 0 && (
            <Button type="primary" onClick={() => setBatch(true)} data-testid="board-batch">
              批量设置
            </Button>
          )}
        </Space>
      }
    >
      <div className="hb-legend">
        <span className="hb-dot hb-ok" />
        可售
        <span className="hb-dot hb-low" />
        紧张(≤2间)
        <span className="hb-dot hb-full" />
        满房
        <span className="hb-dot hb-unset" />
        未设置
        <span className="hb-muted">点击格子修改当晚房价房量</span>
      </div>
      {!hotelId ? (
        <Empty description="请先新增酒店" />
      ) : !board ? (
        <Spin />
      ) : board.rows.length === 0 ? (
        <Empty description="该酒店还没有酒店产品,请先在「酒店产品」中新增" />
      ) : (
        <div className="hb-scroll" data-testid="room-board">
          <table className="hb-grid">
            <thead>
              <tr>
                <th className="hb-sticky hb-c1">房型</th>
                <th className="hb-sticky hb-c2">产品</th>
                {board.dates.map((d) => {
                  const wd = dayjs(d).day();
                  return (
                    <th key={d} className={wd === 5 || wd === 6 ? 'hb-weekend' : ''}>
                      <div>{d.slice(5)}</div>
                      <div className="hb-wd">{d === today ? '今天' : WEEKDAY_NAMES[wd]}</div>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {board.rows.map((r, i) => (
                <tr key={r.planId}>
                  {spans[i]! > 0 && (
                    <td className="hb-sticky hb-c1 hb-room" rowSpan={spans[i]}>
                      {r.roomTypeName}
                    </td>
                  )}
                  <td className="hb-sticky hb-c2">
                    <div className="hb-plan">{r.planName}</div>
                    {r.shelfStatus !== 1 && <Tag style={{ marginTop: 2 }}>已下架</Tag>}
                  </td>
                  {board.dates.map((d) => (
                    <td key={d} className="hb-td">
                      <Cell row={r} date={d} canEdit={canEdit} onSaved={() => void q.refetch()} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {batch && board && <NightBatchDialog board={board} onClose={() => setBatch(false)} onDone={() => void q.refetch()} />}
    </Card>
  );
}
