/**
 * The validator's own words, for the API's bodies and queries whose schema gives no message of its own ("Invalid
 * input: expected array, received string"), said the way the registry's fields say them, naming the key:
 * "Orders, item 1, voucher must be at most 40 characters." Set once for the whole server as zod's global error
 * map, which speaks only where neither the schema nor the parse has a message.
 */
import { z } from 'zod';
import { readableIssue } from '../../registry/readable-issue.ts';
import { humanise } from '../../registry/resource.ts';

/** The key as the registry names a field it gives no label ("plan_id" → "Plan"); the whole body when none. */
const labelOf = (key: PropertyKey | undefined) => (key === undefined ? 'The request' : humanise(String(key)));

export const readableValidationErrors = () =>
  z.config({
    customError: (issue) => {
      const [key, ...within] = issue.path ?? [];
      return readableIssue(labelOf(key))({ ...issue, path: within });
    },
  });
