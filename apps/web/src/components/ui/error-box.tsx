import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

interface ErrorBoxProps {
  title?: string;
  children: ReactNode;
  /** Optional action, e.g. a retry button. */
  action?: ReactNode;
}

export function ErrorBox({ title = '문제가 발생했습니다', children, action }: ErrorBoxProps) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-2">
        <p className="font-semibold">{title}</p>
        <div>{children}</div>
        {action}
      </div>
    </div>
  );
}
