/**
 * The moderation queue: every moderated resource the user may decide on, a tab each with its new rows and its
 * live rows with changes waiting. Listings come first, then contributions; the queue opens on the first tab with
 * work waiting.
 */
import { CanAccess } from '@refinedev/core';
import { Card, Result, Tabs, Typography } from 'antd';
import { RevisionList } from '../moderation/revision-list.tsx';
import { useCallback, useState } from 'react';
import type { Family, Resource } from '../../../registry/resource.ts';
import { PendingCount } from '../moderation/pending-count.tsx';
import { QueueTable } from '../moderation/queue-table.tsx';
import { mayChangeAny } from '../providers/grants.ts';
import { useGrants } from '../providers/use-grants.ts';
import { extraScreens } from '../resources/extra-screens.ts';
import { moderatedResources } from '../resources/moderated.ts';

const listingFamilies: readonly Family[] = ['Institutions', 'Shop', 'Jobs'];
const listingsFirst = (resource: Resource) => (listingFamilies.includes(resource.family) ? 0 : 1);

export default function ModerationScreen() {
  const grants = useGrants();
  const queues = grants ? moderatedResources.filter((resource) => mayChangeAny(grants, resource)).sort((a, b) => listingsFirst(a) - listingsFirst(b)) : [];
  const [picked, setPicked] = useState<string>();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const countOf = useCallback((name: string) => (count: number) => setCounts((known) => (known[name] === count ? known : { ...known, [name]: count })), []);
  const waiting = queues.find((resource) => (counts[resource.name] ?? 0) > 0);
  return (
    <CanAccess resource={extraScreens.moderation} action="list" fallback={<Result status="403" title="Only admins and editors moderate listings." />}>
      <Card title="Moderation queue">
        <Typography.Paragraph type="secondary">
          New listings and reviews stay off the public site until they are approved here. Changes to a live listing wait here too:
          the public keeps the approved version until you approve them. Rejecting asks for a reason, which the submitter is told.
        </Typography.Paragraph>
        <Tabs
          activeKey={picked ?? waiting?.name ?? queues[0]?.name}
          onChange={setPicked}
          items={queues.map((resource) => ({
            key: resource.name,
            label: <PendingCount resource={resource} onCount={countOf(resource.name)} />,
            children: (
              <>
                <Typography.Title level={5}>New {resource.label.toLowerCase()}</Typography.Title>
                <QueueTable resource={resource} />
                <Typography.Title level={5} style={{ marginTop: 24 }}>
                  Changes waiting
                </Typography.Title>
                <RevisionList resource={resource} />
              </>
            ),
          }))}
        />
      </Card>
    </CanAccess>
  );
}
