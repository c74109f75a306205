/** A 5-star rating, read out as "4.3 out of 5 stars (12 reviews)". */
export const Stars = ({ value, count }: { value: number | null | undefined; count?: number | null }) => {
  const rating = Math.max(0, Math.min(5, value ?? 0));
  const label = `${rating.toFixed(1)} out of 5 stars${count === undefined || count === null ? '' : ` (${count} review${count === 1 ? '' : 's'})`}`;
  return (
    <span className="stars" role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={rating >= n - 0.25 ? 'on' : rating >= n - 0.75 ? 'half' : 'off'}>
          ★
        </span>
      ))}
      {count === undefined || count === null ? null : (
        <span aria-hidden="true" className="count">
          {rating.toFixed(1)} · {count} review{count === 1 ? '' : 's'}
        </span>
      )}
    </span>
  );
};
