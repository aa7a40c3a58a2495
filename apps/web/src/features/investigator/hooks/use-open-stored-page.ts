import { useMutation } from '@tanstack/react-query';
import { getHtmlContent } from '../api/get-html-content';
import { investigatorText, loadErrorText } from '../lib/messages';

/**
 * Opens a stored page in a new tab: asks `html-content` for a fresh signed link (it needs no sign-in header and
 * expires in minutes, so it is never cached) and opens it without giving the page a handle on this one.
 */
export function useOpenStoredPage() {
  return useMutation({
    mutationFn: (filePath: string) => getHtmlContent(filePath),
    onSuccess: ({ view_url }) => {
      window.open(view_url, '_blank', 'noopener,noreferrer');
    },
    onError: (error) => window.alert(loadErrorText(error, investigatorText.viewFailed)),
  });
}
