import { formatNumber } from '../../common/format.ts';
import type { DisplayKind } from './detail-sections.ts';

/** cbc_levels arrive as "Primary, Junior Secondary" or an old "['Primary','Junior Secondary']" (SPEC.md §3). */
export const parseList = (value: string) =>
  value
    .replace(/[[\]"]/g, '')
    .split(',')
    .map((item) => item.trim().replace(/^'+|'+$/g, '').trim())
    .filter(Boolean);

/** Shows one stored value the way its kind reads best; anything missing is 'Not provided'. */
export const FieldValue = ({ kind, value }: { kind: DisplayKind; value: unknown }) => {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) return <>Not provided</>;
  const text = String(value);
  switch (kind) {
    case 'csv':
      return <>{parseList(text).join(', ')}</>;
    case 'email':
      return <a href={`mailto:${text}`}>{text}</a>;
    case 'phone':
      return <a href={`tel:${text.replace(/[^\d+]/g, '')}`}>{text}</a>;
    case 'url':
      return (
        <a href={text} target="_blank" rel="noreferrer">
          {text}
        </a>
      );
    case 'integer':
      return <>{formatNumber(Number(value))}</>;
    case 'longText':
      return (
        <>
          {text.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </>
      );
    default:
      return <>{text}</>;
  }
};
