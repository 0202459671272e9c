import { useState } from 'react';
import { App, Button, Input, Modal, Rate, Space, Table, Tag } from 'antd';
import { useQueryOf } from '../../app/data.ts';
import { CUSTOMER_MSG, MSG } from '@yym/contract';
import { useCan } from '../../components/index.ts';
import { customerCalls } from './api.ts';

type Target = { kind: 'comment' | 'feedback'; id: string; reply: string; status?: number };

/** A customer's comments and feedback, with the merchant's replies (and hiding or removing a comment). */
export function InteractionTab({ customerId }: { customerId: string }) {
  const { message, modal } = App.useApp();
  const canEdit = useCan('merchant_user_edit');
  const canRemove = useCan('merchant_user_delete');
  const comments = useQueryOf('customer-comments', [customerId], () => customerCalls.comments(customerId));
  const feedback = useQueryOf('customer-feedback', [customerId], () => customerCalls.feedback(customerId));
  const [replying, setReplying] = useState<Target | null>(null);
  const reload = () => {
    void comments.refetch();
    void feedback.refetch();
  };
  const send = async () => {
    const r = replying!;
    if (!r.reply.trim()) return void message.error(CUSTOMER_MSG.replyRequired);
    if (r.kind === 'comment') await customerCalls.replyComment(r.id, r.reply.trim(), r.status);
    else await customerCalls.replyFeedback(r.id, r.reply.trim());
    void message.success(MSG.updateSuccess);
    setReplying(null);
    reload();
  };
  return (
    <>
      <h4>评价</h4>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        loading={comments.isLoading}
        dataSource={comments.data?.records ?? []}
        columns={[
          { title: '评价对象', dataIndex: 'targetName', width: 120 },
          { title: '评分', dataIndex: 'score', width: 130, render: (v: number) => <Rate disabled value={v} style={{ fontSize: 12 }} /> },
          { title: '内容', dataIndex: 'content' },
          { title: '回复', dataIndex: 'reply', render: (v: string) => v || '—' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 70,
            render: (v: number) => (v === 1 ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
          },
          {
            title: '操作',
            key: 'op',
            width: 150,
            // biome-ignore lint/suspicious/noExplicitAny: the contract types comment and feedback rows as unknown records
            render: (_: unknown, r: any) => (
              <Space size={0}>
                {canEdit && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setReplying({ kind: 'comment', id: r.id, reply: r.reply ?? '', status: r.status })}
                  >
                    回复
                  </Button>
                )}
                {canRemove && (
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() =>
                      modal.confirm({
                        title: '提示',
                        content: MSG.confirmBulkDelete,
                        okText: '确定',
                        cancelText: '取消',
                        onOk: async () => {
                          await customerCalls.removeComment(r.id);
                          void message.success(MSG.deleteSuccess);
                          reload();
                        },
                      })
                    }
                  >
                    删除
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>意见反馈</h4>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        loading={feedback.isLoading}
        dataSource={feedback.data?.records ?? []}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170 },
          { title: '内容', dataIndex: 'content' },
          { title: '回复', dataIndex: 'reply', render: (v: string) => v || '—' },
          {
            title: '操作',
            key: 'op',
            width: 80,
            // biome-ignore lint/suspicious/noExplicitAny: the contract types comment and feedback rows as unknown records
            render: (_: unknown, r: any) =>
              canEdit && (
                <Button type="link" size="small" onClick={() => setReplying({ kind: 'feedback', id: r.id, reply: r.reply ?? '' })}>
                  回复
                </Button>
              ),
          },
        ]}
      />
      <Modal open={!!replying} title="回复" okText="确定" cancelText="取消" onCancel={() => setReplying(null)} onOk={send}>
        <Input.TextArea
          aria-label="回复内容"
          maxLength={1000}
          autoSize={{ minRows: 3 }}
          value={replying?.reply}
          onChange={(e) => setReplying((r) => r && { ...r, reply: e.target.value })}
        />
        {replying?.kind === 'comment' && (
          <Space style={{ marginTop: 8 }}>
            <span>显示评价</span>
            <Button size="small" onClick={() => setReplying((r) => r && { ...r, status: r.status === 1 ? 0 : 1 })}>
              {replying.status === 1 ? '显示中' : '已隐藏'}
            </Button>
          </Space>
        )}
      </Modal>
    </>
  );
}
