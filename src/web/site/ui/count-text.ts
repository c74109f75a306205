import type { Say } from '../../common/say.ts';

/** How many rows a list has, as the server counted them: "1,204", or "10,000+" when it stopped counting. */
export const countText = (total: number, capped: boolean, say?: Say) => `${say ? say.format.number(total) : total.toLocaleString('en-KE')}${capped ? '+' : ''}`;
