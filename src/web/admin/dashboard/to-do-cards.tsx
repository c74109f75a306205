/** What staff have to act on now, each figure a link to exactly the rows it counts. */
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { orders } from '../../../registry/resources/shop.ts';
import { feedback, tickets } from '../../../registry/resources/support.ts';
import { extraScreens } from '../resources/extra-screens.ts';
import type { DashboardData } from './dashboard-data.ts';
import { listLink } from './list-links.ts';

interface ToDo {
  key: string;
  title: string;
  count: number;
  detail?: string;
  action: string;
  to: string;
}

const toDos = (toDo: DashboardData['toDo']): ToDo[] => [
  {
    key: 'moderation',
    title: 'Waiting for moderation',
    count: toDo.submissions + toDo.changes,
    detail: `${toDo.submissions} new, ${toDo.changes} changed`,
    action: 'Moderate',
    to: `/${extraScreens.moderation}`,
  },
  {
    key: 'tickets',
    title: 'Open support tickets',
    count: toDo.openTickets,
    action: 'Answer tickets',
    to: listLink(tickets.name, [{ field: 'status', operator: 'eq', value: 'open' }]),
  },
  {
    key: 'messages',
    title: 'Unanswered messages',
    count: toDo.unansweredMessages,
    action: 'Answer messages',
    to: listLink(feedback.name, [{ field: 'handled', operator: 'eq', value: false }]),
  },
  {
    key: 'orders',
    title: 'Unpaid orders',
    count: toDo.unpaidOrders,
    action: 'Follow up orders',
    to: listLink(orders.name, [{ field: 'status', operator: 'eq', value: 'pending' }]),
  },
];

export const ToDoCards = ({ toDo }: { toDo: DashboardData['toDo'] }) => (
  <Row gutter={[12, 12]}>
    {toDos(toDo).map((item) => (
      <Col key={item.key} xs={12} lg={6}>
        <Card size="small" data-to-do={item.key} style={{ height: '100%', borderColor: item.count ? '#faad14' : undefined }}>
          <Statistic title={item.title} value={item.count} />
          {item.detail && <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>{item.detail}</div>}
          <Link to={item.to}>
            {item.action}
            {'\u00a0→'}
          </Link>
        </Card>
      </Col>
    ))}
  </Row>
);
