import { Button, InputNumber, Space } from 'antd';
import '../../components/seat-grid.css';

const NEXT: Record<string, string> = { S: 'X', X: '_', _: 'S' };
const CLASS: Record<string, string> = { S: 'free', X: 'off', _: 'aisle-edit' };
const TEXT: Record<string, string> = { S: '座位', X: '停用座位', _: '过道' };

/** Resize a layout to rows × cols, keeping the cells that stay and filling new ones with seats. */
export const resize = (layout: string[], rows: number, cols: number) =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => layout[r]?.[c] ?? 'S').join(''));

/**
 * The hall's seats edited visually: rows × columns, and a click on a cell turns a seat into a seat out
 * of use, then an aisle, then a seat again. The value is the layout (one string per row).
 */
export function LayoutEditor({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const rows = value.length;
  const cols = value[0]?.length ?? 0;
  const flip = (r: number, c: number) =>
    onChange?.(value.map((line, i) => (i === r ? `${line.slice(0, c)}${NEXT[line[c]!]}${line.slice(c + 1)}` : line)));
  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        <span>排数</span>
        <InputNumber
          min={1}
          max={30}
          value={rows}
          aria-label="排数"
          onChange={(v) => onChange?.(resize(value, Number(v || 1), cols || 1))}
        />
        <span>每排座位</span>
        <InputNumber
          min={1}
          max={40}
          value={cols}
          aria-label="每排座位"
          onChange={(v) => onChange?.(resize(value, rows || 1, Number(v || 1)))}
        />
        <Button size="small" onClick={() => onChange?.(value.map((l) => l.replace(/[X_]/g, 'S')))}>
          全部设为座位
        </Button>
      </Space>
      <div className="seat-wrap">
        <div className="seat-screen">银幕</div>
        <div className="seat-rows" data-testid="layout-grid">
          {value.map((line, r) => (
            <div className="seat-row" key={r}>
              <span className="seat-no">{r + 1}</span>
              {[...line].map((ch, c) => (
                <button
                  type="button"
                  key={c}
                  className={`seat seat-${CLASS[ch]}`}
                  title={`${r + 1}排${c + 1}列 ${TEXT[ch]}`}
                  aria-label={`${r + 1}排${c + 1}列 ${TEXT[ch]}`}
                  data-testid={`cell-${r + 1}-${c + 1}`}
                  onClick={() => flip(r, c)}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className="seat-legend">点击格子切换:座位 → 停用座位 → 过道</div>
    </div>
  );
}
