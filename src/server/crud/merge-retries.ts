/**
 * Edits of one approved row arriving together each merge into the changes waiting on it; one that finds them
 * changed since it read them merges again, so no edit that was answered 200 is lost.
 */
import type { Resource } from '../../registry/resource.ts';
import { HttpError } from '../http-error.ts';

/** Another write (an edit, a decision) changed a reviewed row between reading and writing it. */
export class EditedMeanwhile extends Error {}

/**
 * Tries at merging an edit into the changes waiting on a row before telling the writer to send it again. Of edits
 * sent together one merges each round, so this many edits of one listing at the same moment all get through.
 */
export const maxMerges = 25;

/** `once` tried again while it throws EditedMeanwhile, at most `maxMerges` times; then a 409. */
export const untilMerged = async <T>(resource: Resource, once: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await once();
    } catch (error) {
      if (!(error instanceof EditedMeanwhile)) throw error;
      if (attempt === maxMerges)
        throw new HttpError(409, `This ${resource.singular.toLowerCase()} is being changed by someone else at this moment. Send your change again.`);
    }
  }
};
