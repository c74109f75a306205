/**
 * Applicants to the signed-in employer's (or school's) jobs: who applied, to which job, where they stand, the
 * employer's private notes and the CV they sent. The employer moves the stage and keeps notes; nothing else of
 * an application is theirs to change, so nothing else is offered.
 */
import { useTable } from '@refinedev/antd';
import { CanAccess, useUpdate, type BaseRecord } from '@refinedev/core';
import { Card, Checkbox, Result, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { applicationStages, applications, jobs, type StageMove } from '../../../registry/resources/jobs.ts';
import { FieldValue } from '../fields/field-value.tsx';
import { useRelated } from '../list/use-ref-titles.ts';
import { NotesEditor } from '../parties/notes-editor.tsx';
import { BulkMove, ExportCsv, StageCounts, StageHistory, useStageCounts } from '../parties/pipeline-tools.tsx';
import { ResponsiveTable } from '../parties/responsive-table.tsx';
import { useOwnRows } from '../parties/use-own-rows.ts';
import { recordAllows, writableFor, type RelatedLookup } from '../providers/record-access.ts';
import { useGrants } from '../providers/use-grants.ts';
import { extraScreens } from '../resources/extra-screens.ts';

const stageTones: Record<string, string> = { Hired: '#389e0d', Rejected: '#cf1322', Interview: '#1677ff', Offer: '#1677ff', Shortlisted: '#d48806' };

const Applicants = () => {
  const grants = useGrants();
  const myJobs = useOwnRows(jobs, grants?.userId);
  const [jobId, setJobId] = useState<number | null>(null);
  const [stage, setStage] = useState<string | null>(null);
  const jobIds = jobId !== null ? [jobId] : myJobs.rows.map((job) => Number(job.id));
  const { tableProps } = useTable<BaseRecord>({
    resource: applications.name,
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    filters: {
      permanent: [
        { field: 'job_id', operator: 'eq', value: jobIds },
        { field: 'stage', operator: 'eq', value: stage ?? undefined },
      ],
    },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    queryOptions: { enabled: jobIds.length > 0 },
  });
  const rows = jobIds.length ? (tableProps.dataSource ?? []) : [];
  const resumes = useRelated(applications, ['resume_id'], rows);
  // Every job listed here is the employer's own, which is what makes them its employer.
  const lookup: RelatedLookup = (field, id) => (field === 'job_id' ? myJobs.byId.get(id) : resumes.lookup(field, id));
  const { mutate: update, mutation } = useUpdate();
  const stageCounts = useStageCounts();
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number, on: boolean) => setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const changing = mutation.isPending ? mutation.variables?.id : undefined;

  if (!grants || myJobs.loading) return <Card title="Applicants" loading />;
  const mayWrite = (row: BaseRecord, field: string) =>
    recordAllows(grants, applications, 'update', row, lookup) && (writableFor(grants, applications, row, lookup)?.has(field) ?? true);
  const applicant = (row: BaseRecord) => {
    const resume = resumes.lookup('resume_id', Number(row.resume_id));
    return resume ? `${String(resume.first_name ?? '')} ${String(resume.last_name ?? '')}`.trim() : `Applicant #${row.id}`;
  };

  return (
    <Card title="Applicants">
      <Typography.Paragraph type="secondary">
        Everyone who applied to the jobs you posted. Move an applicant through the stages and keep notes that only you and the ElimuHub team see.
      </Typography.Paragraph>
      {!myJobs.rows.length ? (
        <Result
          status="info"
          title="No jobs yet"
          subTitle="Applications to the jobs you post appear here."
          extra={<Link to="/jobs/main/create">Add a job</Link>}
        />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            <Select<number | null>
              aria-label="Job"
              style={{ minWidth: 220, maxWidth: '100%' }}
              value={jobId}
              onChange={(value) => (setJobId(value), setSelected([]))}
              options={[{ value: null, label: 'All my jobs' }, ...myJobs.rows.map((job) => ({ value: Number(job.id), label: String(job.title) }))]}
            />
            <Select<string | null>
              aria-label="Stage filter"
              style={{ minWidth: 160 }}
              value={stage}
              onChange={setStage}
              options={[{ value: null, label: 'Every stage' }, ...applicationStages.map((value) => ({ value, label: value }))]}
            />
            {jobId !== null ? <ExportCsv jobId={jobId} /> : null}
          </Space>
          <StageCounts counts={stageCounts.counts} jobId={jobId} stage={stage} onStage={setStage} />
          <div style={{ marginBottom: 12 }}>
            <BulkMove ids={selected} onMoved={() => (setSelected([]), stageCounts.reload())} />
          </div>
          <ResponsiveTable
            tableProps={{
              ...tableProps,
              pagination: { ...tableProps.pagination, showSizeChanger: false, showTotal: (total) => `${total} applicant${total === 1 ? '' : 's'}` },
            }}
            rows={rows}
            emptyText={stage ? `No applicants at the ${stage} stage.` : 'No applications yet.'}
            columns={[
              {
                key: 'applicant',
                title: 'Applicant',
                render: (row) => {
                  const resume = resumes.lookup('resume_id', Number(row.resume_id));
                  return (
                    <Space align="start">
                      <Checkbox
                        aria-label={`Select ${applicant(row)}`}
                        checked={selected.includes(Number(row.id))}
                        disabled={!mayWrite(row, 'stage')}
                        onChange={(e) => toggle(Number(row.id), e.target.checked)}
                      />
                      <Space direction="vertical" size={0}>
                        <Link to={`/jobs/applications/show/${row.id}`}>
                          <Typography.Text strong>{applicant(row)}</Typography.Text>
                        </Link>
                        {resume?.email ? (
                          <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                            {String(resume.email)}
                          </Typography.Text>
                        ) : null}
                        {resume?.phone_number ? (
                          <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                            {String(resume.phone_number)}
                          </Typography.Text>
                        ) : null}
                      </Space>
                    </Space>
                  );
                },
              },
              {
                key: 'job',
                title: 'Job',
                render: (row) => <Link to={`/jobs/main/show/${row.job_id}`}>{String(myJobs.byId.get(Number(row.job_id))?.title ?? `#${row.job_id}`)}</Link>,
              },
              {
                key: 'created_at',
                title: 'Applied',
                render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{dayjs(String(row.created_at)).format('D MMM YYYY')}</span>,
              },
              {
                key: 'stage',
                title: 'Stage',
                render: (row) => (
                  <Space direction="vertical" size={0}>
                    {mayWrite(row, 'stage') ? (
                      <Select<string>
                        aria-label={`Stage of ${applicant(row)}`}
                        size="small"
                        style={{ width: 130 }}
                        value={String(row.stage)}
                        loading={changing === row.id}
                        disabled={changing === row.id}
                        onChange={(value) =>
                          update(
                            {
                              resource: applications.name,
                              id: row.id!,
                              values: { stage: value },
                              successNotification: { type: 'success', message: `${applicant(row)}: ${value}.` },
                            },
                            { onSuccess: stageCounts.reload },
                          )
                        }
                        options={applicationStages.map((value) => ({ value, label: <span style={{ color: stageTones[value] }}>{value}</span> }))}
                      />
                    ) : (
                      <FieldValue field={applications.fields.stage!} value={row.stage} compact />
                    )}
                    <StageHistory moves={(row.stage_history as StageMove[] | null) ?? []} />
                  </Space>
                ),
              },
              {
                key: 'employer_notes',
                title: 'Your notes',
                render: (row) => (
                  <NotesEditor
                    resource={applications.name}
                    id={Number(row.id)}
                    field="employer_notes"
                    value={(row.employer_notes as string | null) ?? null}
                    about={applicant(row)}
                    editable={mayWrite(row, 'employer_notes')}
                  />
                ),
              },
              {
                key: 'cv',
                title: 'CV',
                render: (row) => {
                  const resume = resumes.lookup('resume_id', Number(row.resume_id));
                  if (!resume?.resume_file) return <Typography.Text type="secondary">—</Typography.Text>;
                  // The server signs the link for an hour; it opens the PDF the applicant uploaded.
                  return (
                    <Space direction="vertical" size={0}>
                      <a href={String(resume.resume_file)} target="_blank" rel="noreferrer noopener">
                        Open CV
                      </a>
                      {resume.cover_letter_file ? (
                        <a href={String(resume.cover_letter_file)} target="_blank" rel="noreferrer noopener">
                          Cover letter
                        </a>
                      ) : null}
                    </Space>
                  );
                },
              },
            ]}
          />
        </>
      )}
    </Card>
  );
};

export default function ApplicantsScreen() {
  return (
    <CanAccess
      resource={extraScreens.applicants}
      action="list"
      fallback={<Result status="403" title="Only employers and schools see applicants to their jobs." />}
    >
      <Applicants />
    </CanAccess>
  );
}
