import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { CrudColumn, Row } from './crudTypes.ts';

interface CrudSearchFormProps<T extends Row> {
  /** The resource key; names the form `<key>-search`. */
  resourceKey: string;
  columns: CrudColumn<T>[];
  onSearch: (values: Record<string, unknown>) => void;
  /** 清空: the fields are already reset when this runs. */
  onClear: () => void;
}

/** A date range field's value as the list's `startDate` / `endDate`. */
function withRanges<T extends Row>(columns: CrudColumn<T>[], values: Record<string, unknown>) {
  const out = { ...values };
  for (const c of columns) {
    if (c.search !== 'dateRange') continue;
    const [a, b] = (out[c.dataIndex] ?? []) as Dayjs[];
    delete out[c.dataIndex];
    out.startDate = a?.format('YYYY-MM-DD');
    out.endDate = b?.format('YYYY-MM-DD');
  }
  return out;
}

/** The search row above a CRUD table: a select per column with options, else a text input. */
export function CrudSearchForm<T extends Row>({ resourceKey, columns, onSearch, onClear }: CrudSearchFormProps<T>) {
  const [searchForm] = Form.useForm();
  return (
    <Form
      form={searchForm}
      name={`${resourceKey}-search`}
      layout="inline"
      className="yym-crud-search"
      style={{ marginBottom: 16, rowGap: 12 }}
      onFinish={(values: Record<string, unknown>) => onSearch(withRanges(columns, values))}
    >
      {columns.map((c) => (
        <Form.Item key={c.dataIndex} name={c.dataIndex} label={c.title}>
          {c.search === 'dateRange' ? (
            <DatePicker.RangePicker style={{ width: 240 }} />
          ) : c.options ? (
            <Select allowClear style={{ width: 160 }} options={c.options} placeholder={`请选择${c.title}`} />
          ) : (
            <Input allowClear placeholder={`请输入${c.title}`} style={{ width: 180 }} />
          )}
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          搜索
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            searchForm.resetFields();
            onClear();
          }}
        >
          清空
        </Button>
      </Space>
    </Form>
  );
}
