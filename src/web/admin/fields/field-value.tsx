/** How each field kind is shown in lists and record pages: images as images, relations as links, money in KES. */
import { Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { parseCsv, switchNames, type Field } from '../../../registry/fields.ts';
import { humanise } from '../../../registry/resource.ts';
import { Chip, type Tone } from './chip.tsx';
import { formatKes } from '../../../registry/money.ts';

/** A plain image linking to the full size: antd's Image viewer would add weight to every list for little gain. */
export const Thumbnail = ({ src, size }: { src: string; size: number }) => (
  <a href={src} target="_blank" rel="noreferrer noopener">
    <img src={src} alt="" width={size} height={size} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4, background: '#f5f5f5', display: 'block' }} />
  </a>
);

/** Moderation states stand out; every other enum value is plain. */
const moderationTones: Record<string, Tone> = { approved: 'good', pending: 'warn', rejected: 'bad' };

const empty = <Typography.Text type="secondary">—</Typography.Text>;

interface Props {
  field: Field;
  value: unknown;
  /** Titles of related rows by id, when the caller has them. */
  refTitle?: string;
  /** Where the value leads, for an id whose resource another field names (a review's target). */
  about?: { to: string; title?: string };
  /** Lists show a short form: one line, small images. */
  compact?: boolean;
}

export const FieldValue = ({ field, value, refTitle, about, compact }: Props) => {
  if (value === null || value === undefined || value === '') return empty;
  if (about) return <Link to={about.to}>{about.title ?? `#${value}`}</Link>;
  switch (field.kind) {
    case 'image':
      return <Thumbnail src={String(value)} size={compact ? 40 : 160} />;
    case 'gallery': {
      const images = value as string[];
      if (!images.length) return empty;
      return (
        <Space wrap>
          {images.slice(0, compact ? 3 : undefined).map((src) => (
            <Thumbnail key={src} src={src} size={compact ? 40 : 120} />
          ))}
        </Space>
      );
    }
    case 'boolean':
      return value ? <Chip tone="good">Yes</Chip> : <Chip>No</Chip>;
    case 'money':
      return <>{formatKes(Number(value))}</>;
    case 'date':
      return <>{dayjs(String(value)).format('D MMM YYYY')}</>;
    case 'datetime':
      return <>{dayjs(String(value)).format('D MMM YYYY, HH:mm')}</>;
    case 'enum':
      return <Chip tone={moderationTones[String(value)]}>{String(value)}</Chip>;
    case 'csv':
    case 'list':
    case 'tags': {
      const items =
        field.kind === 'csv' ? parseCsv(String(value)) : field.kind === 'tags' ? (value as { name: string }[]).map((t) => t.name) : (value as string[]);
      // In a list the chips wrap within a narrow cell, so a long list does not push the row's state out of view.
      return (
        <Space size={[0, 4]} wrap style={compact ? { maxWidth: 220 } : undefined}>
          {items.map((item) => (
            <Chip key={item}>{item}</Chip>
          ))}
        </Space>
      );
    }
    case 'ref':
      return <Link to={`/${field.ref}/show/${value}`}>{refTitle ?? `#${value}`}</Link>;
    case 'url':
      return (
        <a href={String(value)} target="_blank" rel="noreferrer noopener">
          {String(value)}
        </a>
      );
    case 'email':
      return <a href={`mailto:${value}`}>{String(value)}</a>;
    case 'json':
      if (switchNames(field))
        return (
          <Space size={[0, 4]} wrap>
            {switchNames(field)!.map((name) => (
              <Chip key={name} tone={(value as Record<string, boolean>)[name] ? 'good' : 'plain'}>
                {humanise(name)}: {(value as Record<string, boolean>)[name] ? 'on' : 'off'}
              </Chip>
            ))}
          </Space>
        );
      return compact ? (
        <Typography.Text code ellipsis style={{ maxWidth: 240 }}>
          {JSON.stringify(value)}
        </Typography.Text>
      ) : (
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(value, null, 2)}</pre>
      );
    case 'longText':
      return compact ? (
        <Typography.Text ellipsis style={{ maxWidth: 280 }}>
          {String(value)}
        </Typography.Text>
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{String(value)}</Typography.Paragraph>
      );
    case 'password':
      return empty;
    case 'file':
      // The server answers with a signed, expiring link to the private file.
      return (
        <a href={String(value)} target="_blank" rel="noreferrer noopener">
          Open file
        </a>
      );
    default:
      return <>{String(value)}</>;
  }
};
