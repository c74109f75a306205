/** An order's lines as a small table: what was bought, how many, at what price, and the line's amount. */
import { Table, Typography } from 'antd';
import { formatKes } from '../fields/field-value.tsx';

export interface OrderLine {
  product_id: number;
  shop_id?: number | null;
  name: string;
  price: number;
  quantity: number;
}

export const OrderLines = ({ lines }: { lines: readonly OrderLine[] }) => (
  <Table<OrderLine>
    className="order-lines"
    dataSource={[...lines]}
    rowKey={(line) => `${line.product_id} ${line.name}`}
    size="small"
    pagination={false}
    style={{ minWidth: 240 }}
    columns={[
      { key: 'name', title: 'Item', render: (_, line) => <Typography.Text>{line.name}</Typography.Text> },
      { key: 'quantity', title: 'Qty', align: 'right', width: 48, render: (_, line) => line.quantity },
      { key: 'price', title: 'Price', align: 'right', render: (_, line) => <span style={{ whiteSpace: 'nowrap' }}>{formatKes(line.price)}</span> },
    ]}
  />
);
