/**
 * The duplicates desk (docs/data-quality.md): pairs of listings that are likely one place, both side by side,
 * paged on the server. The editor keeps one (the other is merged into it) or says they are not duplicates; either
 * way the pair leaves the desk.
 */
import { CanAccess, useInvalidate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Pagination, Result, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { getResource } from '../../../registry/index.ts';
import { duplicateKinds } from '../../../registry/resources/institutions.ts';
import type { DuplicatePair } from '../../../registry/duplicate-pairs.ts';
import { duplicatesKey, loadPairs, markDistinct, mergePair, pairsPerPage } from '../duplicates/duplicates-api.ts';
import { ListingCard } from '../duplicates/listing-card.tsx';
import { PageFrame } from '../layout/page-frame.tsx';
import { extraScreens } from '../resources/extra-screens.ts';

const kinds = duplicateKinds.map((name) => getResource(name));

const why = (pair: DuplicatePair) =>
  pair.reason === 'near'
    ? `Same name, ${pair.distance} m apart`
    : `Same name, same ward${pair.distance === null ? '' : ` (${(pair.distance / 1000).toFixed(1)} km apart)`}`;

export default function DuplicatesScreen() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const [kind, setKind] = useState<string>(kinds[0]!.name);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const resource = getResource(kind);
  const pairs = useQuery({ queryKey: [...duplicatesKey, kind, page], queryFn: () => loadPairs(kind, page) });

  const act = async (key: string, work: () => Promise<string>) => {
    setBusy(key);
    try {
      message.success(await work());
    } catch (error) {
      message.error((error as { message?: string }).message ?? 'The server could not do it.');
    } finally {
      setBusy(null);
      void client.invalidateQueries({ queryKey: duplicatesKey });
      void invalidate({ resource: kind, invalidates: ['list', 'many', 'detail'] });
    }
  };
  const keep = (pair: DuplicatePair, kept: 'first' | 'second') => {
    const [winner, loser] = kept === 'first' ? [pair.first, pair.second] : [pair.second, pair.first];
    return act(`${pair.first.id}-${pair.second.id}-${kept}`, async () => {
      const answer = await mergePair(kind, winner.id, loser.id);
      const reviews = answer.moved['content/ratings'] ?? 0;
      return `"${loser.name}" merged into "${winner.name}"${reviews ? `, with ${reviews} review${reviews === 1 ? '' : 's'}` : ''}.`;
    });
  };
  const distinct = (pair: DuplicatePair) =>
    act(`${pair.first.id}-${pair.second.id}-distinct`, async () => {
      await markDistinct(kind, pair.first.id, pair.second.id);
      return `Marked as two different ${resource.label.toLowerCase()}.`;
    });

  const total = pairs.data?.total ?? 0;
  return (
    <CanAccess resource={extraScreens.duplicates} action="list" fallback={<Result status="403" title="Only admins and editors merge duplicate listings." />}>
      <PageFrame
        title="Likely duplicates"
        actions={
          <Segmented
            aria-label="Listing kind"
            value={kind}
            onChange={(value) => {
              setKind(String(value));
              setPage(1);
            }}
            options={kinds.map((each) => ({ value: each.name, label: each.label }))}
          />
        }
      >
        <Typography.Paragraph type="secondary">
          Listings with the same name within 300 m of each other, or in the same ward. Keep one and the other is merged into it; or mark the two as different
          places.
        </Typography.Paragraph>
        {pairs.isError ? (
          <Typography.Paragraph type="danger" role="alert">
            {(pairs.error as { message?: string }).message ?? 'The pairs could not be loaded.'}
          </Typography.Paragraph>
        ) : null}
        {pairs.data && !pairs.data.pairs.length ? <Empty description={`No likely duplicate ${resource.label.toLowerCase()} to look at.`} /> : null}
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {(pairs.data?.pairs ?? []).map((pair) => {
            const key = `${pair.first.id}-${pair.second.id}`;
            return (
              <Card
                key={key}
                size="small"
                loading={pairs.isFetching && !pairs.data}
                title={
                  <Space wrap>
                    <Tag color={pair.reason === 'near' ? 'orange' : 'blue'}>{why(pair)}</Tag>
                  </Space>
                }
                extra={
                  <Button onClick={() => void distinct(pair)} loading={busy === `${key}-distinct`} disabled={busy !== null}>
                    Not duplicates
                  </Button>
                }
              >
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
                  <ListingCard
                    resource={resource}
                    listing={pair.first}
                    other={pair.second}
                    busy={busy === `${key}-first`}
                    onKeep={() => void keep(pair, 'first')}
                  />
                  <ListingCard
                    resource={resource}
                    listing={pair.second}
                    other={pair.first}
                    busy={busy === `${key}-second`}
                    onKeep={() => void keep(pair, 'second')}
                  />
                </div>
              </Card>
            );
          })}
        </Space>
        {total > pairsPerPage ? (
          <Pagination
            style={{ marginTop: 16 }}
            current={page}
            pageSize={pairsPerPage}
            total={total}
            showSizeChanger={false}
            onChange={setPage}
            showTotal={(count) => `${count.toLocaleString('en-KE')} pairs`}
          />
        ) : total ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {total} {total === 1 ? 'pair' : 'pairs'}
          </Typography.Paragraph>
        ) : null}
      </PageFrame>
    </CanAccess>
  );
}
