import { useUnit } from 'effector-react';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { $lang, localizePath } from '@/shared/i18n';
import { $routerReady, linkFollowed } from '@/shared/routing';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A language-free site path (`/news`, `/services/personal/1#x`) or an absolute URL. */
  to: string;
}

const isExternal = (to: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(to);

/**
 * A link for paths that come from data (menus, banners, tiles) and for the shell's links (the header, the footer):
 * adds the current language prefix and navigates inside the app without a reload. It needs no router context: the
 * shell renders before the router has loaded, and a click in that moment is an ordinary page load. Typed routes
 * known in page code use the router's `Link`.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, onClick, target, ...rest }, ref) {
  const [lang, routerReady, follow] = useUnit([$lang, $routerReady, linkFollowed]);
  const external = isExternal(to);
  const href = external ? to : localizePath(to, lang);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || target === '_blank' || !routerReady) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    follow(href);
  };

  return (
    <a
      ref={ref}
      href={href}
      target={target}
      rel={external && target === '_blank' ? 'noopener noreferrer' : rest.rel}
      onClick={handleClick}
      {...rest}
    />
  );
});
