// @vitest-environment jsdom
/**
 * Answers that come back out of order: the cart priced for its first key, then again for the next, the first answer
 * arriving last. The page must show the answer for the key it asks for now, and stop loading.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFetch } from '../../../src/web/common/use-fetch.ts';

const pending = new Map<string, (value: string) => void>();
/** A load that ignores its abort signal, as a POST does. */
const load = (key: string) => () => new Promise<string>((resolve) => pending.set(key, resolve));

const Priced = ({ round }: { round: number }) => {
  const quote = useFetch(load(`quote/${round}`), `quote/${round}`, true);
  return <p>{`${quote.loading ? 'loading' : 'ready'} ${quote.data ?? 'none'}`}</p>;
};

describe('useFetch', () => {
  afterEach(() => {
    cleanup();
    pending.clear();
  });

  it('shows the answer for the key asked for now when an older answer arrives last', async () => {
    const { rerender } = render(<Priced round={0} />);
    rerender(<Priced round={1} />);
    await act(async () => pending.get('quote/1')!('KES 750'));
    expect(screen.getByRole('paragraph').textContent).toBe('ready KES 750');
    await act(async () => pending.get('quote/0')!('KES 250'));
    expect(screen.getByRole('paragraph').textContent).toBe('ready KES 750');
  });

  it('keeps showing the last answer while the next key loads', async () => {
    const { rerender } = render(<Priced round={0} />);
    await act(async () => pending.get('quote/0')!('KES 250'));
    rerender(<Priced round={1} />);
    expect(screen.getByRole('paragraph').textContent).toBe('loading KES 250');
    await act(async () => pending.get('quote/1')!('KES 750'));
    expect(screen.getByRole('paragraph').textContent).toBe('ready KES 750');
  });
});
