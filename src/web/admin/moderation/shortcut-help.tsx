/** The desk's shortcuts, listed: behind a button, and on "?". */
import { Modal, Table, Typography } from 'antd';
import { shortcuts } from './use-shortcuts.ts';

export const ShortcutHelp = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Modal open={open} onCancel={onClose} footer={null} title="Keyboard shortcuts">
    <Typography.Paragraph type="secondary">They work while no field has the cursor.</Typography.Paragraph>
    <Table
      className="shortcut-list"
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={[...shortcuts]}
      columns={[
        { key: 'key', title: 'Key', width: 64, render: (_, row) => <Key name={row.key} /> },
        { key: 'does', title: 'Does', dataIndex: 'does' },
      ]}
    />
  </Modal>
);

const Key = ({ name }: { name: string }) => <Typography.Text keyboard>{name}</Typography.Text>;

/** The few keys worth knowing, in a line under the desk's heading. */
export const KeyHint = () => (
  <>
    {' '}
    Keys: <Key name="j" />
    <Key name="k" /> move, <Key name="x" /> select, <Key name="a" /> approve, <Key name="r" /> reject, <Key name="?" /> all of them.
  </>
);
