/** The jobs rows as the API returns them, derived from src/registry/resources/jobs.ts (salary: KES a month). */
import type { RowOf } from '../../../registry/row-type.ts';

export type { ScreeningQuestion, StageMove } from '../../../registry/resources/jobs.ts';

export type Job = RowOf<'jobs/main'>;

export type JobCategory = RowOf<'jobs/categories'>;

export type Employer = RowOf<'jobs/employers'>;

/** An application as its applicant reads it (the employer's notes are for the employer only). */
export type Application = RowOf<'jobs/applications'>;
