import { UrlParserPage } from '../../features/url-parser';

export function UrlParserRoute() {
  return <UrlParserPage />;
}
