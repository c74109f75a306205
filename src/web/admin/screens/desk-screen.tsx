/**
 * An owner's desk (My listings, My jobs, My shop): the first screen a school, employer or vendor sees. Each kind
 * of listing the desk holds and the grants let them keep, with where every row stands; beside the heading, the
 * screens for what visitors did with them (applicants, orders) and their numbers.
 */
import { LineChartOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Button, Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { getResource } from '../../../registry/index.ts';
import { ownerDesks, type OwnerDesk } from '../../../registry/owner-desks.ts';
import { PageFrame } from '../layout/page-frame.tsx';
import { DeskListings } from '../owners/desk-listings.tsx';
import { actsAs, mayAct } from '../providers/grants.ts';
import { useGrants } from '../providers/use-grants.ts';
import { extraScreens } from '../resources/extra-screens.ts';
import { ownerAnalyticsScreen } from '../resources/owner-screens.tsx';
import { refineResources } from '../resources/refine-resources.tsx';

/** The screens that list a desk's outcomes for its owner: the applicants to their jobs, the orders for their shop. */
const outcomeScreens: Record<string, string> = { 'jobs/applications': extraScreens.applicants, 'shop/orders': extraScreens.shopOrders };
const outcomeScreen = (desk: OwnerDesk) => desk.outcome && refineResources.find((entry) => entry.name === outcomeScreens[desk.outcome!.resource]);

const OutcomeLink = ({ desk }: { desk: OwnerDesk }) => {
  const screen = outcomeScreen(desk);
  const { data } = useCan({ resource: screen?.name ?? '', action: 'list', queryOptions: { enabled: Boolean(screen) } });
  if (!screen || !data?.can) return null;
  return (
    <Link to={String(screen.list)}>
      <Button>{String(screen.meta?.label)}</Button>
    </Link>
  );
};

const DeskScreen = ({ deskKey }: { deskKey: string }) => {
  const grants = useGrants();
  const desk = ownerDesks.find((each) => each.key === deskKey)!;
  if (!grants) return <PageFrame title={desk.label} loading />;
  const kept = Object.entries(desk.listings)
    .map(([name, page]) => ({ resource: getResource(name), page }))
    .filter(({ resource }) => actsAs(grants, resource, 'update', 'own') || mayAct(grants, resource, 'create'));
  return (
    <PageFrame
      title={desk.label}
      actions={
        <>
          <OutcomeLink desk={desk} />
          <Link to={`/${ownerAnalyticsScreen}`}>
            <Button icon={<LineChartOutlined />}>My numbers</Button>
          </Link>
        </>
      }
    >
      <Typography.Paragraph type="secondary">
        What you list on ElimuHub. A new listing or a change to a live one shows on the site once the ElimuHub team has reviewed it.
      </Typography.Paragraph>
      {kept.length ? (
        kept.map(({ resource, page }) => <DeskListings key={resource.name} resource={resource} grants={grants} page={page} />)
      ) : (
        <Result status="info" title="Nothing to keep here" subTitle="Your account may no longer change these listings." />
      )}
    </PageFrame>
  );
};

export default DeskScreen;
