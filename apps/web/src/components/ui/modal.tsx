import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

export type ModalSize = 'md' | 'lg' | '4xl';

const sizes: Record<ModalSize, string> = {
  md: 'max-w-md',
  lg: 'max-w-lg',
  '4xl': 'max-w-4xl',
};

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  size?: ModalSize;
  /** Replaces the title's leading space, e.g. with a back button. */
  headerStart?: ReactNode;
}

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
}

/**
 * A modal dialog: rendered into `<body>`, focus kept inside (Tab wraps), Escape and the backdrop close it,
 * focus returns to where it was. Mount it to open and unmount it to close, so its form state resets.
 * The element marked `data-autofocus` gets the first focus, else the dialog itself.
 */
export function Modal({ title, onClose, children, description, size = 'lg', headerStart }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initial = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    initial?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = focusableIn(dialog);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, []);

  return createPortal(
    // Centred by auto margins, not align-items: a dialog taller than the screen then overflows downwards only, so its
    // header and close button stay reachable by scrolling (a centred flex item would overflow above the top too).
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4">
      {/* The backdrop is a mouse convenience; keyboard users close with Escape or the close button. */}
      <div aria-hidden="true" className="fixed inset-0" onClick={() => onCloseRef.current()} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`relative w-full ${sizes[size]} rounded-2xl bg-white shadow-xl outline-none sm:my-auto`}
      >
        <div className="flex items-center gap-2 border-b border-slate-200 px-5 py-4">
          {headerStart}
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">닫기</span>
          </button>
        </div>
        <div className="space-y-4 px-5 py-5">
          {description && (
            <div id={descriptionId} className="text-sm text-slate-600">
              {description}
            </div>
          )}
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
