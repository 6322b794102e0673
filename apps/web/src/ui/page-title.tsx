import { t } from '../i18n/t.ts';

/** The browser tab's title for this page (React puts it in <head>): tabs, history and screen readers tell pages apart. */
export const PageTitle = ({ text }: { text: string }) => <title>{`${text} · ${t('app.name')}`}</title>;
