/** A private note on a row, read in place and edited in a small dialog (an employer's notes on an applicant). */
import { EditOutlined } from '@ant-design/icons';
import { useUpdate } from '@refinedev/core';
import { Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

interface Props {
  resource: string;
  id: number;
  field: string;
  value: string | null;
  /** Whom the note is about, for the dialog's title. */
  about: string;
  editable: boolean;
}

export const NotesEditor = ({ resource, id, field, value, about, editable }: Props) => {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(value ?? '');
  const { mutate, mutation } = useUpdate();
  const save = () =>
    mutate(
      { resource, id, values: { [field]: text.trim() || null }, successNotification: { type: 'success', message: 'Notes saved.' } },
      { onSuccess: () => setOpen(false) },
    );
  return (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 4, maxWidth: 260 }}>
      {value ? (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: value }} style={{ marginBottom: 0, flex: 1 }}>
          {value}
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary" style={{ flex: 1 }}>
          No notes
        </Typography.Text>
      )}
      {editable && (
        <Button size="small" type="text" icon={<EditOutlined />} aria-label={`Edit notes on ${about}`} onClick={() => (setText(value ?? ''), setOpen(true))} />
      )}
      <Modal
        open={open}
        title={`Notes on ${about}`}
        okText="Save notes"
        okButtonProps={{ loading: mutation.isPending }}
        onOk={save}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">Only you (and the ElimuHub team) see these notes; the applicant does not.</Typography.Paragraph>
        <Input.TextArea
          aria-label="Notes"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoSize={{ minRows: 4, maxRows: 12 }}
          maxLength={5000}
          showCount
        />
      </Modal>
    </div>
  );
};
