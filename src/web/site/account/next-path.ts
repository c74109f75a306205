import { isSameSitePath } from '../../common/same-site-path.ts';

/** Where to go after signing in: a same-site path from ?next=, never another origin. */
export const nextPath = (params: URLSearchParams, fallback = '/profile') => {
  const next = params.get('next');
  return isSameSitePath(next) ? next : fallback;
};

/**
 * Registering finishes in the emailed link, so ?next= of the register page is kept in this browser until the
 * link is opened (the email itself holds nothing the visitor typed). Opened elsewhere, the link goes to the profile.
 */
const afterRegisteringKey = 'elimuhub.after-registering';

export const rememberNextAfterRegistering = (params: URLSearchParams) => {
  try {
    const next = nextPath(params, '');
    if (next) localStorage.setItem(afterRegisteringKey, next);
    else localStorage.removeItem(afterRegisteringKey);
  } catch {
    // Storage may be off (private mode): the link then goes to the profile.
  }
};

export const takeNextAfterRegistering = (fallback = '/profile') => {
  try {
    const next = localStorage.getItem(afterRegisteringKey);
    localStorage.removeItem(afterRegisteringKey);
    return nextPath(new URLSearchParams(next ? { next } : {}), fallback);
  } catch {
    return fallback;
  }
};
