import type { ReactNode } from 'react';
import { Button, Space, type FormInstance } from 'antd';

/** 搜索 / 清空 (and a page's own buttons) at the end of a hand-made search row; 清空 resets the fields first. */
export function SearchButtons({ form, onClear, children }: { form: FormInstance; onClear: () => void; children?: ReactNode }) {
  return (
    <Space>
      <Button type="primary" htmlType="submit">
        搜索
      </Button>
      <Button
        onClick={() => {
          form.resetFields();
          onClear();
        }}
      >
        清空
      </Button>
      {children}
    </Space>
  );
}
