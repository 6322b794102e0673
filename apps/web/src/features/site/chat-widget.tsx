import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { siteSettings } from '../../lib/site-settings.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Icon } from '../../ui/icons.tsx';
import { useDismiss } from '../../ui/use-dismiss.ts';
import { siteText } from './site-text.ts';

/** WhatsApp's click-to-chat address for the support number and the typed text. */
export const whatsappLink = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

const FOCUSABLE = 'button, textarea';

/**
 * The floating chat button; there is none when this deployment has no support number. It shows once
 * the page is live: drawn in the server's HTML, a tap before the script had run would do nothing.
 */
export function ChatWidget() {
  const phone = siteSettings().supportWhatsapp;
  const hydrated = useHydrated();
  return phone && hydrated ? <Chat phone={phone} /> : null;
}

function Chat({ phone }: { phone: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(box, open, close);

  const closeAndRefocus = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const send = () => {
    window.open(whatsappLink(phone, text), '_blank', 'noopener,noreferrer');
    setText('');
    closeAndRefocus(); // open, the panel covers the page behind it on a phone
  };

  // While open, Tab cycles between the toggle and the panel; Escape closes and returns to the toggle.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (e.key === 'Escape') {
      closeAndRefocus();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const stops = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const edge = e.shiftKey ? stops[0] : stops.at(-1);
    if (document.activeElement === edge) {
      e.preventDefault();
      (e.shiftKey ? stops.at(-1) : stops[0])?.focus();
    }
  };

  return (
    // The panel follows the toggle in the page, so Tab reaches it next; it is drawn above it.
    // biome-ignore lint/a11y/noStaticElementInteractions: keys are handled by the button and fields inside
    <div ref={box} onKeyDown={onKeyDown} className="fixed right-4 bottom-4 z-40 flex flex-col-reverse items-end gap-3">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-label={open ? siteText('chat.close') : siteText('chat.open')}
        onClick={() => setOpen((o) => !o)}
        className="flex size-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg hover:bg-emerald-700"
      >
        <Icon name={open ? 'close' : 'chat'} className="size-7" />
      </button>
      {open && (
        <section
          aria-label={siteText('chat.title')}
          className="w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-stone-200"
        >
          <div className="bg-emerald-700 px-4 py-3 text-white">
            <h2 className="font-semibold">{siteText('chat.title')}</h2>
            <p className="text-sm text-emerald-50">{siteText('chat.reply_time')}</p>
          </div>
          <form
            className="flex flex-col gap-3 p-4"
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm">{siteText('chat.greeting')}</p>
            <label className="sr-only" htmlFor={textId}>
              {siteText('chat.placeholder')}
            </label>
            <textarea
              id={textId}
              rows={3}
              maxLength={1000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={siteText('chat.placeholder')}
              className="resize-none rounded-lg border border-stone-300 p-2 text-base focus:border-emerald-600"
            />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-emerald-700 font-semibold text-white hover:bg-emerald-800"
            >
              <Icon name="send" /> {siteText('chat.send')}
            </button>
          </form>
        </section>
      )}
    </div>
  );
}
