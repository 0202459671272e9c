import { useEffect, useRef, useState } from 'react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import RichTextPanel from '../editor/blocks/richText/Panel.tsx';
import '../editor/editor.css';
import '../editor/kit/preview.css';
import './form-fields.css';

const FMT = 'YYYY-MM-DD HH:mm:ss';

/** A date-time field holding 'YYYY-MM-DD HH:mm:ss' text (China time, as the server stores it). */
export function DateTimeField({
  id,
  value,
  onChange,
  placeholder,
}: {
  /** Form.Item's id, so its label names the picker. */
  id?: string;
  value?: string | null;
  onChange?: (v: string | null) => void;
  placeholder?: string;
}) {
  return (
    <DatePicker
      id={id}
      showTime
      style={{ width: '100%' }}
      placeholder={placeholder}
      value={value ? dayjs(value, FMT) : null}
      onChange={(d) => onChange?.(d ? d.format(FMT) : null)}
    />
  );
}

/**
 * The editor's rich-text panel as a form field (value/onChange from Form.Item). The panel's editable
 * box keeps its own DOM while typing, so it is remounted only when the value changes from outside
 * (the dialog opening on another row), never on the user's own keystrokes.
 */
export function RichTextField({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const own = useRef(value ?? '');
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if ((value ?? '') !== own.current) {
      own.current = value ?? '';
      setGeneration((g) => g + 1);
    }
  }, [value]);
  return (
    <div className="ct-rich">
      <RichTextPanel
        key={generation}
        props={{ content: value ?? '', backgroundColor: '', padding: 0 }}
        set={(next) => {
          own.current = next.content;
          onChange?.(next.content);
        }}
      />
    </div>
  );
}
