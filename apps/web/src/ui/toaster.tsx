import { Toaster } from 'react-hot-toast';

/** Toasts with the library's defaults, which are the spec's timings (4 s errors, 2 s success, 20 at most). */
export const AppToaster = () => <Toaster position="top-center" />;
