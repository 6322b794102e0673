import { Toaster } from 'react-hot-toast';

/** Toasts with the library's defaults, which are the spec's timings (4 s errors, 2 s success, 20 at most).
 * At the bottom: at the top they would cover the header's menu button on a phone. */
export const AppToaster = () => <Toaster position="bottom-center" />;
