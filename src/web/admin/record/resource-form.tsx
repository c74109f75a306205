/**
 * The generated create and edit form of any resource: a widget per field kind, the registry's validation
 * before saving, the server's field errors on their fields, and a warning before leaving unsaved changes.
 */
import { DeleteButton, SaveButton, useForm } from '@refinedev/antd';
import { useGo, type BaseRecord, type HttpError } from '@refinedev/core';
import { Col, Form, Row } from 'antd';
import { useCallback } from 'react';
import type { Resource } from '../../../registry/resource.ts';
import { FieldInput } from '../fields/field-input.tsx';
import { fieldRules } from '../fields/field-rules.ts';
import { defaultValues, toApiValues, toFormValues } from '../fields/form-values.ts';
import { useGrants } from '../providers/use-grants.ts';
import { formFields, isWide } from './form-fields.ts';
import { useRelated } from '../list/use-ref-titles.ts';
import { partyRefs, writableFor } from '../providers/record-access.ts';
import { PageFrame } from '../layout/page-frame.tsx';

interface Props {
  resource: Resource;
  action: 'create' | 'edit';
  id?: string | number;
}

export const ResourceForm = ({ resource, action, id }: Props) => {
  const grants = useGrants();
  const go = useGo();
  // Stable on purpose: Refine resets the form whenever the selected record changes identity, and a new
  // select function each render would recompute it — wiping what the user typed at every re-render.
  const select = useCallback((answer: { data: BaseRecord }) => ({ ...answer, data: toFormValues(resource, answer.data) }), [resource]);
  const { formProps, saveButtonProps, query } = useForm<BaseRecord, HttpError, Record<string, unknown>>({
    resource: resource.name,
    action,
    id,
    redirect: 'show',
    warnWhenUnsavedChanges: true,
    queryOptions: { select },
  });
  // A party to a shared row edits only its own part of it: the employer of an application its stage and notes.
  const record = action === 'edit' ? query?.data?.data : undefined;
  const related = useRelated(resource, partyRefs(resource), record ? [record] : []);
  const writable = record && grants ? writableFor(grants, resource, record, related.lookup) : null;
  // An edit form shows its fields once it knows whose part of the row the user may change.
  const settled = action === 'create' || (record !== undefined && !related.loading);
  const fields = settled ? formFields(resource, grants, writable) : [];
  const form = (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={action === 'create' ? defaultValues(fields) : formProps.initialValues}
      onFinish={(values) => formProps.onFinish?.(toApiValues(fields, values, action))}
      scrollToFirstError
    >
      <Row gutter={16}>
        {fields.map(([name, field]) => (
          <Col key={name} xs={24} md={isWide(field) ? 24 : 12}>
            <Form.Item
              name={name}
              label={field.label}
              rules={fieldRules(field, action)}
              valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
              extra={
                field.kind === 'csv' || (field.kind === 'tags' && !field.from) || field.kind === 'list'
                  ? (field.help ?? 'Type an item and press Enter.')
                  : field.kind === 'json'
                    ? field.help
                    : undefined
              }
            >
              <FieldInput field={field} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form>
  );
  const what = resource.singular.toLowerCase();
  return (
    <PageFrame
      backTo={resource.name}
      loading={action === 'edit' && !settled}
      title={action === 'create' ? `Add ${what}` : `Edit ${what}`}
      footer={
        <>
          {action === 'edit' && (
            <DeleteButton
              resource={resource.name}
              recordItemId={id}
              confirmTitle={`Delete this ${what}?`}
              confirmOkText="Delete"
              onSuccess={() => go({ to: { resource: resource.name, action: 'list' } })}
            />
          )}
          <SaveButton {...saveButtonProps} />
        </>
      }
    >
      {form}
    </PageFrame>
  );
};
