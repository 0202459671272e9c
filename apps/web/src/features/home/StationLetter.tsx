import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { PAGE_SIZES, type Page } from '@yym/contract';
import { http } from '../../app/http.ts';

interface Notice { id: string; title: string; category: number; releaseTime: string; content?: string }

/** /stationLetter/index: the station-letter inbox (notices), opened from the bell. */
export default function StationLetter() {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const q = useQuery({ queryKey: ['notices', page], queryFn: () => http.get<Page<Notice>>('/blade-desk/notice/page', { ...page, status: 1 }) });
  return (
    <Card title="站内信" variant="borderless">
      <Table rowKey="id" loading={q.isLoading} dataSource={q.data?.records ?? []}
        expandable={{ expandedRowRender: (r) => <div style={{ whiteSpace: 'pre-wrap' }}>{r.content}</div> }}
        columns={[{ title: '标题', dataIndex: 'title' }, { title: '发布时间', dataIndex: 'releaseTime', width: 200 }]}
        pagination={{ current: page.current, pageSize: page.size, total: q.data?.total ?? 0, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true,
          onChange: (current, size) => setPage({ current, size }) }} />
    </Card>
  );
}
