/**
 * Roles × resources × actions: what each role may do, edited in place. Admins hold every grant and are not
 * listed. Besides "all rows", a grant may reach only the rows where the member is one of the resource's parties:
 * the owner, or e.g. the employer of an application, the vendor of an order, the recipient of a notification.
 * Several parties make one permission row each.
 */
import { CanAccess, useList } from '@refinedev/core';
import { App, Card, Grid, Result, Segmented, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { actions, anyScope, type Action } from '../../../registry/access.ts';
import { resources } from '../../../registry/index.ts';
import { families, type Resource } from '../../../registry/resource.ts';
import { choiceOf, noChoice, scopesOf, useRoleGrants, type Choice } from '../matrix/use-role-grants.ts';
import { extraScreens } from '../resources/extra-screens.ts';

const ordered = [...resources].sort((a, b) => families.indexOf(a.family) - families.indexOf(b.family) || a.label.localeCompare(b.label));

const cellStyle = { height: 26, borderRadius: 6, border: '1px solid #d9d9d9', background: '#fff', padding: '0 4px' };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every non-empty set of the resource's parties, in the order the resource declares them. */
const partySets = (resource: Resource): string[][] => {
  const names = Object.keys(resource.parties);
  const sets: string[][] = [];
  for (let mask = 1; mask < 1 << names.length; mask++) sets.push(names.filter((_, i) => mask & (1 << i)));
  return sets.sort((a, b) => a.length - b.length);
};

const partyLabels = (resource: Resource, parties: readonly string[]) => parties.map((party) => resource.parties[party]?.label ?? party);

/** None, the party sets (create has no rows yet, so it has none), and all rows. */
const choices = (resource: Resource, action: Action) => [
  { value: noChoice, label: '—', title: 'Not allowed' },
  ...(action === 'create'
    ? []
    : partySets(resource).map((parties) => ({
        value: parties.join(','),
        label: capitalise(parties.join(' + ')),
        title: `Rows where the member is the ${partyLabels(resource, parties).join(' or the ')}`,
      }))),
  { value: anyScope, label: 'All', title: 'Every row' },
];

/** One width per resource, so its row's cells line up: wide enough for its longest choice ("Own + recipient"). */
const cellWidth = (resource: Resource) => Math.max(72, Math.ceil(Math.max(...choices(resource, 'list').map((c) => c.label.length)) * 7.5 + 30));

/** A cell's stored scopes as one of its choices: parties in the resource's order, unknown scopes left out. */
const normalise = (resource: Resource, choice: Choice): Choice => {
  const scopes = scopesOf(choice);
  if (scopes.includes(anyScope)) return anyScope;
  return choiceOf(Object.keys(resource.parties).filter((party) => scopes.includes(party)));
};

const describe = (resource: Resource, choice: Choice) =>
  choice === noChoice
    ? 'not allowed'
    : choice === anyScope
      ? 'allowed on every row'
      : `allowed where the member is the ${partyLabels(resource, scopesOf(choice)).join(' or the ')}`;

export default function MatrixScreen() {
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const { result } = useList<{ id: number; name: string; label: string | null }>({
    resource: 'auth/roles',
    pagination: { pageSize: 100 },
    sorters: [{ field: 'id', order: 'asc' }],
  });
  const roles = result.data.filter((role) => role.name !== 'admin');
  const [picked, setPicked] = useState<number>();
  const roleId = picked ?? roles[0]?.id;
  const { choiceAt, loading, change } = useRoleGrants(roleId);
  const [saving, setSaving] = useState<string | null>(null);

  const save = async (resource: Resource, action: Action, choice: Choice) => {
    const key = `${resource.name} ${action}`;
    setSaving(key);
    try {
      await change(resource.name, action, choice);
      message.success(`${resource.label}: ${action} is now ${describe(resource, choice)}.`);
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
          Choose a role, then what its members may do with each resource: nothing (—), every row (All), or only the rows where they are a party:{' '}
          <strong>Own</strong> rows they created; <strong>Employer</strong> applications to their jobs and the CVs sent with them; <strong>Vendor</strong>{' '}
          orders from their shop; <strong>Recipient</strong> notes and messages addressed to them; <strong>Ticket</strong> replies on their support tickets.
          Changes apply at once. Admins may do everything.
        </Typography.Paragraph>
        <div style={{ overflowX: 'auto', marginBottom: 16 }}>
          <Segmented
            value={roleId}
            onChange={(value) => setPicked(Number(value))}
            options={roles.map((role) => ({ value: role.id, label: role.label ?? role.name }))}
          />
        </div>
        <Table<Resource> dataSource={ordered} rowKey="name" loading={loading} pagination={false} size="small" scroll={{ x: 'max-content' }} sticky>
          <Table.Column<Resource>
            key="resource"
            title="Resource"
            fixed="left"
            // On a phone the names wrap, so the first choices stay in view beside them.
            width={screens.md ? undefined : 128}
            render={(_, resource) => (
              <span>
                {resource.label}
                {screens.md ? ' ' : <br />}
                <Tag bordered={false}>{resource.family}</Tag>
              </span>
            )}
          />
          {actions.map((action) => (
            <Table.Column<Resource>
              key={action}
              title={action.charAt(0).toUpperCase() + action.slice(1)}
              render={(_, resource) => {
                // An action the resource does not offer (writing the audit log) is nobody's to grant.
                if (!resource.offers.includes(action)) return null;
                const key = `${resource.name} ${action}`;
                // A native select: the matrix holds some 250 of them, too many for antd's heavier widget.
                return (
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                    <select
                      aria-label={`${resource.label} ${action}`}
                      style={{ ...cellStyle, width: cellWidth(resource) }}
                      value={normalise(resource, choiceAt(resource.name, action))}
                      disabled={saving !== null}
                      onChange={(event) => save(resource, action, event.target.value as Choice)}
                    >
                      {choices(resource, action).map((choice) => (
                        <option key={choice.value} value={choice.value} title={choice.title}>
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
