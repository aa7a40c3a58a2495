import type { HtmlFile } from '@ollida/contracts/investigator';

/** The group of files that came without a crawl date. */
export const noDateLabel = '날짜 없음';

export interface DateGroup {
  /** `YYYY-MM-DD`, or `noDateLabel`. */
  date: string;
  files: HtmlFile[];
}

export interface DomainGroup {
  domain: string;
  dates: DateGroup[];
}

/** Files by domain (in the order they first appear), then by date, newest first, undated last. */
export function groupHtmlFiles(files: readonly HtmlFile[]): DomainGroup[] {
  const domains = new Map<string, Map<string, HtmlFile[]>>();
  for (const file of files) {
    const dates = domains.get(file.domain) ?? new Map<string, HtmlFile[]>();
    domains.set(file.domain, dates);
    const date = file.date || noDateLabel;
    dates.set(date, [...(dates.get(date) ?? []), file]);
  }
  return [...domains].map(([domain, dates]) => ({
    domain,
    dates: [...dates]
      .map(([date, grouped]) => ({ date, files: grouped }))
      .sort((a, b) => {
        if (a.date === noDateLabel) return 1;
        if (b.date === noDateLabel) return -1;
        return b.date.localeCompare(a.date);
      }),
  }));
}
