/** The moderation queue: every moderated resource the user may decide on, a tab each with its pending rows. */
import { CanAccess } from '@refinedev/core';
import { Card, Result, Tabs, Typography } from 'antd';
import { PendingCount } from '../moderation/pending-count.tsx';
import { QueueTable } from '../moderation/queue-table.tsx';
import { mayChangeAny } from '../providers/grants.ts';
import { useGrants } from '../providers/use-grants.ts';
import { extraScreens } from '../resources/extra-screens.ts';
import { moderatedResources } from '../resources/moderated.ts';

export default function ModerationScreen() {
  const grants = useGrants();
  const queues = grants ? moderatedResources.filter((resource) => mayChangeAny(grants, resource)) : [];
  return (
    <CanAccess resource={extraScreens.moderation} action="list" fallback={<Result status="403" title="Only admins and editors moderate listings." />}>
      <Card title="Moderation queue">
        <Typography.Paragraph type="secondary">
          New listings and reviews stay off the public site until they are approved here. Rejected ones stay hidden.
        </Typography.Paragraph>
        <Tabs
          items={queues.map((resource) => ({
            key: resource.name,
            label: <PendingCount resource={resource} />,
            children: <QueueTable resource={resource} />,
          }))}
        />
      </Card>
    </CanAccess>
  );
}
