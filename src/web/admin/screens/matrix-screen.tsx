/**
 * Roles × resources × actions: what each role may do, edited in place. Admins hold every grant and are not
 * listed. "own" means the role's members act only on rows they own.
 */
import { CanAccess, useList } from '@refinedev/core';
import { App, Card, Result, Segmented, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { actions, type Action } from '../../../registry/access.ts';
import { resources } from '../../../registry/index.ts';
import { families, type Resource } from '../../../registry/resource.ts';
import { useRoleGrants, type Choice } from '../matrix/use-role-grants.ts';
import { extraScreens } from '../resources/extra-screens.ts';

const ordered = [...resources].sort((a, b) => families.indexOf(a.family) - families.indexOf(b.family) || a.label.localeCompare(b.label));

const cellStyle = { width: 72, height: 26, borderRadius: 6, border: '1px solid #d9d9d9', background: '#fff', padding: '0 4px' };

const choices = (resource: Resource, action: Action) => [
  { value: 'none', label: '—' },
  ...(resource.ownerField && action !== 'create' ? [{ value: 'own', label: 'Own' }] : []),
  { value: 'any', label: 'All' },
];

export default function MatrixScreen() {
  const { message } = App.useApp();
  const { result } = useList<{ id: number; name: string; label: string | null }>({
    resource: 'auth/roles',
    pagination: { pageSize: 100 },
    sorters: [{ field: 'id', order: 'asc' }],
  });
  const roles = result.data.filter((role) => role.name !== 'admin');
  const [picked, setPicked] = useState<number>();
  const roleId = picked ?? roles[0]?.id;
  const { rows, loading, change } = useRoleGrants(roleId);
  const [saving, setSaving] = useState<string | null>(null);

  const save = async (resource: Resource, action: Action, choice: Choice) => {
    const key = `${resource.name} ${action}`;
    setSaving(key);
    try {
      await change(resource.name, action, choice);
      message.success(`${resource.label}: ${action} is now ${choice === 'none' ? 'not allowed' : choice === 'own' ? 'allowed on own rows' : 'allowed'}.`);
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setSaving(null);
    }
  };

  return (
    <CanAccess resource={extraScreens.matrix} action="list" fallback={<Result status="403" title="Only admins edit permissions." />}>
      <Card title="Permission matrix">
        <Typography.Paragraph type="secondary">
          Choose a role, then what its members may do with each resource. Changes apply at once. Admins may do everything.
        </Typography.Paragraph>
        <div style={{ overflowX: 'auto', marginBottom: 16 }}>
          <Segmented value={roleId} onChange={(value) => setPicked(Number(value))} options={roles.map((role) => ({ value: role.id, label: role.label ?? role.name }))} />
        </div>
        <Table<Resource>
          dataSource={ordered}
          rowKey="name"
          loading={loading}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          sticky
        >
          <Table.Column<Resource>
            key="resource"
            title="Resource"
            fixed="left"
            render={(_, resource) => (
              <span>
                {resource.label} <Tag bordered={false}>{resource.family}</Tag>
              </span>
            )}
          />
          {actions.map((action) => (
            <Table.Column<Resource>
              key={action}
              title={action.charAt(0).toUpperCase() + action.slice(1)}
              render={(_, resource) => {
                const key = `${resource.name} ${action}`;
                // A native select: the matrix holds some 250 of them, too many for antd's heavier widget.
                return (
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                    <select
                      aria-label={`${resource.label} ${action}`}
                      style={cellStyle}
                      value={rows.get(key)?.scope ?? (rows.has(key) ? 'any' : 'none')}
                      disabled={saving !== null}
                      onChange={(event) => save(resource, action, event.target.value as Choice)}
                    >
                      {choices(resource, action).map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                    </select>
                    {saving === key && <Spin size="small" />}
                  </span>
                );
              }}
            />
          ))}
        </Table>
      </Card>
    </CanAccess>
  );
}
