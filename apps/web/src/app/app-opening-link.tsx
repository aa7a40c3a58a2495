import { createContext, type FocusEvent, type MouseEvent, type PointerEvent, useContext } from 'react';
import type { AppLinkProps, AppLinkTarget } from '../components/app-link';

export interface AppOpener {
  /** Loads the app and shows `to` in it. */
  open: (to: string) => void;
  /** Starts loading the app ahead of a likely click. */
  preload: () => void;
}

export const AppOpenerContext = createContext<AppOpener | null>(null);

// As the router writes a `{ pathname, hash }` target.
function hrefOf(to: AppLinkTarget): string {
  if (typeof to === 'string') return to;
  const { pathname, hash = '' } = to;
  if (hash === '' || hash === '#') return pathname;
  return `${pathname}${hash.startsWith('#') ? hash : `#${hash}`}`;
}

// A click the browser would follow in this tab (not a new tab or window, not another button).
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  const hasModifier = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (target === '' || target === '_self') && !hasModifier;
}

// A `#section` of the page shown: the browser scrolls to it by itself, as the router would.
function isSectionOfThisPage(href: string): boolean {
  const url = new URL(href, window.location.href);
  return url.pathname === window.location.pathname && url.hash !== '';
}

/** The landing shell's link: a plain link whose click loads the app and shows the target page in it. */
export function AppOpeningLink({ to, onClick, onPointerEnter, onFocus, ...props }: AppLinkProps) {
  const opener = useContext(AppOpenerContext);
  if (!opener) throw new Error('AppOpeningLink must be used inside an AppOpenerContext provider');
  const href = hrefOf(to);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || isSectionOfThisPage(href)) return;
    event.preventDefault();
    opener.open(href);
  };
  const handlePointerEnter = (event: PointerEvent<HTMLAnchorElement>) => {
    onPointerEnter?.(event);
    opener.preload();
  };
  const handleFocus = (event: FocusEvent<HTMLAnchorElement>) => {
    onFocus?.(event);
    opener.preload();
  };
  return (
    <a
      {...props}
      href={href}
      onClick={handleClick}
      onPointerEnter={handlePointerEnter}
      onFocus={handleFocus}
    />
  );
}
