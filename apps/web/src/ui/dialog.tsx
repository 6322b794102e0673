import { type ReactNode, useEffect, useRef } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the browser's own <dialog>: focus moves in and is held there, Escape closes it,
 * the page behind is inert, and focus returns to the opener. A click on the backdrop closes it too.
 */
export function Dialog({ open, onClose, label, className = '', children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close it with Escape, the dialog's own cancel
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // The dialog element itself is hit only on its backdrop: content fills it.
      onClick={(e) => e.target === e.currentTarget && onClose()}
      className={`backdrop:bg-stone-900/70 ${className}`}
    >
      {open && children}
    </dialog>
  );
}
