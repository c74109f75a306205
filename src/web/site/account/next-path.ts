/** Where to go after signing in: a same-site path from ?next=, never another origin. */
export const nextPath = (params: URLSearchParams, fallback = '/profile') => {
  const next = params.get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : fallback;
};
