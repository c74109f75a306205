/**
 * What a record page shows beyond its fields, for the few resources that need it: a ticket's conversation, an
 * order's lines as a table. Each is its own chunk, loaded only on those pages.
 */
import type { BaseRecord } from '@refinedev/core';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ResourceName } from '../../../registry/index.ts';
import type { Resource, Revision } from '../../../registry/resource.ts';
import type { OrderChange } from '../../../registry/resources/shop.ts';
import { OrderLines, type OrderLine } from '../parties/order-lines.tsx';

const TicketThread = lazy(() => import('../support/ticket-thread.tsx').then((m) => ({ default: m.TicketThread })));
const OrderHistory = lazy(() => import('../shop/order-record.tsx').then((m) => ({ default: m.OrderHistory })));
const AdminOrderMoves = lazy(() => import('../shop/order-record.tsx').then((m) => ({ default: m.AdminOrderMoves })));

/** Shown under the record's fields; keyed by resource, so a misspelt name does not compile. */
export const showExtras: { [Name in ResourceName]?: ComponentType<{ record: BaseRecord }> } = {
  'support/tickets': ({ record }) => <TicketThread ticket={record} />,
  'shop/orders': ({ record }) => <AdminOrderMoves order={record} />,
};

/** A field shown its own way on the record page, keyed "resource field", or "* field" for every resource. */
const fieldViews: Record<string, (value: unknown, resource: Resource) => ReactNode> = {
  'shop/orders lines': (value) => <OrderLines lines={(value as OrderLine[] | null) ?? []} />,
  'shop/orders history': (value) => <OrderHistory history={value as OrderChange[]} />,
  // Changes an owner made to a live row: which fields wait for review (the desk shows them side by side).
  '* revision': (value, resource) => {
    const changes = Object.keys((value as Revision | null)?.changes ?? {});
    return (
      <span>
        Changes to {changes.map((name) => resource.fields[name]?.label ?? name).join(', ') || 'this row'} wait for review.{' '}
        <Link to="/moderation">Moderation queue</Link>
      </span>
    );
  },
};

export const fieldView = (resource: Resource, name: string, value: unknown): ReactNode | undefined => {
  if (value === null || value === undefined) return undefined;
  return (fieldViews[`${resource.name} ${name}`] ?? fieldViews[`* ${name}`])?.(value, resource);
};
