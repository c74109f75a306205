import { useSay } from '../../common/say.ts';
import type { DisplayKind } from './detail-sections.ts';

/**
 * cbc_levels arrive as "Primary, Junior Secondary" or an old "['Primary','Junior Secondary']"
 * (docs/product.md#institution-fields).
 */
export const parseList = (value: string) =>
  value
    .replace(/[[\]"]/g, '')
    .split(',')
    .map((item) =>
      item
        .trim()
        .replace(/^'+|'+$/g, '')
        .trim(),
    )
    .filter(Boolean);

/**
 * Shows one stored value the way its kind reads best, a choice in the page's words (`name` is its list); anything
 * missing is 'Not provided'.
 */
export const FieldValue = ({ kind, name, value }: { kind: DisplayKind; name: string; value: unknown }) => {
  const say = useSay();
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) return <>{say('ui.notProvided')}</>;
  const text = String(value);
  switch (kind) {
    case 'csv':
      return (
        <>
          {parseList(text)
            .map((item) => say.choice(name, item))
            .join(', ')}
        </>
      );
    case 'enum':
      return <>{say.choice(name, text)}</>;
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
      return <>{say.format.number(Number(value))}</>;
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
