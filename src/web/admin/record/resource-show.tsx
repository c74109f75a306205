/**
 * The generated record page: every field in its own display (images as images, relations as links), and for a
 * few resources what they need besides (a ticket's conversation).
 */
import { DeleteButton, EditButton } from '@refinedev/antd';
import { useCan, useGo, useShow, type BaseRecord } from '@refinedev/core';
import { Descriptions, Grid, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { ResourceName } from '../../../registry/index.ts';
import type { Resource } from '../../../registry/resource.ts';
import { FieldValue } from '../fields/field-value.tsx';
import { useAboutLinks } from '../list/use-about-links.ts';
import { useRefTitles } from '../list/use-ref-titles.ts';
import { fieldView, showExtras } from './show-extras.tsx';
import { PageFrame } from '../layout/page-frame.tsx';
import { isAnyReach, scopeOf } from '../providers/grants.ts';
import { useGrants } from '../providers/use-grants.ts';

const ChangeHistory = lazy(() => import('./change-history.tsx').then((m) => ({ default: m.ChangeHistory })));

export const ResourceShow = ({ resource, id }: { resource: Resource; id?: string | number }) => {
  const go = useGo();
  // Labels take a third of a phone's width, not 200 of its 360 pixels.
  const labelWidth = Grid.useBreakpoint().sm === false ? 110 : 200;
  const { result: record, query } = useShow<BaseRecord>({ resource: resource.name, id });
  const fields = Object.entries(resource.fields).filter(([, field]) => field.kind !== 'password');
  const refs = fields.filter(([, field]) => field.kind === 'ref').map(([name]) => name);
  const titles = useRefTitles(resource, refs, record ? [record] : []);
  const aboutLink = useAboutLinks(resource, record ? [record] : []);
  const params = { id, record };
  const edit = useCan({ resource: resource.name, action: 'edit', params, queryOptions: { enabled: !!record } });
  const remove = useCan({ resource: resource.name, action: 'delete', params, queryOptions: { enabled: !!record } });
  const off = { enabled: false };
  const Extra = showExtras[resource.name as ResourceName];
  // As the server decides (history/history-routes.ts): staff of the resource, or the row's owner.
  const grants = useGrants();
  const owner = resource.ownerField && record && grants && Number(record[resource.ownerField]) === grants.userId;
  const seesHistory = resource.audited && grants && (isAnyReach(scopeOf(grants, resource, 'update')) || owner);
  const title = record && resource.title !== 'id' ? String(record[resource.title] ?? '') : `${resource.singular} #${id}`;
  return (
    <PageFrame
      backTo={resource.name}
      loading={query.isLoading}
      title={title || `${resource.singular} #${id}`}
      actions={
        <>
          {edit.data?.can && <EditButton resource={resource.name} recordItemId={id} accessControl={off} />}
          {remove.data?.can && (
            <DeleteButton
              resource={resource.name}
              recordItemId={id}
              accessControl={off}
              confirmTitle={`Delete this ${resource.singular.toLowerCase()}?`}
              confirmOkText="Delete"
              onSuccess={() => go({ to: { resource: resource.name, action: 'list' } })}
            />
          )}
        </>
      }
    >
      {record && (
        <Descriptions bordered column={1} size="small" styles={{ label: { width: labelWidth } }}>
          {/* Only what the server sends this reader: a party does not see another's private fields. */}
          {fields
            .filter(([name]) => name in record)
            .map(([name, field]) => (
              <Descriptions.Item key={name} label={field.label}>
                {fieldView(resource, name, record[name]) ?? (
                  <FieldValue field={field} value={record[name]} refTitle={titles[name]?.get(Number(record[name]))} about={aboutLink(name, record)} />
                )}
              </Descriptions.Item>
            ))}
        </Descriptions>
      )}
      {record && Extra && (
        <Suspense fallback={<Spin style={{ display: 'block', margin: 24 }} />}>
          <Extra record={record} />
        </Suspense>
      )}
      {record && seesHistory && (
        <Suspense fallback={<Spin style={{ display: 'block', margin: 24 }} />}>
          <ChangeHistory resource={resource} record={record} />
        </Suspense>
      )}
    </PageFrame>
  );
};
