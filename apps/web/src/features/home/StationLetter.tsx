import { Card, Table } from 'antd';
import { rowsOf, useList, usePaging } from '../../app/data.ts';
import { notices } from './api.ts';

/** /stationLetter/index: the station-letter inbox (notices), opened from the bell. */
export default function StationLetter() {
  const { paging: page, tablePaging } = usePaging();
  const q = useList(notices, page);
  return (
    <Card title="站内信" variant="borderless">
      <Table
        rowKey="id"
        loading={q.isLoading}
        dataSource={rowsOf(q.data)}
        expandable={{ expandedRowRender: (r) => <div style={{ whiteSpace: 'pre-wrap' }}>{r.content}</div> }}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '发布时间', dataIndex: 'releaseTime', width: 200 },
        ]}
        pagination={tablePaging(q.data)}
      />
    </Card>
  );
}
