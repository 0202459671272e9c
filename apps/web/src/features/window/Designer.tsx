import { useRef, useState } from 'react';
import { Button, Checkbox, Divider, Input, InputNumber, Modal, Space } from 'antd';
import { FIELD_KINDS, FIELD_TEXT, type FieldKind, WINDOW_MSG as M, PAPER_SIZE } from '@yym/contract';
import { escGuard, useBusy } from '../../components/index.ts';
import { type PrintJob, type TemplateField, type TemplateRow, previewTemplate, saveTemplate } from './api.ts';
import { FieldView, Sheets, type TicketValues } from './TicketSheet.tsx';

const SAMPLE: TicketValues = {
  ticketName: '成人票 · 全日票',
  date: '2026-10-01',
  price: '¥120.00',
  qrcode: 'SAMPLE-QR-CODE',
  barcode: 'T20261001123000000001',
  orderNo: 'T20261001123000000001',
  poi: '西湖景区',
  seller: '张售票',
  guest: '李游客',
};
const SCALE = 4; // screen pixels per millimetre
type Draft = Pick<TemplateRow, 'name' | 'paper' | 'widthMm' | 'heightMm' | 'perPage' | 'fields'> & { id?: string };
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(v * 2) / 2));

/**
 * The template designer: fields on a millimetre canvas, moved by dragging or, once selected, by the
 * arrow keys (1 mm, with Shift 5 mm) as in the page editor; Delete removes one. Size, font and text on
 * the right; the preview fills the template with a real window order.
 */
