/** The search box and the filter panel of a generated list; the panel's inputs load when it is first opened. */
import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Spin, type FormProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { Resource } from '../../../registry/resource.ts';
import type { CrudFilter } from '@refinedev/core';
import { toFormValues, type FilterValues } from './filters.ts';

const FilterFields = lazy(() => import('./filter-fields.tsx'));

const panel = { border: '1px solid #f0f0f0', borderRadius: 8, padding: '16px 16px 8px', marginBottom: 16, background: '#fafafa' };

export const FilterForm = ({ resource, formProps, filters }: { resource: Resource; formProps: FormProps<FilterValues>; filters: CrudFilter[] }) => {
  const [open, setOpen] = useState(false);
  return (
    <Form {...formProps} layout="vertical">
      <Space wrap style={{ marginBottom: 16 }}>
        <Space.Compact style={{ width: 'min(420px, 80vw)' }}>
          <Form.Item name="q" noStyle>
            <Input allowClear placeholder={`Search ${resource.label.toLowerCase()}`} aria-label="Search" />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} aria-label="Search" />
        </Space.Compact>
        <Button
          icon={<FilterOutlined />}
          onClick={() => {
            // The panel opens on the filters in force, those of a shared link included.
            if (!open) formProps.form?.setFields(Object.entries(toFormValues(resource, filters)).map(([name, value]) => ({ name, value })));
            setOpen(!open);
          }}
          aria-expanded={open}
        >
          Filters
        </Button>
      </Space>
      {open && (
        <div style={panel}>
          <Suspense fallback={<Spin />}>
            <FilterFields resource={resource} />
            <Space style={{ marginBottom: 8 }}>
              <Button type="primary" htmlType="submit">
                Apply filters
              </Button>
              <Button
                onClick={() => {
                  formProps.form?.resetFields();
                  formProps.form?.submit();
                }}
              >
                Clear
              </Button>
            </Space>
          </Suspense>
        </div>
      )}
    </Form>
  );
};
