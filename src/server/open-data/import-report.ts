/** What an import tells the person who ran it: every row's problem, then the counts. */
import type { ImportSummary } from './import-listings.ts';

export const issueLines = ({ issues }: ImportSummary) =>
  [...issues]
    .sort((a, b) => a.line - b.line)
    .map((issue) => `${issue.refused ? 'refused' : 'note'}: row ${issue.line}, ${issue.field}: ${issue.reason}`);

export const summaryLine = (summary: ImportSummary) => {
  const changed = summary.created + summary.updated + summary.adopted;
  return (
    `read ${summary.read}, created ${summary.created}, updated ${summary.updated}, adopted ${summary.adopted}, unchanged ${summary.unchanged}, ` +
    `kept as edited ${summary.kept}, refused ${summary.refused}; ${changed} changed` +
    (summary.located ? `; ${summary.located} counties found from the point` : '')
  );
};
