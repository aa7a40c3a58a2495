import {
  compileRobotsPattern,
  matchesRobotsPattern,
  normalizeRobotsPath,
  type RobotsPattern,
} from './robots-pattern.ts';

/** What a site's robots.txt lets one crawler do. */
export interface RobotsRules {
  /** True when the crawler may fetch this path with its query, e.g. `/goods/goods_view.php?goodsNo=1`. */
  isAllowed(pathAndQuery: string): boolean;
  /** Seconds to wait between requests (`Crawl-delay` of the matched group, at most 60), or null when not given. */
  crawlDelaySeconds: number | null;
  /** Absolute http(s) sitemap URLs listed anywhere in the file, first-seen order, without duplicates. */
  sitemaps: string[];
}

/** RFC 9309 §2.5 lets crawlers stop at 500 KiB; the rest of a bigger file is ignored. */
const maxRobotsChars = 500 * 1024;
/** Longer lines are cut: no real rule needs more, and it bounds the work one pattern can cause. */
const maxLineChars = 2_000;
/** A site asking for more than a minute between pages gets a minute. */
const maxCrawlDelaySeconds = 60;

type Directive = 'user-agent' | 'allow' | 'disallow' | 'crawl-delay' | 'sitemap';

/** Keys are matched case-insensitively; the misspellings are ones found in the wild that Google's parser accepts. */
const directiveByKey: ReadonlyMap<string, Directive> = new Map([
  ['user-agent', 'user-agent'],
  ['useragent', 'user-agent'],
  ['user agent', 'user-agent'],
  ['allow', 'allow'],
  ['disallow', 'disallow'],
  ['dissallow', 'disallow'],
  ['dissalow', 'disallow'],
  ['disalow', 'disallow'],
  ['diasllow', 'disallow'],
  ['disallaw', 'disallow'],
  ['crawl-delay', 'crawl-delay'],
  ['crawldelay', 'crawl-delay'],
  ['sitemap', 'sitemap'],
  ['site-map', 'sitemap'],
]);

interface Rule {
  allow: boolean;
  pattern: RobotsPattern;
}

interface Group {
  /** Lower-case product tokens, `*` for the catch-all group. */
  agents: string[];
  rules: Rule[];
  crawlDelay: number | null;
}

/** The leading letters, `_` and `-` of a user agent, lower-cased (`OllidaBot/1.0` → `ollidabot`). */
function productToken(userAgent: string): string {
  return /^[A-Za-z_-]+/.exec(userAgent.trim())?.[0].toLowerCase() ?? '';
}

/** The file's lines within the size caps; the line cut by the 500 KiB cap is dropped rather than read half. */
function robotsLines(text: string): string[] {
  let body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.length > maxRobotsChars) {
    const lastBreak = Math.max(
      body.lastIndexOf('\n', maxRobotsChars),
      body.lastIndexOf('\r', maxRobotsChars),
    );
    body = body.slice(0, lastBreak > 0 ? lastBreak : maxRobotsChars);
  }
  // An HTML error page or soft 404 served as robots.txt is not a set of rules.
  if (body.trimStart().startsWith('<')) return [];
  return body
    .split(/\r\n|\r|\n/)
    .map((line) => (line.length > maxLineChars ? line.slice(0, maxLineChars) : line));
}

function parseRecord(line: string): { directive: Directive; value: string } | null {
  const hash = line.indexOf('#');
  const content = hash >= 0 ? line.slice(0, hash) : line;
  const colon = content.indexOf(':');
  if (colon < 0) return null;
  const directive = directiveByKey.get(content.slice(0, colon).trim().toLowerCase());
  return directive === undefined ? null : { directive, value: content.slice(colon + 1).trim() };
}

function parseCrawlDelay(value: string): number | null {
  if (!/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(value)) return null;
  const seconds = Number(value);
  return seconds > 0 ? Math.min(seconds, maxCrawlDelaySeconds) : null;
}

function sitemapUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Reads groups (RFC 9309 §2.1): consecutive `User-agent` lines share the rules that follow them. */
function parseGroups(lines: readonly string[], sitemaps: Set<string>): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  // A rule or `Crawl-delay` ends the agent list: "User-agent: *, Crawl-delay: 10, User-agent: OllidaBot, …" is two
  // groups to whoever wrote it. `Sitemap` lines belong to no group and change nothing.
  let collectingAgents = false;
  for (const line of lines) {
    const record = parseRecord(line);
    if (record === null) continue;
    const { directive, value } = record;
    switch (directive) {
      case 'user-agent': {
        if (current === null || !collectingAgents) {
          current = { agents: [], rules: [], crawlDelay: null };
          groups.push(current);
          collectingAgents = true;
        }
        current.agents.push(value.startsWith('*') ? '*' : productToken(value));
        break;
      }
      case 'allow':
      case 'disallow': {
        collectingAgents = false;
        // An empty value is no rule: `Disallow:` alone allows everything.
        if (current !== null && value !== '') {
          current.rules.push({ allow: directive === 'allow', pattern: compileRobotsPattern(value) });
        }
        break;
      }
      case 'crawl-delay': {
        collectingAgents = false;
        if (current !== null && current.crawlDelay === null) current.crawlDelay = parseCrawlDelay(value);
        break;
      }
      case 'sitemap': {
        const url = sitemapUrl(value);
        if (url !== null) sitemaps.add(url);
        break;
      }
      default: {
        const unknown: never = directive;
        throw new Error(`Unhandled robots.txt directive ${String(unknown)}`);
      }
    }
  }
  return groups;
}

/** The normalised path to match: no fragment, always starting with `/`. */
function requestPath(pathAndQuery: string): string {
  const hash = pathAndQuery.indexOf('#');
  const raw = (hash >= 0 ? pathAndQuery.slice(0, hash) : pathAndQuery).trim();
  return normalizeRobotsPath(raw.startsWith('/') ? raw : `/${raw}`);
}

/** Reads a robots.txt body (RFC 9309) for the crawler `userAgent`; HTML or garbage yields "everything allowed". */
export function parseRobots(text: string, userAgent = 'OllidaBot'): RobotsRules {
  const sitemaps = new Set<string>();
  const groups = parseGroups(robotsLines(text), sitemaps);
  const token = productToken(userAgent);
  const own = token === '' ? [] : groups.filter((group) => group.agents.includes(token));
  const matched = own.length > 0 ? own : groups.filter((group) => group.agents.includes('*'));

  // Longest pattern first and Allow before Disallow of the same length: the first rule that matches decides.
  const rules = matched
    .flatMap((group) => group.rules)
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow));
  // Merged groups may disagree; the longest delay is the one that satisfies all of them.
  const crawlDelaySeconds = matched.reduce<number | null>(
    (longest, group) => (group.crawlDelay === null ? longest : Math.max(longest ?? 0, group.crawlDelay)),
    null,
  );

  return {
    isAllowed(pathAndQuery) {
      const path = requestPath(pathAndQuery);
      if (path === '/robots.txt' || path.startsWith('/robots.txt?')) return true;
      for (const rule of rules) {
        if (matchesRobotsPattern(rule.pattern, path)) return rule.allow;
      }
      return true;
    },
    crawlDelaySeconds,
    sitemaps: [...sitemaps],
  };
}
