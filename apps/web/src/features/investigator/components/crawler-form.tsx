import {
  crawlStartBodySchema,
  defaultMaxCrawls,
  maxCrawls,
  minCrawls,
  type SupportedSite,
} from '@ollida/contracts/investigator';
import { Play } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { StartCrawlInput } from '../api/start-crawl';
import { investigatorText } from '../lib/messages';
import { fieldClass } from './field-styles';

interface CrawlerFormProps {
  sites: readonly SupportedSite[];
  domain: string;
  onDomainChange: (domain: string) => void;
  isRunning: boolean;
  onStart: (input: StartCrawlInput) => void;
}

/** Site and crawl size (1–50, checked with the server's schema), and the start button, off while a crawl runs. */
export function CrawlerForm({ sites, domain, onDomainChange, isRunning, onStart }: CrawlerFormProps) {
  const id = useId();
  const [count, setCount] = useState(String(defaultMaxCrawls));
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = crawlStartBodySchema.safeParse({ domain, max_crawls: count });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onStart(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="크롤링 설정" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-site`} className="block text-sm font-medium text-slate-700">
            사이트
          </label>
          <select
            id={`${id}-site`}
            value={domain}
            onChange={(event) => onDomainChange(event.target.value)}
            className={fieldClass}
          >
            {sites.map((site) => (
              <option key={site.domain} value={site.domain}>
                {`${site.name} (${site.domain})`}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="최대 크롤링 수"
          type="number"
          inputMode="numeric"
          min={minCrawls}
          max={maxCrawls}
          step={1}
          value={count}
          onValueChange={setCount}
          error={error}
          hint={investigatorText.maxCrawlsHint}
        />
      </div>
      <Button type="submit" disabled={isRunning}>
        <Play aria-hidden="true" className="size-4" />
        {isRunning ? '크롤링 중...' : '크롤링 시작'}
      </Button>
    </form>
  );
}
