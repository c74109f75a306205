import { formatKes } from '../../common/format.ts';

/** Salaries are monthly shillings; a missing one reads as negotiable, which is what Kenyan adverts say. */
export const salaryText = (salary: number | null | undefined) => (salary === null || salary === undefined ? 'Negotiable' : `${formatKes(salary)} a month`);
