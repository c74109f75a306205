/**
 * Orders for the signed-in vendor's shops: what each buyer ordered, how it reaches them, the total and how it
 * was paid, and buttons for the moves the lifecycle allows next (prepare, dispatch, deliver, cancel). Above
 * them each shop's revenue from paid orders and its CSV export. Checkout makes one order per shop, so a vendor
 * sees only the lines of its own products.
 */
import { useTable } from '@refinedev/antd';
import { CanAccess, type BaseRecord } from '@refinedev/core';
import { Card, Result, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { orderStatusLabels } from '../../../registry/order-moves.ts';
import { orderStatuses, orders, shops, type OrderStatus } from '../../../registry/resources/shop.ts';
import { formatKes } from '../../../registry/money.ts';
import { OrderLines, type OrderLine } from '../parties/order-lines.tsx';
import { ResponsiveTable } from '../parties/responsive-table.tsx';
import { useOwnRows } from '../parties/use-own-rows.ts';
import { useGrants } from '../providers/use-grants.ts';
import { extraScreens } from '../resources/extra-screens.ts';
import { ShopSales } from '../shop/shop-sales.tsx';
import { OrderMoveButtons } from '../shop/order-move-buttons.tsx';

/** The buyer's delivery details: where to collect, or the address, county and receiver. */
const DeliveryDetails = ({ row }: { row: BaseRecord }) =>
  row.delivery_method === 'address' ? (
    <Space direction="vertical" size={0}>
      <Typography.Text>{String(row.delivery_address ?? '')}</Typography.Text>
      <Typography.Text type="secondary">
        {String(row.delivery_county ?? '')} · fee {formatKes(Number(row.delivery_fee ?? 0))}
      </Typography.Text>
      {row.delivery_contact || row.delivery_phone ? (
        <Typography.Text type="secondary">{[row.delivery_contact, row.delivery_phone].filter(Boolean).join(' · ')}</Typography.Text>
      ) : null}
    </Space>
  ) : (
    <Space direction="vertical" size={0}>
      <Typography.Text>Pickup: {String(row.pickup_point ?? 'at the shop')}</Typography.Text>
      {row.delivery_contact || row.delivery_phone ? (
        <Typography.Text type="secondary">{[row.delivery_contact, row.delivery_phone].filter(Boolean).join(' · ')}</Typography.Text>
      ) : null}
    </Space>
  );

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

  if (!grants || myShops.loading) return <Card title="Orders for my shop" loading />;
  // Every order listed is of the vendor's own shops (the filter above), so the vendor's moves are the ones offered.
  const actors = grants.admin ? (['vendor', 'admin'] as const) : (['vendor'] as const);

  return (
    <Card title="Orders for my shop">
      <Typography.Paragraph type="secondary">
        Orders placed with your shops. Move each paid order on as you prepare, dispatch and deliver it; the buyer is told of every step and follows it on
        ElimuHub.
      </Typography.Paragraph>
      {!myShops.rows.length ? (
        <Result
          status="info"
          title="No shop yet"
          subTitle="Orders for the shops you keep appear here."
          extra={<Link to="/shop/shops/create">Add a shop</Link>}
        />
      ) : (
        <>
          <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
            {(shopId !== null ? myShops.rows.filter((shop) => Number(shop.id) === shopId) : myShops.rows).map((shop) => (
              <ShopSales key={String(shop.id)} shopId={Number(shop.id)} shopName={String(shop.name)} />
            ))}
          </Space>
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
              options={[{ value: null, label: 'Every status' }, ...orderStatuses.map((value) => ({ value, label: orderStatusLabels[value] }))]}
            />
          </Space>
          <ResponsiveTable
            tableProps={{
              ...tableProps,
              pagination: { ...tableProps.pagination, showSizeChanger: false, showTotal: (total) => `${total} order${total === 1 ? '' : 's'}` },
            }}
            rows={rows}
            emptyText={status ? `No ${orderStatusLabels[status as OrderStatus].toLowerCase()} orders.` : 'No orders yet.'}
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
              { key: 'delivery', title: 'Delivery', render: (row) => <DeliveryDetails row={row} /> },
              {
                key: 'total',
                title: 'Total',
                render: (row) => (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                      {formatKes(Number(row.total))}
                    </Typography.Text>
                    {row.voucher_code ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                        Voucher {String(row.voucher_code)} −{formatKes(Number(row.discount ?? 0))}
                      </Typography.Text>
                    ) : null}
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
                render: (row) => <OrderMoveButtons order={row} actors={actors} />,
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
