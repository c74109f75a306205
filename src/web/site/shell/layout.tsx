import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router-dom';
import { CompareTray } from '../compare/compare-tray.tsx';
import { OfflineBanner } from '../offline/offline-banner.tsx';
import { offlineCopy } from '../offline/offline-copy.ts';
import { OfflineNotice } from '../offline/offline-notice.tsx';
import { useFocusInvalidAfterSubmit } from '../ui/focus-invalid.ts';
import { Footer } from './footer.tsx';
import { useEnquiryClicks } from './enquiry-clicks.ts';
import { useHashLanding } from './hash-landing.ts';
import { usePageViews } from './page-views.ts';
import { SideBar } from './side-bar.tsx';
import { TopBar } from './top-bar.tsx';
import { useSay } from '../../common/say.ts';

/**
 * Where a page's scroll position is kept: by history entry, except for the page the browser loaded, whose entry
 * the router always calls "default", so that a page typed in or opened from a link does not open scrolled to
 * where the previous page in this tab was left; a reload still comes back to the same place.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

export const Layout = () => {
  const say = useSay();
  usePageViews();
  useEnquiryClicks();
  useFocusInvalidAfterSubmit();
  useHashLanding();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  // After a client-side navigation, move focus to the new page so screen readers announce it.
  useEffect(() => {
    if (first.current) first.current = false;
    else main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a href="#main" className="skip-link">
        {say('shell.skip')}
      </a>
      <OfflineBanner />
      <TopBar />
      <div className="page">
        <SideBar />
        <main id="main" ref={main} tabIndex={-1} aria-busy={navigation.state === 'loading'}>
          {offlineCopy === '' ? (
            <OfflineNotice />
          ) : (
            <Suspense fallback={<p className="loading">{say('shell.loading')}</p>}>
              <Outlet />
            </Suspense>
          )}
        </main>
      </div>
      <CompareTray />
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
};
