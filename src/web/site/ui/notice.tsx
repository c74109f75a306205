import type { ReactNode } from 'react';
import './notice.css';

/** A success or failure message after an action; success is announced politely, failure at once. */
export const Notice = ({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) => (
  <div className={`notice notice-${kind}`} role={kind === 'success' ? 'status' : 'alert'}>
    {children}
  </div>
);
