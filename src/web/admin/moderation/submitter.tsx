/**
 * Who submitted what waits for a decision: the author of a waiting revision, or the row's owner. Moderators are
 * staff and receive the account id; its name comes through the same relation titles lists use (an account they
 * may not read keeps its number), or the byline a review carries.
 */
import type { BaseRecord } from '@refinedev/core';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Resource, Revision } from '../../../registry/resource.ts';
import { useRefTitles } from '../list/use-ref-titles.ts';

export const submitterId = (row: BaseRecord): number | null => {
  const revision = row.revision as Revision | null | undefined;
  const id = revision?.by ?? row.owner_id;
  return typeof id === 'number' ? id : null;
};

/** A function from a row to its submitter's name, for a page of rows. */
export const useSubmitters = (resource: Resource, rows: readonly BaseRecord[]) => {
  const titles = useRefTitles(resource, resource.fields.owner_id ? ['owner_id'] : [], rows.map((row) => ({ owner_id: submitterId(row) })));
  return (row: BaseRecord) => {
    const id = submitterId(row);
    if (id === null) return <Typography.Text type="secondary">—</Typography.Text>;
    const name = titles.owner_id?.get(id);
    if (name) return <Link to={`/auth/users/show/${id}`}>{name}</Link>;
    // A review's byline is its owner's; a revision's author is the owner too.
    return <span>{typeof row.author === 'string' ? row.author : `Member #${id}`}</span>;
  };
};
