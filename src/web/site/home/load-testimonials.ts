/**
 * Testimonials are the newest approved four- and five-star reviews that have words in them, each with the name
 * of the place it praises.
 */
import { readList, readOne } from '../../common/site-data.ts';
import type { Testimonial } from './testimonials.tsx';
import type { RowOf } from '../../../registry/row-type.ts';

type Rating = RowOf<'content/ratings'>;

/** API base and public path of each kind of reviewed place. */
const targets: Record<Rating['target_type'], { base: string; path: string }> = {
  school: { base: 'institutions/schools', path: '/institutions/schools' },
  college: { base: 'institutions/colleges', path: '/institutions/colleges' },
  university: { base: 'institutions/universities', path: '/institutions/universities' },
  shop: { base: 'shop/shops', path: '/shops' },
};

export const loadTestimonials = async (signal: AbortSignal, count = 2): Promise<Testimonial[]> => {
  const { rows } = await readList<Rating>('content/ratings', { stars_gte: 4, _sort: 'created_at', _order: 'desc', _start: 0, _end: 12 }, signal);
  const chosen = rows.filter((r) => r.review && r.review.trim().length >= 40).slice(0, count);
  return Promise.all(
    chosen.map(async (rating) => {
      const target = targets[rating.target_type];
      const place = await readOne<{ name: string }>(target.base, rating.target_id, signal).catch(() => null);
      return { id: rating.id, stars: rating.stars, review: rating.review!.trim(), to: `${target.path}/${rating.target_id}`, place: place?.name ?? 'a listing' };
    }),
  );
};
