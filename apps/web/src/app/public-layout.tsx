import { paths } from '@provisoire/domain';
import { Outlet, useLocation } from 'react-router';
import { ChatWidget } from '../features/site/chat-widget.tsx';
import { Footer } from '../features/site/footer.tsx';
import { Header } from '../features/site/header.tsx';

/** Landing and about: header (inverted over the landing's green hero), footer and the chat button. */
export function PublicLayout() {
  const onLanding = useLocation().pathname === paths.landing;
  return (
    <>
      <Header inverted={onLanding} />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
      <ChatWidget />
    </>
  );
}
