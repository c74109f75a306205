/** A submitted resume, derived from src/registry/resources/jobs.ts; the files are short-lived signed links. */
import type { RowOf } from '../../../registry/row-type.ts';

export type Resume = RowOf<'jobs/resumes'>;
