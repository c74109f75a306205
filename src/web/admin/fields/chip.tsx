/**
 * A small label for enum values, yes/no and list items. antd's Tag looks the same but would add its code to
 * every list screen's first load, which is kept inside the admin's size budget.
 */
import type { ReactNode } from 'react';

const tones = {
  plain: { color: 'rgba(0,0,0,0.88)', background: '#fafafa', border: '#d9d9d9' },
  good: { color: '#389e0d', background: '#f6ffed', border: '#b7eb8f' },
  warn: { color: '#d48806', background: '#fffbe6', border: '#ffe58f' },
  bad: { color: '#cf1322', background: '#fff1f0', border: '#ffa39e' },
};

export type Tone = keyof typeof tones;

export const Chip = ({ tone = 'plain', children }: { tone?: Tone; children: ReactNode }) => {
  const { color, background, border } = tones[tone];
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '0 7px',
        fontSize: 12,
        lineHeight: '20px',
        borderRadius: 4,
        border: `1px solid ${border}`,
        color,
        background,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
};
