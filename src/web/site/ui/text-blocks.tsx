import './text-blocks.css';

/** Long stored text as paragraphs: blank lines separate paragraphs, single line breaks are kept. */
export const TextBlocks = ({ text, empty = 'Not provided' }: { text: string | null | undefined; empty?: string }) => {
  const paragraphs = (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!paragraphs.length) return <p className="muted">{empty}</p>;
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="text-block">
          {paragraph}
        </p>
      ))}
    </>
  );
};
