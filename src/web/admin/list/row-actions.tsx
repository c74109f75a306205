/**
 * Show, edit and delete for one row; edit and delete appear only when the user may change this very row
 * (staff, its owner, or a party such as the employer of an application or the vendor of an order).
 * Decided from the grants already loaded, without a request or a query per button: a page has many rows.
 * For the same reason the delete mutation is the list's, not one per row.
 */
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Button, Popconfirm, Space } from 'antd';
import { Link } from 'react-router-dom';
import type { Resource } from '../../../registry/resource.ts';
import type { Grants } from '../providers/grants.ts';
import { recordAllows, type RelatedLookup } from '../providers/record-access.ts';

interface Props {
  resource: Resource;
  record: BaseRecord;
  grants: Grants | null;
  /** Rows this one points at, to tell who the user is to it through a relation. */
  related?: RelatedLookup;
  onDelete: (id: BaseKey) => void;
  /** The id being deleted, if any. */
  deleting: BaseKey | undefined;
}

export const RowActions = ({ resource, record, grants, related, onDelete, deleting }: Props) => {
  const may = (action: 'update' | 'delete') => grants !== null && recordAllows(grants, resource, action, record, related);
  const what = resource.singular.toLowerCase();
  return (
    <Space size={4}>
      <Link to={`/${resource.name}/show/${record.id}`}>
        <Button size="small" icon={<EyeOutlined />} aria-label={`Show ${what}`} title="Show" />
      </Link>
      {may('update') && (
        <Link to={`/${resource.name}/edit/${record.id}`}>
          <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${what}`} title="Edit" />
        </Link>
      )}
      {may('delete') && (
        <Popconfirm title={`Delete this ${what}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => onDelete(record.id!)}>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${what}`} title="Delete" loading={deleting === record.id} />
        </Popconfirm>
      )}
    </Space>
  );
};
