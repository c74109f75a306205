import type { ReactNode } from 'react';
import './fact-list.css';

/** A labelled list of facts about one record; an empty value reads 'Not provided'. */
export const FactList = ({ children }: { children: ReactNode }) => <dl className="facts">{children}</dl>;

export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children === null || children === undefined || children === '' ? 'Not provided' : children}</dd>
  </div>
);
