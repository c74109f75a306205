/** Approve and Reject for one row; both wait while any decision on the screen is under way. */
import type { BaseRecord } from '@refinedev/core';
import { Button } from 'antd';

export const DecisionButtons = ({
  row,
  deciding,
  onApprove,
  onReject,
}: {
  row: BaseRecord;
  deciding: string | null;
  onApprove: (row: BaseRecord) => void;
  onReject: (row: BaseRecord) => void;
}) => (
  <>
    <Button size="small" type="primary" loading={deciding === `${row.id} approve`} disabled={deciding !== null} onClick={() => onApprove(row)}>
      Approve
    </Button>
    <Button size="small" danger disabled={deciding !== null} onClick={() => onReject(row)}>
      Reject
    </Button>
  </>
);
