/**
 * Orders for the signed-in vendor's shops: what each buyer ordered, the total and how it was paid, and the
 * order's status, which the vendor moves as it is packed, shipped and delivered. Checkout makes one order per
 * shop, so a vendor sees only the lines of its own products.
 */
import { useTable } from '@refinedev/antd';
import { CanAccess, useUpdate, type BaseRecord } from '@refinedev/core';
import { Card, Result, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { orderStatuses, orders, shops } from '../../../registry/resources/shop.ts';
import { FieldValue, formatKes } from '../fields/field-value.tsx';
import { OrderLines, type OrderLine } from '../parties/order-lines.tsx';
import { ResponsiveTable } from '../parties/responsive-table.tsx';
import { useOwnRows } from '../parties/use-own-rows.ts';
import { recordAllows, writableFor, type RelatedLookup } from '../providers/record-access.ts';
import { useGrants } from '../providers/use-grants.ts';
import { extraScreens } from '../resources/extra-screens.ts';

const methodLabels: Record<string, string> = { mpesa: 'M-Pesa', card: 'Card', bank: 'Bank transfer' };

const ShopOrders = () => {
  const grants = useGrants();
  const myShops = useOwnRows(shops, grants?.userId);
  const [shopId, setShopId] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const shopIds = shopId !== null ? [shopId] : myShops.rows.map((shop) => Number(shop.id));
  const { tableProps } = useTable<BaseRecord>({
    resource: orders.name,
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    filters: {
      permanent: [
        { field: 'shop_id', operator: 'eq', value: shopIds },
        { field: 'status', operator: 'eq', value: status ?? undefined },
      ],
    },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    queryOptions: { enabled: shopIds.length > 0 },
  });
  const rows = shopIds.length ? (tableProps.dataSource ?? []) : [];
  // Every shop listed here is the vendor's own, which is what makes them the vendor of its orders.
  const lookup: RelatedLookup = (field, id) => (field === 'shop_id' ? myShops.byId.get(id) : undefined);
  const { mutate: update, mutation } = useUpdate();
  const changing = mutation.isPending ? mutation.variables?.id : undefined;

  if (!grants || myShops.loading) return <Card title="Orders for my shop" loading />;
  const mayChangeStatus = (row: BaseRecord) =>
    recordAllows(grants, orders, 'update', row, lookup) && (writableFor(grants, orders, row, lookup)?.has('status') ?? true);

  return (
    <Card title="Orders for my shop">
      <Typography.Paragraph type="secondary">
        Orders placed with your shops. Move each one on as you pack, ship and deliver it; the buyer follows its status on ElimuHub.
      </Typography.Paragraph>
      {!myShops.rows.length ? (
        <Result status="info" title="No shop yet" subTitle="Orders for the shops you keep appear here." extra={<Link to="/shop/shops/create">Add a shop</Link>} />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            {myShops.rows.length > 1 && (
              <Select<number | null>
                aria-label="Shop"
                style={{ minWidth: 200, maxWidth: '100%' }}
                value={shopId}
                onChange={setShopId}
                options={[{ value: null, label: 'All my shops' }, ...myShops.rows.map((shop) => ({ value: Number(shop.id), label: String(shop.name) }))]}
              />
            )}
            <Select<string | null>
              aria-label="Status filter"
              style={{ minWidth: 160 }}
              value={status}
              onChange={setStatus}
              options={[{ value: null, label: 'Every status' }, ...orderStatuses.map((value) => ({ value, label: value }))]}
            />
          </Space>
          <ResponsiveTable
            tableProps={{
              ...tableProps,
              pagination: { ...tableProps.pagination, showSizeChanger: false, showTotal: (total) => `${total} order${total === 1 ? '' : 's'}` },
            }}
            rows={rows}
            emptyText={status ? `No ${status} orders.` : 'No orders yet.'}
            columns={[
              {
                key: 'order',
                title: 'Order',
                render: (row) => (
                  <Space direction="vertical" size={0}>
                    <Link to={`/shop/orders/show/${row.id}`}>
                      <Typography.Text strong>Order #{String(row.id)}</Typography.Text>
                    </Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal', whiteSpace: 'nowrap' }}>
                      {dayjs(String(row.created_at)).format('D MMM YYYY, HH:mm')}
                      {myShops.rows.length > 1 ? ` · ${String(myShops.byId.get(Number(row.shop_id))?.name ?? '')}` : ''}
                    </Typography.Text>
                  </Space>
                ),
              },
              { key: 'lines', title: 'Items', wide: true, render: (row) => <OrderLines lines={(row.lines as OrderLine[] | null) ?? []} /> },
              {
                key: 'total',
                title: 'Total',
                render: (row) => (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                      {formatKes(Number(row.total))}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                      {methodLabels[String(row.payment_method)] ?? String(row.payment_method)}
                      {row.phone ? ` · ${String(row.phone)}` : ''}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                key: 'status',
                title: 'Status',
                render: (row) =>
                  mayChangeStatus(row) ? (
                    <Select<string>
                      aria-label={`Status of order ${row.id}`}
                      size="small"
                      style={{ width: 120 }}
                      value={String(row.status)}
                      loading={changing === row.id}
                      disabled={changing === row.id}
                      onChange={(value) =>
                        update({
                          resource: orders.name,
                          id: row.id!,
                          values: { status: value },
                          successNotification: { type: 'success', message: `Order #${row.id} is now ${value}.` },
                        })
                      }
                      options={orderStatuses.map((value) => ({ value, label: value }))}
                    />
                  ) : (
                    <FieldValue field={orders.fields.status!} value={row.status} compact />
                  ),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
};

export default function ShopOrdersScreen() {
  return (
    <CanAccess resource={extraScreens.shopOrders} action="list" fallback={<Result status="403" title="Only shop keepers see the orders for their shops." />}>
      <ShopOrders />
    </CanAccess>
  );
}
