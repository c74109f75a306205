import type { Formats } from '../../common/format.ts';
import type { Say } from '../../common/say.ts';

/** Salaries are monthly shillings; a missing one reads as negotiable, which is what Kenyan adverts say. */
export const salaryText = (salary: number | null | undefined, say: Say, format: Formats) =>
  salary === null || salary === undefined ? say('jobs.salary.negotiable') : say('jobs.salary.monthly', { amount: format.kes(salary) });
