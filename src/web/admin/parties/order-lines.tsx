/** An order's lines as a small table: what was bought, how many, at what price, and the line's amount. */
import { Table, Typography } from 'antd';
import { formatKes } from '../../../registry/money.ts';

import type { OrderLine } from '../../../registry/resources/shop.ts';

export type { OrderLine };

export const OrderLines = ({ lines }: { lines: readonly OrderLine[] }) => (
  <Table<OrderLine>
    className="order-lines"
    dataSource={[...lines]}
    rowKey={(line) => `${line.product_id} ${line.variant_id ?? ''} ${line.name}`}
    size="small"
    pagination={false}
    style={{ minWidth: 240 }}
    columns={[
      {
        key: 'name',
        title: 'Item',
        render: (_, line) => (
          <Typography.Text>
            {line.name}
            {line.variant ? <Typography.Text type="secondary"> · {line.variant}</Typography.Text> : null}
          </Typography.Text>
        ),
      },
      { key: 'quantity', title: 'Qty', align: 'right', width: 48, render: (_, line) => line.quantity },
      { key: 'price', title: 'Price', align: 'right', render: (_, line) => <span style={{ whiteSpace: 'nowrap' }}>{formatKes(line.price)}</span> },
    ]}
  />
);