export function Designer({ initial, onClose, onSaved }: { initial: Draft; onClose: () => void; onSaved: () => void }) {
  const [t, setT] = useState<Draft>(initial);
  const [sel, setSel] = useState<string | null>(null);
  const [preview, setPreview] = useState<PrintJob | null>(null);
  const drag = useRef<{ key: string; x: number; y: number; fx: number; fy: number } | null>(null);
  const { busy, attempt } = useBusy();
  const field = t.fields.find((f) => f.key === sel);
  const setField = (key: string, patch: Partial<TemplateField>) =>
    setT((d) => ({ ...d, fields: d.fields.map((f) => (f.key === key ? { ...f, ...patch } : f)) }));
  const move = (f: TemplateField, x: number, y: number) =>
    setField(f.key, { x: clamp(x, 0, t.widthMm - f.w), y: clamp(y, 0, t.heightMm - f.h) });
  const add = (kind: FieldKind) => {
    const key = `${kind}-${Date.now().toString(36)}`;
    const square = kind === 'qrcode' || kind === 'image';
    setT((d) => ({
      ...d,
      fields: [
        ...d.fields,
        {
          key,
          kind,
          x: 2,
          y: 2,
          w: square ? 25 : Math.min(50, d.widthMm - 4),
          h: square ? 25 : kind === 'barcode' ? 12 : 7,
          fontSize: 10,
          bold: false,
          text: kind === 'text' ? '自定义文字' : '',
          src: '',
        },
      ],
    }));
    setSel(key);
  };
  const onKey = (e: React.KeyboardEvent) => {
    if (!field || (e.target as HTMLElement).tagName === 'INPUT') return;
    const step = e.shiftKey ? 5 : 1;
    const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (d) move(field, field.x + d[0]!, field.y + d[1]!);
    else if (e.key === 'Delete' || e.key === 'Backspace') {
      setT((x) => ({ ...x, fields: x.fields.filter((f) => f.key !== field.key) }));
      setSel(null);
    } else return;
    e.preventDefault();
  };
  const save = () =>
    attempt(async () => {
      const saved = await saveTemplate({ ...t, name: t.name.trim() });
      setT((d) => ({ ...d, id: saved.id }));
      onSaved();
    });
  const showPreview = () =>
    attempt(async () => {
      const saved = await saveTemplate({ ...t, name: t.name.trim() });
      setT((d) => ({ ...d, id: saved.id }));
      onSaved();
      setPreview(await previewTemplate(saved.id));
    });

  return (
    <Modal modalRender={escGuard} open width={1100} title={t.id ? `设计模板 · ${t.name}` : '新增模板'} onCancel={onClose} footer={null}>
      <div style={{ display: 'grid', gridTemplateColumns: '150px 1fr 260px', gap: 16 }}>
        <div>
          <div style={{ marginBottom: 8, color: 'var(--yym-muted)' }}>点击添加字段</div>
          {FIELD_KINDS.map((k) => (
            <Button key={k} block size="small" style={{ marginBottom: 4 }} onClick={() => add(k)}>
              {FIELD_TEXT[k]}
            </Button>
          ))}
        </div>
        <div style={{ overflow: 'auto', maxHeight: 620, background: '#f5f5f5', padding: 12 }}>
          <div
            className="win-canvas"
            role="application"
            aria-label="模板画布"
            onKeyDown={onKey}
            style={{ width: t.widthMm * SCALE, height: t.heightMm * SCALE }}
            onPointerMove={(e) => {
              const d = drag.current;
              const f = d && t.fields.find((x) => x.key === d.key);
              if (d && f) move(f, d.fx + (e.clientX - d.x) / SCALE, d.fy + (e.clientY - d.y) / SCALE);
            }}
            onPointerUp={() => (drag.current = null)}
            onPointerLeave={() => (drag.current = null)}
          >
            {/* the fields at four pixels a millimetre: the print page draws the same at true size */}
            <div
              style={{
                transform: `scale(${SCALE / (96 / 25.4)})`,
                transformOrigin: '0 0',
                width: `${t.widthMm}mm`,
                height: `${t.heightMm}mm`,
                position: 'relative',
                pointerEvents: 'none',
              }}
            >
              {t.fields.map((f) => (
                <FieldView key={f.key} f={f} values={SAMPLE} />
              ))}
            </div>
            {t.fields.map((f) => (
              <button
                type="button"
                key={f.key}
                className="win-canvas-field"
                aria-pressed={f.key === sel}
                data-testid={`field-${f.kind}`}
                title={FIELD_TEXT[f.kind]}
                style={{ left: f.x * SCALE, top: f.y * SCALE, width: f.w * SCALE, height: f.h * SCALE }}
                onPointerDown={(e) => {
                  setSel(f.key);
                  (e.currentTarget.parentElement as HTMLElement).focus();
                  drag.current = { key: f.key, x: e.clientX, y: e.clientY, fx: f.x, fy: f.y };
                }}
              />
            ))}
          </div>
          <div className="win-keys" style={{ marginTop: 8 }}>
            拖动字段摆放;选中后 <kbd>←</kbd>
            <kbd>→</kbd>
            <kbd>↑</kbd>
            <kbd>↓</kbd> 移动1mm(<kbd>Shift</kbd> 5mm),<kbd>Del</kbd> 删除
          </div>
        </div>
        <div>
          <Input
            aria-label="模板名称"
            placeholder={M.templateNameRequired}
            value={t.name}
            maxLength={50}
            onChange={(e) => setT({ ...t, name: e.target.value })}
          />
          <Space style={{ marginTop: 8 }} wrap>
            <span>纸张 {t.paper === 'A4' ? `A4(${PAPER_SIZE.A4.width}×${PAPER_SIZE.A4.height}mm)` : '80mm 热敏'}</span>
            <InputNumber
              aria-label="票宽(mm)"
              addonBefore="宽"
              addonAfter="mm"
              min={30}
              max={t.paper === 'A4' ? 200 : 80}
              value={t.widthMm}
              onChange={(v) => setT({ ...t, widthMm: Number(v ?? 80) })}
            />
            <InputNumber
              aria-label="票高(mm)"
              addonBefore="高"
              addonAfter="mm"
              min={30}
              max={t.paper === 'A4' ? 287 : 300}
              value={t.heightMm}
              onChange={(v) => setT({ ...t, heightMm: Number(v ?? 100) })}
            />
            {t.paper === 'A4' && (
              <InputNumber
                aria-label="每页张数"
                addonBefore="每页"
                addonAfter="张"
                min={1}
                max={12}
                value={t.perPage}
                onChange={(v) => setT({ ...t, perPage: Number(v ?? 1) })}
              />
            )}
          </Space>
          <Divider style={{ margin: '12px 0' }} />
          {field ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              <b>{FIELD_TEXT[field.kind]}</b>
              <Space wrap>
                {(['x', 'y', 'w', 'h'] as const).map((k) => (
                  <InputNumber
                    key={k}
                    aria-label={`字段${k}`}
                    addonBefore={{ x: 'X', y: 'Y', w: '宽', h: '高' }[k]}
                    size="small"
                    min={0}
                    max={420}
                    step={0.5}
                    value={field[k]}
                    onChange={(v) => setField(field.key, { [k]: Number(v ?? 0) })}
                    style={{ width: 110 }}
                  />
                ))}
              </Space>
              {field.kind !== 'qrcode' && field.kind !== 'barcode' && field.kind !== 'image' && (
                <Space>
                  <InputNumber
                    aria-label="字号"
                    addonBefore="字号"
                    addonAfter="pt"
                    size="small"
                    min={6}
                    max={48}
                    value={field.fontSize}
                    onChange={(v) => setField(field.key, { fontSize: Number(v ?? 10) })}
                  />
                  <Checkbox checked={field.bold} onChange={(e) => setField(field.key, { bold: e.target.checked })}>
                    加粗
                  </Checkbox>
                </Space>
              )}
              {field.kind === 'text' && (
                <Input
                  aria-label="文字内容"
                  value={field.text}
                  maxLength={100}
                  onChange={(e) => setField(field.key, { text: e.target.value })}
                />
              )}
              {field.kind === 'image' && (
                <Input
                  aria-label="图片地址"
                  placeholder="图片地址(如 /files/…)"
                  value={field.src}
                  maxLength={500}
                  onChange={(e) => setField(field.key, { src: e.target.value })}
                />
              )}
            </Space>
          ) : (
            <div style={{ color: 'var(--yym-muted)' }}>选中画布上的字段以修改大小和字体</div>
          )}
          <Divider style={{ margin: '12px 0' }} />
          <Space>
            <Button type="primary" loading={busy} onClick={() => void save()}>
              保存
            </Button>
            <Button loading={busy} onClick={() => void showPreview()}>
              用真实订单预览
            </Button>
          </Space>
        </div>
      </div>
      {preview && (
        <Modal
          modalRender={escGuard}
          open
          width={t.paper === 'A4' ? 900 : 420}
          title="预览(最近一笔窗口订单)"
          footer={null}
          onCancel={() => setPreview(null)}
        >
          {preview.prints.length ? (
            <div style={{ overflow: 'auto', maxHeight: 640 }}>
              <Sheets job={preview} />
            </div>
          ) : (
            '还没有可用于预览的窗口订单'
          )}
        </Modal>
      )}
    </Modal>
  );
}
