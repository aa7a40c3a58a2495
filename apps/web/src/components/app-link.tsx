import { type AnchorHTMLAttributes, type ComponentType, createContext, useContext } from 'react';

/** An in-app target: a path, or a path with a `#section` of that page. */
export type AppLinkTarget = string | { pathname: string; hash?: string };

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: AppLinkTarget;
}

/**
 * The link component of whatever is rendering the page: the router's `Link` inside the app, or the landing shell's
 * link that loads the app first (the public pages' header, footer and landing do not import the router).
 */
export const LinkContext = createContext<ComponentType<AppLinkProps> | null>(null);

export function AppLink(props: AppLinkProps) {
  const Link = useContext(LinkContext);
  if (!Link) throw new Error('AppLink must be used inside a LinkContext provider');
  return <Link {...props} />;
}
