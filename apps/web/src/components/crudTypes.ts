import type { ReactNode } from 'react';
import type { Rule } from 'antd/es/form';
import type { Resource, Row } from '../app/data.ts';

export type { Row };
export interface Option {
  label: ReactNode;
  value: string | number | boolean;
}

/** One column of a CRUD page: how it shows in the table, the search form and the add/edit/view dialog. */
export interface CrudColumn<T extends Row = Row> {
  title: string;
  dataIndex: string;
  /** Column width; a column without one shares the room left (at least MIN_COLUMN_WIDTH), cut short with a tooltip. */
  width?: number;
  // biome-ignore lint/suspicious/noExplicitAny: the value is the row's field named by dataIndex; each render names its type
  render?: (value: any, row: T) => ReactNode;
  hideInTable?: boolean;
  /**
   * Show in the search form: a text input, or a select when options are given; `'dateRange'` is a
   * date range sent as `startDate` / `endDate` (the list's usual names for a range of its dates).
   */
  search?: boolean | 'dateRange';
  options?: Option[];
  /** Dialog field; false leaves it out of the dialog. */
  form?:
    | false
    | {
        type?: 'input' | 'number' | 'select' | 'radio' | 'textarea' | 'password';
        rules?: Rule[];
        required?: string;
        /** Only when adding / only when editing. */
        only?: 'add' | 'edit';
        span?: 12 | 24;
        min?: number;
        max?: number;
        placeholder?: string;
        /** A custom control (value/onChange injected by Form.Item). */
        control?: ReactNode;
      };
}

export interface CrudPageProps<T extends Row = Row> {
  /** The rows and their calls (the area's api.ts defines it with `defineResource`). */
  resource: Resource<T>;
  title?: ReactNode;
  columns: CrudColumn<T>[];
  rowKey?: string;
  /** Button codes; a button without a granted code is hidden (the server checks the same codes). */
  /** Button codes of each action (absent: always allowed; false: the page has no such action). */
  perms?: { add?: string | false; edit?: string | false; remove?: string | false; view?: string | false; export?: string | false };
  /** Fixed list parameters (e.g. the parent of child rows). */
  params?: Record<string, unknown>;
  /** What a successful add says (default 新增成功): e.g. that the new row waits off shelf. */
  addedMessage?: string;
  /** Values of a new row. */
  defaults?: Partial<T>;
  /** Whole-form check with the spec's messages (runs after the field rules). */
  validate?: (row: Partial<T>) => string | null;
  /** Extra toolbar buttons and row actions. */
  toolbar?: (selected: T[]) => ReactNode;
  rowActions?: (row: T) => ReactNode;
  /** Width of the 操作 column (default: room for its 查看/编辑/删除 buttons, or 210 with row actions). */
  actionWidth?: number;
  onRowClick?: (row: T) => void;
  selectedRowKey?: string;
  dialogWidth?: number;
  exportName?: string;
  size?: 'small' | 'middle';
  /** Map a loaded row to the dialog's form values (e.g. "1,2" → ['1','2']). */
  toForm?: (row: T) => Partial<T>;
  /** Map a row before it goes to add/update. */
  beforeSubmit?: (row: Partial<T>, mode: 'add' | 'edit') => Partial<T>;
  /** Reload the shown page every two seconds while this holds of its rows (work still going on). */
  pollWhile?: (rows: T[]) => boolean;
}

/** What the add/edit/view dialog is doing. */
export type CrudMode = 'add' | 'edit' | 'view';
