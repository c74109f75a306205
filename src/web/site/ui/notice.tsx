import type { ReactNode } from 'react';
import './notice.css';

/** A success or failure message after an action, or news of one under way (info); failure is announced at once, the others politely. */
export const Notice = ({ kind, children }: { kind: 'success' | 'error' | 'info'; children: ReactNode }) => (
  <div className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
    {children}
  </div>
);
