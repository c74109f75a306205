/**
 * One kind of listing on an owner's desk (their schools, their jobs): every row they own with where it stands,
 * and the actions the grants give: add one, edit one, see it on the site once it is live.
 */
import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Resource } from '../../../registry/resource.ts';
import { ResponsiveTable, type Column } from '../parties/responsive-table.tsx';
import { useOwnRows } from '../parties/use-own-rows.ts';
import { mayAct, type Grants } from '../providers/grants.ts';
import { recordAllows } from '../providers/record-access.ts';
import { ModerationState } from './moderation-state.tsx';

interface Props {
  resource: Resource;
  grants: Grants;
  /** The public page of one row, without its id. */
  page: string;
}

/** A page of rows: a school group with dozens of schools keeps its other kinds of listing within reach on a phone. */
const pageSize = 10;

export const DeskListings = ({ resource, grants, page }: Props) => {
  const own = useOwnRows(resource, grants.userId);
  const [current, setCurrent] = useState(1);
  const shown = own.rows.slice((current - 1) * pageSize, current * pageSize);
  const singular = resource.singular.toLowerCase();
  const columns: Column[] = [
    {
      key: 'title',
      title: resource.fields[resource.title]!.label!,
      render: (row) => <Link to={`/${resource.name}/show/${row.id}`}>{String(row[resource.title] ?? `#${row.id}`)}</Link>,
    },
    { key: 'state', title: 'State', render: (row) => <ModerationState row={row} /> },
    { key: 'updated', title: 'Last changed', render: (row) => dayjs(String(row.updated_at)).format('D MMM YYYY') },
    {
      key: 'actions',
      title: 'Actions',
      render: (row: BaseRecord) => (
        <Space size={4} wrap>
          {recordAllows(grants, resource, 'update', row) && (
            <Link to={`/${resource.name}/edit/${row.id}`}>
              <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${singular}`}>
                Edit
              </Button>
            </Link>
          )}
          {row.moderation === 'approved' && (
            <a href={`${page}${row.id}`} target="_blank" rel="noreferrer">
              <Button size="small" type="text" icon={<EyeOutlined />}>
                On the site
              </Button>
            </a>
          )}
        </Space>
      ),
    },
  ];
  return (
    <section className="desk-listings" style={{ marginBottom: 24 }}>
      <Space wrap align="center" style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
          {resource.label} {own.loading ? '' : `(${own.rows.length})`}
        </Typography.Title>
        {mayAct(grants, resource, 'create') && (
          <Link to={`/${resource.name}/create`}>
            <Button type="primary" icon={<PlusOutlined />}>
              Add {singular}
            </Button>
          </Link>
        )}
      </Space>
      {own.error ? (
        <Typography.Text type="danger">{own.error.message ?? 'Your listings could not be loaded.'}</Typography.Text>
      ) : (
        <ResponsiveTable
          columns={columns}
          rows={shown}
          tableProps={{
            loading: own.loading,
            pagination: own.rows.length > pageSize && { current, pageSize, total: own.rows.length },
            onChange: (pagination) => setCurrent(pagination.current ?? 1),
          }}
          emptyText={`You have no ${resource.label.toLowerCase()} yet.`}
        />
      )}
    </section>
  );
};
