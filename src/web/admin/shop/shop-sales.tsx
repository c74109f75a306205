/**
 * A shop's figures for its owner: orders by status and the revenue of paid orders (GET /api/shop/shops/{id}/sales),
 * and the CSV export of every order, made by the server and saved as a file.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Space, Statistic } from 'antd';
import { useState } from 'react';
import { http } from '../providers/http.ts';
import { formatKes } from '../../../registry/money.ts';

interface Sales {
  orders: number;
  paid_orders: number;
  revenue: number;
  by_status: Record<string, number>;
}

const fileName = (disposition: string | undefined, shopId: number) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `orders-${shopId}.csv`;

export const ShopSales = ({ shopId, shopName }: { shopId: number; shopName: string }) => {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const sales = useQuery({
    queryKey: ['shop-sales', shopId],
    queryFn: async () => (await http.get<Sales>(`/api/shop/shops/${shopId}/sales`)).data,
  });
  const download = async () => {
    setExporting(true);
    try {
      // The export needs the session's token, so it is fetched here and handed to the browser as a file.
      const response = await http.get<Blob>(`/api/shop/shops/${shopId}/orders.csv`, { responseType: 'blob' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(response.data);
      link.download = fileName(response.headers['content-disposition'] as string | undefined, shopId);
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      void message.error((error as { message?: string }).message ?? 'The export failed.');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card
      size="small"
      title={shopName}
      loading={sales.isLoading}
      extra={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
          Export CSV
        </Button>
      }
    >
      {sales.data ? (
        <Space wrap size="large">
          <Statistic title="Revenue (paid orders)" value={formatKes(sales.data.revenue)} />
          <Statistic title="Paid orders" value={sales.data.paid_orders} />
          <Statistic title="To prepare" value={sales.data.by_status.paid ?? 0} />
          <Statistic title="Being prepared" value={sales.data.by_status.processing ?? 0} />
          <Statistic title="All orders" value={sales.data.orders} />
        </Space>
      ) : (
        sales.error && <span>{(sales.error as { message?: string }).message}</span>
      )}
    </Card>
  );
};
