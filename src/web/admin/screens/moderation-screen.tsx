/**
 * The moderation desk: one queue, oldest first, of every moderated resource the user may decide on (new rows and
 * live rows with changes waiting), paged on the server, filtered by type. A row is approved (after a confirmation)
 * or rejected (with a reason the submitter is told); selected rows are decided together. j/k/o/x/a/r and ? work
 * the desk from the keyboard.
 */
import { QuestionOutlined } from '@ant-design/icons';
import { CanAccess, stringifyTableParams } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Grid, Result, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { findResource } from '../../../registry/index.ts';
import { PageFrame } from '../layout/page-frame.tsx';
import { ChangesPanel } from '../moderation/changes-table.tsx';
import { DecisionButtons } from '../moderation/decision-buttons.tsx';
import type { QueueItem } from '../../../registry/moderation-queue.ts';
import { itemKey, loadQueue, pageSize, queueKey } from '../moderation/queue-api.ts';
import { queueColumns } from '../moderation/queue-columns.tsx';
import { RejectDialog } from '../moderation/reject-dialog.tsx';
import { KeyHint, ShortcutHelp } from '../moderation/shortcut-help.tsx';
import { TypeFilter } from '../moderation/type-filter.tsx';
import { useDecision, type DecisionResult } from '../moderation/use-decision.ts';
import { useQueueCounts } from '../moderation/use-queue-counts.ts';
import { useShortcuts } from '../moderation/use-shortcuts.ts';
import { mayChangeAny } from '../providers/grants.ts';
import { useGrants } from '../providers/use-grants.ts';
import { extraScreens } from '../resources/extra-screens.ts';
import { moderatedResources } from '../resources/moderated.ts';

/**
 * Reviews with reports left out of the weight that hides them (new accounts, one address, a burst of accounts:
 * docs/moderation.md): still public, so not in the queue, yet worth a look.
 */
const floodedReviews = `/content/ratings?${stringifyTableParams({
  pagination: { currentPage: 1, pageSize: 20 },
  filters: [{ field: 'ignored_reports', operator: 'gte', value: 1 }],
  sorters: [{ field: 'created_at', order: 'desc' }],
})}`;

/** 'the school "Nyota Primary School"', or '3 rows'. */
const describe = (items: readonly QueueItem[]) =>
  items.length === 1
    ? `${items[0]!.kind === 'changes' ? 'the changes to ' : ''}the ${findResource(items[0]!.type)!.singular.toLowerCase()} "${items[0]!.title}"`
    : `${items.length} rows`;

