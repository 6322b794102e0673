import { Outlet, useLocation } from 'react-router';
import { ChatWidget } from '../features/site/chat-widget.tsx';
import { Footer } from '../features/site/footer.tsx';
import { Header } from '../features/site/header.tsx';
import { t } from '../i18n/t.ts';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('app.skip_to_content')}
    </a>
  );
}

/** Landing and about: header (inverted over the landing's green hero), footer and the chat button. */
export function PublicLayout() {
  const onLanding = useLocation().pathname === '/';
  return (
    <>
      <SkipLink />
      <Header inverted={onLanding} />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
      <ChatWidget />
    </>
  );
}
