import { ArrowUp } from 'lucide-react';
import { paths } from '../../lib/paths';
import { AppLink } from '../app-link';

/** The brand mark linking home. */
export function Logo() {
  return (
    <AppLink
      to={paths.home}
      className="inline-flex items-center gap-2 rounded-lg text-lg font-extrabold text-slate-900"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white">
        <ArrowUp aria-hidden="true" className="size-5" strokeWidth={2.5} />
      </span>
      <span>올리다</span>
      <span className="sr-only">Ollida 홈</span>
    </AppLink>
  );
}