export default function ModerationScreen() {
  const { message, modal } = App.useApp();
  const grants = useGrants();
  const types = grants ? moderatedResources.filter((resource) => mayChangeAny(grants, resource)) : [];
  const narrow = Grid.useBreakpoint().md === false;
  const [type, setType] = useState<string>();
  const [page, setPage] = useState(1);
  const queue = useQuery({ queryKey: [...queueKey, 'page', type, page], queryFn: () => loadQueue(type, page), enabled: types.length > 0 });
  const counts = useQueueCounts();
  const rows = useMemo(() => queue.data?.rows ?? [], [queue.data]);
  const [cursor, setCursor] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<QueueItem[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [help, setHelp] = useState(false);
  const { decide, deciding } = useDecision();

  // A page read again (after a decision, a new page) keeps the cursor on a row and drops selections that left it.
  useEffect(() => {
    setCursor((at) => Math.min(at, Math.max(rows.length - 1, 0)));
    setSelected((keys) => {
      const kept = keys.filter((key) => rows.some((row) => itemKey(row) === key));
      return kept.length === keys.length ? keys : kept;
    });
  }, [rows]);
  const narrowTo = (next: string | undefined) => {
    setType(next);
    setPage(1);
    setCursor(0);
  };

  const current = rows[cursor];
  const chosen = rows.filter((row) => selected.includes(itemKey(row)));
  /** The rows a command acts on: those selected, or else the one under the cursor. */
  const targets = (row?: QueueItem) => (row ? [row] : chosen.length ? chosen : current ? [current] : []);

  const report = ({ decided, refused }: DecisionResult, done: string) => {
    if (decided) void message.success(`${decided === 1 ? 'One row' : `${decided} rows`} ${done}.`);
    if (refused.length)
      void message.warning(refused.length === 1 ? refused[0]!.message : `${refused.length} rows were not decided. The first: ${refused[0]!.message}`, 8);
  };
  const approve = (items: QueueItem[]) => {
    if (!items.length) return;
    setConfirming(true);
    modal.confirm({
      title: `Approve ${describe(items)}?`,
      content: 'The public sees it at once, and the submitter is told by notification and email.',
      okText: 'Approve',
      autoFocusButton: 'ok',
      // Not afterClose: the hook's confirm does not always call it, which left the keyboard off for good.
      onCancel: () => setConfirming(false),
      onOk: async () => {
        try {
          report(await decide(items, 'approve'), 'approved: the public now sees them');
        } catch (error) {
          void message.error((error as Error).message);
        } finally {
          setConfirming(false);
        }
      },
    });
  };
  const reject = (items: QueueItem[]) => items.length && setRejecting(items);
  const toggle = (key: string, list: string[], set: (keys: string[]) => void) => set(list.includes(key) ? list.filter((k) => k !== key) : [...list, key]);

  useShortcuts(
    {
      j: () => setCursor((at) => Math.min(at + 1, rows.length - 1)),
      k: () => setCursor((at) => Math.max(at - 1, 0)),
      o: () => current?.kind === 'changes' && toggle(itemKey(current), open, setOpen),
      x: () => current && toggle(itemKey(current), selected, setSelected),
      a: () => approve(targets()),
      r: () => reject(targets()),
      '?': () => setHelp(true),
    },
    !rejecting && !confirming && !help && !deciding,
  );

  const decision = (item: QueueItem) => (
    <DecisionButtons
      item={item}
      disabled={deciding}
      open={open.includes(itemKey(item))}
      onApprove={() => approve(targets(item))}
      onReject={() => reject(targets(item))}
      onToggle={() => toggle(itemKey(item), open, setOpen)}
    />
  );

  return (
    <CanAccess resource={extraScreens.moderation} action="list" fallback={<Result status="403" title="Only admins and editors moderate listings." />}>
      <PageFrame
        title="Moderation queue"
        // A phone has no keyboard to speak of: the shortcuts stay out of its way.
        actions={
          <Space>
            <Link to="/moderation/claims">
              <Button>Claims</Button>
            </Link>
            <Link to={floodedReviews}>
              <Button>Report floods</Button>
            </Link>
            {!narrow && (
              <Button icon={<QuestionOutlined />} onClick={() => setHelp(true)}>
                Shortcuts
              </Button>
            )}
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">
          New listings and reviews stay off the public site until they are approved here; changes to a live listing wait here too, while the public keeps the
          approved version. Rejecting asks for a reason, which the submitter is told.
          {!narrow && <KeyHint />}
        </Typography.Paragraph>
        <Space wrap style={{ marginBottom: 12, width: '100%' }} className="queue-toolbar">
          <TypeFilter types={types} counts={counts} value={type} onChange={narrowTo} />
          {chosen.length > 0 && (
            <Space wrap className="bulk-bar">
              <Typography.Text strong>{chosen.length} selected</Typography.Text>
              <Button type="primary" disabled={deciding} onClick={() => approve(chosen)}>
                Approve {chosen.length}
              </Button>
              <Button danger disabled={deciding} onClick={() => reject(chosen)}>
                Reject {chosen.length}
              </Button>
              <Button type="link" onClick={() => setSelected([])}>
                Clear
              </Button>
            </Space>
          )}
        </Space>
        <Table<QueueItem>
          className="moderation-queue"
          rowKey={itemKey}
          size="middle"
          loading={queue.isLoading}
          dataSource={rows}
          columns={queueColumns(narrow, decision)}
          scroll={narrow ? undefined : { x: 'max-content' }}
          locale={{ emptyText: queue.error ? queue.error.message : type ? 'Nothing of this type waits.' : 'Nothing waits for a decision.' }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), columnWidth: 32 }}
          expandable={{
            expandedRowKeys: open,
            showExpandColumn: false,
            rowExpandable: (item) => item.kind === 'changes',
            expandedRowRender: (item) => <ChangesPanel item={item} />,
          }}
          onRow={(_, index) => ({
            onClick: () => setCursor(index ?? 0),
            'aria-current': index === cursor ? 'true' : undefined,
            style: index === cursor ? { background: '#e6f4ff', boxShadow: 'inset 3px 0 0 #1677ff' } : undefined,
          })}
          pagination={{
            current: page,
            pageSize,
            total: queue.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            size: narrow ? 'small' : 'default',
            hideOnSinglePage: true,
          }}
        />
      </PageFrame>
      <RejectDialog
        what={rejecting ? describe(rejecting) : null}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => report(await decide(rejecting!, 'reject', reason), 'rejected; the submitter has been told why')}
      />
      <ShortcutHelp open={help} onClose={() => setHelp(false)} />
    </CanAccess>
  );
}
