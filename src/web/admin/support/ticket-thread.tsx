/**
 * A support ticket's conversation under the ticket: every response, oldest first, and a reply box for those
 * who may answer (the support team, and the member who opened it). The server decides who may read and reply.
 */
import { useCreate, useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Empty, Form, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { getResource } from '../../../registry/index.ts';
import { FieldValue } from '../fields/field-value.tsx';
import { useRefTitles } from '../list/use-ref-titles.ts';
import { mayAct } from '../providers/grants.ts';
import { useGrants } from '../providers/use-grants.ts';

const responses = getResource('support/ticket-responses');

export const TicketThread = ({ ticket }: { ticket: BaseRecord }) => {
  const grants = useGrants();
  const { result, query } = useList<BaseRecord>({
    resource: responses.name,
    pagination: { pageSize: 100 },
    filters: [{ field: 'ticket_id', operator: 'eq', value: ticket.id }],
    sorters: [{ field: 'created_at', order: 'asc' }],
  });
  const rows = result.data ?? [];
  const names = useRefTitles(responses, ['owner_id'], rows).owner_id;
  const [form] = Form.useForm<{ body: string }>();
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate: create, mutation } = useCreate();

  const author = (row: BaseRecord) => {
    const id = row.owner_id as number | null | undefined;
    if (id !== undefined && id !== null && id === grants?.userId) return 'You';
    const name = id !== undefined && id !== null ? names?.get(id) : undefined;
    const opener = id !== undefined && id !== null && id === ticket.owner_id;
    // A member is not sent the support team's account ids; staff see whose reply it is.
    if (opener) return name ? `${name} (opened the ticket)` : 'The member who opened the ticket';
    return name ? `${name} · support team` : 'Support team';
  };

  const reply = ({ body }: { body: string }) => {
    setProblem(null);
    create(
      {
        resource: responses.name,
        values: { ticket_id: ticket.id, body: body.trim() },
        successNotification: { type: 'success', message: 'Reply sent.' },
        errorNotification: false,
      },
      {
        onSuccess: () => form.resetFields(),
        onError: (error: HttpError) => {
          if (error.errors?.body) form.setFields([{ name: 'body', errors: [String(error.errors.body)] }]);
          setProblem(error.message);
        },
      },
    );
  };

  return (
    <Card title={`Conversation (${rows.length})`} style={{ marginTop: 16 }} size="small">
      {!query.isLoading && !rows.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No replies yet." />
      ) : (
        <List<BaseRecord>
          loading={query.isLoading}
          dataSource={rows}
          rowKey={(row) => String(row.id)}
          renderItem={(row) => (
            <List.Item className="thread-message" style={{ display: 'block' }}>
              <Space size={8} wrap style={{ marginBottom: 4 }}>
                <Typography.Text strong>{author(row)}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <FieldValue field={responses.fields.created_at!} value={row.created_at} compact />
                </Typography.Text>
              </Space>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{String(row.body ?? '')}</Typography.Paragraph>
            </List.Item>
          )}
        />
      )}
      {grants && mayAct(grants, responses, 'create') && (
        <Form form={form} layout="vertical" onFinish={reply} style={{ marginTop: 16 }} requiredMark={false}>
          <Form.Item name="body" label="Reply" rules={[{ required: true, whitespace: true, message: 'Write a reply first.' }]}>
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 10 }}
              maxLength={5000}
              placeholder={ticket.owner_id === grants.userId ? 'Add to your ticket…' : 'Write to the member…'}
            />
          </Form.Item>
          {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} />}
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            Send reply
          </Button>
        </Form>
      )}
    </Card>
  );
};
