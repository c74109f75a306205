/**
 * The employer's pipeline at a glance and in bulk: applications per stage on the chosen job (or all its jobs),
 * each count a filter; the selected applicants moved to one stage at once (all or nothing, on the server); the
 * chosen job's applications downloaded as a CSV the server writes.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { useInvalidate } from '@refinedev/core';
import { App, Button, Select, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { applicationStages, applications, type StageMove } from '../../../registry/resources/jobs.ts';
import { http } from '../providers/http.ts';

interface JobCounts {
  job_id: number;
  title: string;
  total: number;
  stages: Record<string, number>;
}

const failure = (error: unknown) => (error as { message?: string }).message ?? 'The server could not be reached.';

/** Counts per stage for the employer's jobs, reloaded with `reload` after a move. */
export const useStageCounts = () => {
  const [counts, setCounts] = useState<JobCounts[]>([]);
  const reload = useCallback(() => {
    void http.get<JobCounts[]>('/api/jobs/stage-counts').then(
      (reply) => setCounts(reply.data),
      () => setCounts([]),
    );
  }, []);
  useEffect(reload, [reload]);
  return { counts, reload };
};

export const StageCounts = ({
  counts,
  jobId,
  stage,
  onStage,
}: {
  counts: JobCounts[];
  jobId: number | null;
  stage: string | null;
  onStage: (stage: string | null) => void;
}) => {
  const shown = jobId === null ? counts : counts.filter((c) => c.job_id === jobId);
  const sum = (name: string) => shown.reduce((total, c) => total + (c.stages[name] ?? 0), 0);
  return (
    <Space wrap size={[4, 8]} aria-label="Applications per stage" style={{ marginBottom: 12 }}>
      {applicationStages.map((name) => (
        <Tag.CheckableTag key={name} checked={stage === name} onChange={(on) => onStage(on ? name : null)}>
          {name}: {sum(name)}
        </Tag.CheckableTag>
      ))}
    </Space>
  );
};

export const BulkMove = ({ ids, onMoved }: { ids: number[]; onMoved: () => void }) => {
  const [stage, setStage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const move = async () => {
    setBusy(true);
    try {
      const reply = await http.post<{ moved: unknown[] }>('/api/jobs/applications/moves', { ids, stage });
      void message.success(`${reply.data.moved.length} applicant${reply.data.moved.length === 1 ? '' : 's'} moved to ${stage}.`);
      await invalidate({ resource: applications.name, invalidates: ['list', 'many', 'detail'] });
      onMoved();
    } catch (error) {
      void message.error(failure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      <span>{ids.length} selected</span>
      <Select<string>
        aria-label="Move selected to"
        placeholder="Move to stage"
        style={{ minWidth: 160 }}
        value={stage ?? undefined}
        onChange={setStage}
        options={applicationStages.map((value) => ({ value, label: value }))}
      />
      <Button type="primary" disabled={!ids.length || !stage} loading={busy} onClick={() => void move()}>
        Move selected
      </Button>
    </Space>
  );
};

/** Downloads the job's applications; the link needs the session's token, so it is fetched, then saved. */
export const ExportCsv = ({ jobId }: { jobId: number }) => {
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const download = async () => {
    setBusy(true);
    try {
      const reply = await http.get<Blob>(`/api/jobs/main/${jobId}/applications.csv`, { responseType: 'blob' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(reply.data);
      link.download = `job-${jobId}-applications.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      void message.error(failure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      Export CSV
    </Button>
  );
};

/** Every move of an application (when, from, to), behind a small link under its stage. */
export const StageHistory = ({ moves }: { moves: StageMove[] }) => {
  const changes = moves.filter((move) => move.from !== null);
  if (!changes.length) return null;
  const lines = changes.map((move) => `${dayjs(move.at).format('D MMM YYYY HH:mm')}: ${move.from} → ${move.to}`);
  return (
    <Tooltip title={<div style={{ whiteSpace: 'pre-line' }}>{lines.join('\n')}</div>}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} tabIndex={0}>
        {changes.length} move{changes.length === 1 ? '' : 's'}, last {dayjs(changes.at(-1)!.at).format('D MMM')}
      </Typography.Text>
    </Tooltip>
  );
};
