/**
 * Importing a CSV into a resource (docs/data-quality.md): pick a file, see what each row would do (a dry run on
 * the server, nothing written), then "Apply N rows" writes the rows that add or change something, each as the
 * API would; rows with errors are listed with their reasons and skipped.
 */
import { InboxOutlined } from '@ant-design/icons';
import { useInvalidate } from '@refinedev/core';
import { Alert, App, Button, Result, Space, Statistic, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { matchedByPlace, type ImportAnswer } from '../../../registry/csv-import.ts';
import { findResource } from '../../../registry/index.ts';
import { sendImport } from '../csv/csv-files.ts';
import { ImportRows } from '../csv/import-rows.tsx';
import { PageFrame } from '../layout/page-frame.tsx';
import { mayChangeAny, scopeOf } from '../providers/grants.ts';
import { useGrants } from '../providers/use-grants.ts';

export default function ImportScreen() {
  const { family, base } = useParams();
  const resource = findResource(`${family}/${base}`);
  const grants = useGrants();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  if (!resource) return <Result status="404" title="There is no such list." />;
  if (grants && !(mayChangeAny(grants, resource) && scopeOf(grants, resource, 'create')))
    return <Result status="403" title={`Only admins and editors import ${resource.label.toLowerCase()}.`} />;

  const send = async (chosen: File, mode: 'preview' | 'apply') => {
    setWorking(true);
    setError(null);
    try {
      const result = await sendImport(resource.name, chosen, mode);
      setAnswer(result);
      if (mode === 'apply') {
        message.success(`${result.totals.create} added and ${result.totals.update} changed.`);
        void invalidate({ resource: resource.name, invalidates: ['list', 'many', 'detail'] });
      }
    } catch (failure) {
      setAnswer(null);
      setError((failure as { message?: string }).message ?? 'The file could not be sent.');
    } finally {
      setWorking(false);
    }
  };
  const writable = answer && answer.mode === 'preview' ? answer.totals.create + answer.totals.update : 0;

  return (
    <PageFrame title={`Import ${resource.label.toLowerCase()}`} backTo={`/${resource.name}`}>
      <Typography.Paragraph type="secondary">
        A CSV file with a header line of field names, as an export writes them. A row with an id (or a source and source id) changes that{' '}
        {resource.singular.toLowerCase()}; a row without adds one
        {matchedByPlace(resource) ? `, unless a ${resource.singular.toLowerCase()} of its name is listed at its place already` : ''}. Empty cells leave a field
        as it is. At most 5 000 rows, UTF-8.
      </Typography.Paragraph>
      <Upload.Dragger
        accept=".csv,text/csv"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(chosen) => {
          setFile(chosen);
          void send(chosen, 'preview');
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{file ? file.name : 'Click or drop a CSV file here'}</p>
        <p className="ant-upload-hint">Nothing is written until you apply the preview.</p>
      </Upload.Dragger>
      {error ? <Alert style={{ marginTop: 16 }} type="error" showIcon message={error} role="alert" /> : null}
      {answer ? (
        <div style={{ marginTop: 16 }}>
          <Space wrap size="large" style={{ marginBottom: 12 }}>
            <Statistic title={answer.mode === 'preview' ? 'To add' : 'Added'} value={answer.totals.create} />
            <Statistic title={answer.mode === 'preview' ? 'To change' : 'Changed'} value={answer.totals.update} />
            <Statistic title="Unchanged" value={answer.totals.unchanged} />
            <Statistic title="With errors" value={answer.totals.error} valueStyle={answer.totals.error ? { color: '#cf1322' } : undefined} />
          </Space>
          {answer.columns.ignored.length ? (
            <Typography.Paragraph type="secondary">Columns the server keeps itself, left aside: {answer.columns.ignored.join(', ')}.</Typography.Paragraph>
          ) : null}
          {answer.mode === 'preview' ? (
            <Button
              type="primary"
              disabled={!writable || working}
              loading={working}
              onClick={() => file && void send(file, 'apply')}
              style={{ marginBottom: 12 }}
            >
              Apply {writable} {writable === 1 ? 'row' : 'rows'}
            </Button>
          ) : (
            <Alert
              style={{ marginBottom: 12 }}
              type="success"
              showIcon
              message="Applied. Rows with errors were skipped; correct them in the file and import it again."
            />
          )}
          <ImportRows resource={resource} answer={answer} />
        </div>
      ) : null}
    </PageFrame>
  );
}
