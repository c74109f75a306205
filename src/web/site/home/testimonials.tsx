import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Stars } from '../ui/stars.tsx';
import { timing } from './timing.ts';
import { useSay } from '../../common/say.ts';

export interface Testimonial {
  id: number;
  stars: number;
  review: string;
  /** Where the reviewed place lives, so a reader can see what was praised. */
  to: string;
  place: string;
}

/** Two members' reviews that take turns every 5 s (docs/product.md#home-page); the dots let a reader pick one. */
export const Testimonials = ({ items, loading }: { items: Testimonial[] | undefined; loading: boolean }) => {
  const say = useSay();
  const [index, setIndex] = useState(0);
  const count = items?.length ?? 0;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), timing.testimonialMs);
    return () => clearInterval(timer);
    // Restarting on `index` gives a reader who picked a dot a full 5 s with that testimonial.
  }, [index, count]);

  const quote = items?.[index % Math.max(count, 1)];
  return (
    <section className="testimonials" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{say('home.testimonials.title')}</h2>
      {loading ? (
        <p className="loading">{say('home.testimonials.loading')}</p>
      ) : !quote ? (
        <p className="empty">{say('home.testimonials.empty')}</p>
      ) : (
        <>
          <figure aria-live="polite">
            <Stars value={quote.stars} />
            <blockquote>“{quote.review}”</blockquote>
            <figcaption>
              {say('home.testimonials.by')} <Link to={quote.to}>{quote.place}</Link>
            </figcaption>
          </figure>
          {count > 1 ? (
            <div className="dots">
              {items!.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  className="dot"
                  aria-label={say('home.testimonials.show', { n: i + 1 })}
                  aria-current={i === index}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
};
