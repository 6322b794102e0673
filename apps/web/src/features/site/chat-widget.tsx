import { useCallback, useRef, useState } from 'react';
import { t } from '../../i18n/t.ts';
import { siteSettings } from '../../lib/site-settings.ts';
import { Icon } from '../../ui/icons.tsx';
import { useDismiss } from '../../ui/use-dismiss.ts';

/** WhatsApp's click-to-chat address for the support number and the typed text. */
export const whatsappLink = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(box, open, close);

  const send = () => {
    const phone = siteSettings().supportWhatsapp;
    if (!phone) {
      window.alert(t('chat.invalid_phone'));
      return;
    }
    window.open(whatsappLink(phone, text), '_blank', 'noopener,noreferrer');
    setText('');
  };

  return (
    <div ref={box} className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {open && (
        <section
          aria-label={t('chat.title')}
          className="w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-stone-200"
        >
          <div className="bg-emerald-700 px-4 py-3 text-white">
            <h2 className="font-semibold">{t('chat.title')}</h2>
            <p className="text-sm text-emerald-50">{t('chat.reply_time')}</p>
          </div>
          <form
            className="flex flex-col gap-3 p-4"
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm">{t('chat.greeting')}</p>
            <label className="sr-only" htmlFor="chat-text">
              {t('chat.placeholder')}
            </label>
            <textarea
              id="chat-text"
              rows={3}
              maxLength={1000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('chat.placeholder')}
              className="resize-none rounded-lg border border-stone-300 p-2 text-base focus:border-emerald-600 focus:outline-none"
            />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-emerald-700 font-semibold text-white hover:bg-emerald-800"
            >
              <Icon name="send" /> {t('chat.send')}
            </button>
          </form>
        </section>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-label={open ? t('chat.close') : t('chat.open')}
        onClick={() => setOpen((o) => !o)}
        className="flex size-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg hover:bg-emerald-700"
      >
        <Icon name={open ? 'close' : 'chat'} className="size-7" />
      </button>
    </div>
  );
}
