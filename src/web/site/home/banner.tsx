import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { Link } from 'react-router-dom';
import { truncate } from '../../common/format.ts';
import { slides } from './banner-slides.ts';
import { timing } from './timing.ts';
import { useSay } from '../../common/say.ts';

/**
 * The rotating banner: advances every 15 s; any manual interaction (arrow, dot, swipe, Read More) holds it
 * for 10 s before the 15 s cycle resumes, so a reader is never pulled away mid-sentence.
 */
export const Banner = () => {
  const say = useSay();
  const [index, setIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const [paused, setPaused] = useState(false);
  const [interactions, setInteractions] = useState(0);
  const touchStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) {
      const resume = setTimeout(() => setPaused(false), timing.bannerPauseMs);
      return () => clearTimeout(resume);
    }
    const advance = setInterval(() => {
      setIndex((i) => (i + 1) % slides.length);
      setExpanded(false);
    }, timing.bannerAdvanceMs);
    return () => clearInterval(advance);
  }, [paused, interactions]);

  const interact = () => {
    setPaused(true);
    setInteractions((n) => n + 1);
  };
  const show = (next: number) => {
    setIndex((next + slides.length) % slides.length);
    setExpanded(false);
    interact();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined) return;
    const distance = end - start;
    if (Math.abs(distance) > timing.swipeThresholdPx) show(distance < 0 ? index + 1 : index - 1);
  };

  // Left and right arrow keys move between slides while focus is anywhere in the banner.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
  };

  const slide = slides[index]!;
  const subtitle = say(slide.subtitle);
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={say('home.banner.label')}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onKeyDown={onKeyDown}
    >
      <div
        className={`slide tone-${slide.tone}`}
        role="group"
        aria-roledescription="slide"
        aria-label={say('home.banner.slide', { n: index + 1, total: slides.length })}
        aria-live={paused ? 'polite' : 'off'}
      >
        <h2>{say(slide.title)}</h2>
        <p id="banner-subtitle">{expanded ? subtitle : truncate(subtitle, timing.bannerSubtitleChars)}</p>
        <div className="slide-actions">
          <Link to={slide.to} className="button">
            {say('home.banner.explore')}
          </Link>
          {subtitle.length > timing.bannerSubtitleChars ? (
            <button
              type="button"
              className="link-button"
              aria-expanded={expanded}
              aria-controls="banner-subtitle"
              onClick={() => {
                setExpanded((e) => !e);
                interact();
              }}
            >
              {say(expanded ? 'home.banner.less' : 'home.banner.more')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="banner-controls">
        <button type="button" className="arrow" aria-label={say('home.banner.previous')} onClick={() => show(index - 1)}>
          ‹
        </button>
        <div className="dots">
          {slides.map((s, i) => (
            <button
              key={s.title}
              type="button"
              className="dot"
              aria-label={say('home.banner.show', { n: i + 1, title: say(s.title) })}
              aria-current={i === index}
              onClick={() => show(i)}
            />
          ))}
        </div>
        <button type="button" className="arrow" aria-label={say('home.banner.next')} onClick={() => show(index + 1)}>
          ›
        </button>
      </div>
    </section>
  );
};
