import { type MouseEvent, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import './lesson-content.css';

/**
 * HTML compiled at build from our Markdown (raw HTML refused, every link checked). Links to other
 * pages of the app open in place, without reloading the app over a slow connection; an address with
 * `#term` (a glossary term) or `#ingingo-32` (where a lesson cites an article) scrolls there once the
 * page is there, and gives it the focus, which the lesson's styles mark.
 */
export function LessonHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!hash) return;
    const target = ref.current?.querySelector<HTMLElement>(`[id="${CSS.escape(hash.slice(1))}"]`);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash]);

  const openInPlace = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || link.target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.hash);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the links inside handle the keyboard; this only catches their clicks
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised lesson HTML from our own server
    <div ref={ref} className="lesson-content" onClick={openInPlace} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
